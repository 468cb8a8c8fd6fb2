import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./content-export-worker.ts', import.meta.url));

export type ExportRun = {
  mode: 'xlsx' | 'csv';
  rows: number;
  bytes: number;
  ms: number;
  /** Resident memory once the process had started, before the export. */
  rssBefore: number;
  /** The process's peak resident memory over its whole life. */
  peakRss: number;
  /** Heap still reachable after a full collection, before and at most during the export (heap runs only). */
  liveHeapBefore: number | null;
  peakLiveHeap: number | null;
};

/**
 * `smallXlsx` is the same workbook of a tenth of the catalogue; `xlsxHeap` the full workbook again,
 * measuring the live heap as it goes.
 */
export type ContentExportFigures = {
  xlsx: ExportRun;
  csv: ExportRun;
  smallXlsx: ExportRun;
  xlsxHeap: ExportRun;
};

const exportInOwnProcess = async (
  mode: ExportRun['mode'],
  databaseUrl: string,
  options: { maxRows?: number; liveHeap?: boolean } = {},
): Promise<ExportRun> => {
  const args = [
    ...(options.liveHeap ? ['--expose-gc'] : []),
    '--import',
    'tsx',
    WORKER,
    mode,
    databaseUrl,
    ...(options.maxRows ? [String(options.maxRows)] : []),
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ExportRun;
};

/**
 * The content export (GET /api/admin/content/download's workbook writer over the catalogue's
 * keyset pages) beside the same rows written as CSV text by the same reader: each in a fresh
 * process, so the peak RSS is that export's alone. The processes start alike, so the difference
 * between the two peaks is what the workbook costs; the same workbook of a tenth of the rows shows
 * whether that cost grows with the catalogue.
 */
export const measureContentExport = async (
  databaseUrl: string,
  items: number,
): Promise<ContentExportFigures> => ({
  csv: await exportInOwnProcess('csv', databaseUrl),
  xlsx: await exportInOwnProcess('xlsx', databaseUrl),
  smallXlsx: await exportInOwnProcess('xlsx', databaseUrl, { maxRows: Math.max(1, Math.round(items / 10)) }),
  xlsxHeap: await exportInOwnProcess('xlsx', databaseUrl, { liveHeap: true }),
});
