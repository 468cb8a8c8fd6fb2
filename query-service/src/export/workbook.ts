import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ContentItem } from '@zen/contracts';

type Column = { header: string; width: number; value: (item: ContentItem) => string | number | Date | null };

const date = (iso: string): Date => new Date(iso);

/** Every field of a content item (spec §3), in the order of the content form, then the dates. */
export const CONTENT_EXPORT_COLUMNS: readonly Column[] = [
  { header: 'ID', width: 8, value: (item) => item.id },
  { header: 'Content Number', width: 10, value: (item) => item.contentNumber },
  { header: 'Title', width: 48, value: (item) => item.title },
  { header: 'Type', width: 9, value: (item) => item.type },
  { header: 'Identifier', width: 18, value: (item) => item.identifier },
  { header: 'Application', width: 14, value: (item) => item.application },
  { header: 'Module', width: 22, value: (item) => item.module },
  { header: 'Level', width: 18, value: (item) => item.level },
  { header: 'URL', width: 48, value: (item) => item.url },
  { header: 'Description', width: 60, value: (item) => item.description },
  { header: 'Keywords', width: 30, value: (item) => item.keywords.join(', ') },
  { header: 'Learning Journey', width: 16, value: (item) => item.learningJourney },
  { header: 'Thumbnail', width: 36, value: (item) => item.thumbnail },
  { header: 'Created At', width: 20, value: (item) => date(item.createdAt) },
  { header: 'Updated At', width: 20, value: (item) => date(item.updatedAt) },
];

/** The client went away: the rest of the workbook is not worth reading. */
export class DownloadAborted extends Error {}

type Drainable = {
  once(event: 'drain' | 'close', listener: () => void): unknown;
  off(event: 'drain' | 'close', listener: () => void): unknown;
};

/**
 * The stream the sheet's XML goes into on its way to the zip, when it is holding more than it
 * wants. exceljs's streaming writer hands each committed row to it without waiting (its StreamBuf
 * ignores backpressure in batch mode), so a producer faster than deflate would pile the whole
 * sheet up there. These are exceljs internals, so they are read in this one place, and
 * workbook.unit.spec.ts fails if they change.
 */
export const congestedZipEntry = (sheet: ExcelJS.Worksheet): Drainable | undefined => {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    (Drainable & { writableNeedDrain?: boolean; _writableState?: { needDrain?: boolean } }) | undefined;
  const congested = entry?.writableNeedDrain ?? entry?._writableState?.needDrain ?? false;
  return congested ? entry : undefined;
};

/** Resolves on `drain`; rejects if `output` closes first (the client went away). */
const drainOf = (stream: Drainable, output: Writable): Promise<void> =>
  new Promise((resolve, reject) => {
    const drained = () => {
      output.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', drained);
      reject(new DownloadAborted());
    };
    stream.once('drain', drained);
    output.once('close', closed);
  });

/**
 * Resolves when the sheet's rows so far have gone into the zip and `output` can take more:
 * waiting for both between pages is what keeps memory flat, whether the client or the
 * compression is the slower.
 */
const roomToWrite = async (sheet: ExcelJS.Worksheet, output: Writable): Promise<void> => {
  for (;;) {
    if (output.destroyed) throw new DownloadAborted();
    const entry = congestedZipEntry(sheet);
    if (entry) await drainOf(entry, output);
    else if (output.writableNeedDrain) await drainOf(output, output);
    else return;
  }
};

/** Rejects if `output` closes before all of it was written (exceljs would wait for 'finish' forever). */
const closedBeforeFinishing = (output: Writable): Promise<never> =>
  new Promise((_resolve, reject) => {
    output.once('close', () => {
      if (!output.writableFinished) reject(new DownloadAborted());
    });
  });

/**
 * Streams the items as an .xlsx workbook into `output` and ends it; answers the number of rows.
 * exceljs's streaming writer commits each row to the zip as it goes, and strings are written
 * inline rather than as shared strings (which would keep every distinct text in memory), so
 * memory stays flat whatever the catalogue's size. Every value is written as a plain cell, never a
 * formula, so a title starting with '=' is text in Excel too.
 */
export const writeContentWorkbook = async (
  pages: AsyncIterable<ContentItem[]>,
  output: Writable,
): Promise<number> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Zen Learning Portal';
  const sheet = workbook.addWorksheet('Content', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CONTENT_EXPORT_COLUMNS.map(({ header, width }) => ({ header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const dateColumns = CONTENT_EXPORT_COLUMNS.flatMap((column, index) =>
    column.header.endsWith(' At') ? [index + 1] : [],
  );
  let rows = 0;
  for await (const page of pages) {
    for (const item of page) {
      const row = sheet.addRow(CONTENT_EXPORT_COLUMNS.map((column) => column.value(item)));
      for (const index of dateColumns) row.getCell(index).numFmt = 'yyyy-mm-dd hh:mm';
      row.commit();
      rows += 1;
    }
    await roomToWrite(sheet, output);
  }
  sheet.commit();
  await Promise.race([workbook.commit(), closedBeforeFinishing(output)]);
  return rows;
};
