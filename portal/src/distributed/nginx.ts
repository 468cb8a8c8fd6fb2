import { execFile } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readNginxTemplate, renderNginxConfig, type NginxSettings } from './nginx-config.ts';

const run = promisify(execFile);

export const NGINX_MISSING = [
  'nginx was not found (NGINX_BIN if set, else the PATH and /usr/sbin), and distributed mode runs it in front of the services.',
  'Install it with: sudo apt-get install -y nginx   (Debian/Ubuntu; any nginx 1.19.5 or newer works)',
  'or point NGINX_BIN at an nginx binary.',
].join('\n');

/** nginx from NGINX_BIN, the PATH, or /usr/sbin (not on a non-root user's PATH on Debian). */
export const findNginx = (): string => {
  const candidates = process.env.NGINX_BIN
    ? [process.env.NGINX_BIN]
    : [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/local/sbin'].map((dir) =>
        path.join(dir, 'nginx'),
      );
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not this one.
    }
  }
  throw new Error(NGINX_MISSING);
};

export type NginxCommand = { bin: string; args: string[]; pidFile: string };

/**
 * Writes the runtime config under `settings.dir` and checks it with `nginx -t`, so a bad config
 * is reported before anything listens. Returns how to start nginx in the foreground: `-p` and `-e`
 * keep even its start-up error log out of /var/log.
 */
export const prepareNginx = async (settings: Omit<NginxSettings, 'runningAsRoot'>): Promise<NginxCommand> => {
  const bin = findNginx();
  const { dir } = settings;
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, 'temp', kind), { recursive: true });
  const configFile = path.join(dir, 'nginx.conf');
  const runningAsRoot = process.getuid?.() === 0;
  writeFileSync(configFile, renderNginxConfig(readNginxTemplate(), { ...settings, runningAsRoot }));
  const args = ['-p', dir, '-c', configFile, '-e', path.join(dir, 'error.log')];
  try {
    await run(bin, [...args, '-t', '-q']);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`nginx refused the generated config ${configFile}:\n${stderr.trim()}`, { cause: error });
  }
  return { bin, args, pidFile: path.join(dir, 'nginx.pid') };
};
