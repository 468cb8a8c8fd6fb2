import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './embedded.ts';

it('chooses ports outside the range outgoing connections take theirs from, each free to listen on', async () => {
  const ephemeralStart = Number(
    readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
  );
  const ports = [await freePort(), await freePort(), await freePort()];
  expect(new Set(ports).size).toBe(3);
  for (const port of ports) {
    expect(port).toBeLessThan(ephemeralStart);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});
