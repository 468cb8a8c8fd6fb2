import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server of the bench's own on this machine: where to reach it, and how to stop it. */
export type LocalServer = { url: string; close: () => Promise<void> };

/**
 * Listens on a free port of 127.0.0.1. Closing also ends the kept-alive connections a load client
 * left open, which `close()` alone would wait for.
 */
export const listenLocally = async (server: Server): Promise<LocalServer> => {
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', listening);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
};
