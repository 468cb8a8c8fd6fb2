import { describe, expect, it } from 'vitest';
import { readNginxTemplate, renderNginxConfig } from './nginx-config.ts';

const settings = {
  listen: { host: '127.0.0.1', port: 8080 },
  upstreams: { query: ['127.0.0.1:4001', '127.0.0.1:4002'], command: ['127.0.0.1:5001', '127.0.0.1:5002'] },
  dir: '/data/nginx',
  runningAsRoot: false,
};

/** The lines that decide where a request goes, in order: what must be the same in both layouts. */
const routing = (config: string) =>
  config
    .split('\n')
    .map((line) => line.trim())
    .filter((line) =>
      /^(location|proxy_pass|proxy_next_upstream|map|GET|HEAD|default|client_max_body_size)\b/.test(line),
    );

describe('the runtime nginx config, derived from deploy/nginx.conf', () => {
  const template = readNginxTemplate();
  const config = renderNginxConfig(template, settings);

  it('keeps every routing rule of the compose file', () => {
    expect(routing(config)).toEqual(routing(template));
    expect(routing(config).length).toBeGreaterThan(8);
  });

  it('points the upstreams at the replicas and listens on PORT, with no resolver', () => {
    expect(config).toMatch(
      /upstream query \{\n\s+zone query 64k;\n\s+server 127\.0\.0\.1:4001;\n\s+server 127\.0\.0\.1:4002;/,
    );
    expect(config).toMatch(
      /upstream command \{\n\s+zone command 64k;\n\s+server 127\.0\.0\.1:5001;\n\s+server 127\.0\.0\.1:5002;/,
    );
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).not.toMatch(/resolver|resolve;|listen 80;|\/dev\/std/);
  });

  it('runs in the foreground with its files under the data directory', () => {
    expect(config).toMatch(/^# Generated .*\ndaemon off;\npid \/data\/nginx\/nginx\.pid;\n/);
    expect(config).toContain('proxy_temp_path /data/nginx/temp/proxy;');
    expect(config).toContain('access_log /data/nginx/access.log portal;');
    expect(config).not.toContain('user root;');
    expect(renderNginxConfig(template, { ...settings, runningAsRoot: true })).toContain('\nuser root;\n');
  });

  it('refuses a template it cannot adapt, naming what is missing', () => {
    expect(() => renderNginxConfig(template.replace('listen 80;', 'listen 81;'), settings)).toThrow(
      /expected one listen 80, found 0/,
    );
  });
});
