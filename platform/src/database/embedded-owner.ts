import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isRunning } from './embedded-lifecycle.ts';

/**
 * Which process owns the embedded server on a data directory. A server whose owner is gone was
 * left by a portal that did not stop cleanly, and the next start stops it; a server whose owner
 * still runs belongs to a portal in use, and must be left alone: a second `npm start` is refused,
 * and a one-off command (`migrate`, `seed`, `rebuild`) uses that server instead of stopping it.
 *
 * The owner is named by its pid and its start time, so a pid the system has since given to another
 * process is not taken for the owner.
 */
const ownerFile = (databaseDir: string): string => `${databaseDir}.owner`;

/** A process's start time in clock ticks since boot (Linux: /proc/<pid>/stat, field 22). */
const startedAt = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
};

/** This process owns the server it has just started on `databaseDir`. */
export const recordOwner = (databaseDir: string): void => {
  writeFileSync(ownerFile(databaseDir), `${process.pid} ${startedAt(process.pid) ?? ''}\n`);
};

/** The owner's pid, if the process that started the server on `databaseDir` still runs. */
export const liveOwner = (databaseDir: string): number | undefined => {
  const file = ownerFile(databaseDir);
  if (!existsSync(file)) return undefined;
  const [pidText, started] = readFileSync(file, 'utf8').trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  const now = startedAt(pid);
  return !started || now === undefined || now === started ? pid : undefined;
};

/** The owner stopped its server: the data directory is free (the file is ours to remove only). */
export const forgetOwner = (databaseDir: string): void => {
  if (liveOwner(databaseDir) === process.pid) rmSync(ownerFile(databaseDir), { force: true });
};
