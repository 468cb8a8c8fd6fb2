import { readdirSync, readFileSync } from 'node:fs';
import { readLayout, type LayoutFile } from '../distributed/layout.ts';
import { launchPortal, type PortalProcess } from './portal-process.ts';

export type DistributedProcess = PortalProcess & {
  dataDir: string;
  /** What the launcher is running now: every child's pid and port. */
  layout: () => LayoutFile;
};

/**
 * `portal start --distributed` as its own process on its own embedded PostgreSQL under `dataDir`,
 * as `npm run start:distributed` runs it (without rebuilding the apps), ready once nginx answers.
 */
export const startDistributedProcess = async (
  dataDir: string,
  env: Record<string, string> = {},
): Promise<DistributedProcess> => {
  const launched = await launchPortal({
    dataDir,
    args: ['start', '--distributed'],
    env: { PORTAL_DEMO_PASSWORD: 'distributed-test-password', ...env },
    label: 'the distributed layout',
    ready: async (_url, output) => / is running at /.test(output),
    startupMs: 300_000,
  });
  return {
    ...launched,
    dataDir,
    layout: () => {
      const layout = readLayout(dataDir);
      if (!layout) throw new Error(`no layout file in ${dataDir}`);
      return layout;
    },
  };
};

/** Live processes whose command line names `needle` (nginx's and PostgreSQL's name their data directory). */
export const processesMentioning = (needle: string): { pid: number; commandLine: string }[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return commandLine.includes(needle) ? [{ pid: Number(entry), commandLine }] : [];
      } catch {
        return [];
      }
    });
