/**
 * One content export in a process of its own, so that its peak resident memory is the export's
 * and nothing else's: `node --import tsx content-export-worker.ts <xlsx|csv> <databaseUrl> [maxRows]`.
 * `maxRows` stops after that many rows: the same export of a smaller catalogue. Run with
 * --expose-gc, it also measures the live heap (which forces collections, so the time and RSS of
 * such a run are not the natural ones). Prints one JSON line.
 */
import { Writable } from 'node:stream';
import { once } from 'node:events';
import type { ContentItem } from '@zen/contracts';
import { createPool } from '@zen/platform';
import { catalogueInPages } from '@zen/query-service/export/catalogue-pages';
import { CONTENT_EXPORT_COLUMNS, writeContentWorkbook } from '@zen/query-service/export/workbook';

const [mode, databaseUrl, maxRowsArg] = process.argv.slice(2);
if ((mode !== 'xlsx' && mode !== 'csv') || !databaseUrl) {
  throw new Error('usage: content-export-worker.ts <xlsx|csv> <databaseUrl> [maxRows]');
}
const maxRows = maxRowsArg ? Number(maxRowsArg) : Infinity;

/**
 * Live heap: what is still reachable after a full collection. Resident memory also holds garbage
 * not yet collected; the live heap says whether anything piles up as rows go by.
 */
const gc = (globalThis as { gc?: () => void }).gc;
const liveHeap = (): number | null => {
  if (!gc) return null;
  gc();
  return process.memoryUsage().heapUsed;
};
let peakLiveHeap: number | null = null;
const sampleLiveHeap = () => {
  const now = liveHeap();
  if (now !== null) peakLiveHeap = Math.max(peakLiveHeap ?? 0, now);
};

/** The first `limit` rows of the pages, measuring the live heap every ten pages. */
async function* firstRows(pages: AsyncIterable<ContentItem[]>, limit: number): AsyncGenerator<ContentItem[]> {
  let left = limit;
  let count = 0;
  for await (const page of pages) {
    if (count++ % 10 === 0) sampleLiveHeap();
    yield page.slice(0, left);
    left -= page.length;
    if (left <= 0) return;
  }
}

/**
 * A client that takes whatever arrives and lets go of it a turn later, as a socket to a fast
 * client does: writers see backpressure, and nothing is kept.
 */
let bytes = 0;
const sink = new Writable({
  highWaterMark: 64 * 1024,
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    setImmediate(done);
  },
});

/** RFC 4180: quoted when needed, quotes doubled. */
const csvCell = (value: string | number | Date | null): string => {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The baseline: the same rows from the same reader, as CSV text, with the same backpressure. */
const writeCsv = async (pages: AsyncIterable<ContentItem[]>, output: Writable): Promise<number> => {
  let rows = 0;
  const line = (cells: (string | number | Date | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
  output.write(line(CONTENT_EXPORT_COLUMNS.map((column) => column.header)));
  for await (const page of pages) {
    const text = page
      .map((item) => line(CONTENT_EXPORT_COLUMNS.map((column) => column.value(item))))
      .join('');
    rows += page.length;
    if (!output.write(text)) await once(output, 'drain');
  }
  output.end();
  await once(output, 'finish');
  return rows;
};

const pool = createPool(databaseUrl, 2);
try {
  const liveHeapBefore = liveHeap();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const pages = firstRows(catalogueInPages(pool, undefined), maxRows);
  const rows = mode === 'xlsx' ? await writeContentWorkbook(pages, sink) : await writeCsv(pages, sink);
  const ms = performance.now() - started;
  sampleLiveHeap();
  process.stdout.write(
    `${JSON.stringify({
      mode,
      rows,
      bytes,
      ms,
      rssBefore,
      peakRss: process.resourceUsage().maxRSS * 1024,
      liveHeapBefore,
      peakLiveHeap,
    })}\n`,
  );
} finally {
  await pool.end();
}
