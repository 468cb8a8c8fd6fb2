import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProcessInfo } from './supervisor.ts';

/**
 * What `portal start --distributed` is running right now, kept in PORTAL_DATA_DIR so tools (the
 * chaos run, tests, an operator) can find a process's pid and port without guessing by name.
 */
export type LayoutFile = {
  launcherPid: number;
  url: string;
  databaseUrl: string;
  /** The embedded PostgreSQL's postmaster, when the launcher started one. */
  postgresPid?: number;
  processes: ProcessInfo[];
};

export const layoutFilePath = (dataDir: string): string => path.resolve(dataDir, 'distributed.json');

export const writeLayout = (dataDir: string, layout: LayoutFile): void => {
  const file = layoutFilePath(dataDir);
  // Written aside and renamed, so a reader never sees half a file.
  // On DATABASE_URL nothing else creates the data directory (the embedded database would).
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(layout, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
};

export const readLayout = (dataDir: string): LayoutFile | undefined => {
  try {
    return JSON.parse(readFileSync(layoutFilePath(dataDir), 'utf8')) as LayoutFile;
  } catch {
    return undefined;
  }
};
