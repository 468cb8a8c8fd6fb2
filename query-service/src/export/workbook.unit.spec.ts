import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@zen/contracts';
import { CONTENT_EXPORT_COLUMNS, DownloadAborted, writeContentWorkbook } from './workbook.ts';

const PAGES = 30;
const PAGE_SIZE = 500;

const item = (id: number): ContentItem => ({
  id,
  title: `=HYPERLINK("https://evil.example") item ${id}`,
  description: `A long description of item ${id}. `.repeat(12),
  type: id % 2 ? 'Video' : 'Article',
  identifier: id % 3 ? `ZP-${id}` : null,
  contentNumber: id % 5 ? String(id % 10_000).padStart(4, '0') : null,
  application: 'Zoho People',
  module: 'Leave',
  level: 'Employee',
  url: `https://www.loom.com/share/${id}`,
  keywords: ['leave', `k${id}`],
  learningJourney: id % 4 ? 'Essential' : null,
  thumbnail: '/thumbnails/zoho-people/employee.svg',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T10:30:00.000Z',
});

/** A client that takes every chunk a turn later, keeping the bytes to read back. */
const collectingSink = () => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      setImmediate(done);
    },
  });
  return { sink, received: () => chunks.reduce((sum, chunk) => sum + chunk.length, 0), chunks };
};

describe('writeContentWorkbook', () => {
  it('asks for the next page only once the rows before it have gone out: nothing piles up', async () => {
    const { sink, received, chunks } = collectingSink();
    const receivedWhenAsked: number[] = [];
    async function* pages() {
      for (let page = 0; page < PAGES; page += 1) {
        receivedWhenAsked.push(received());
        yield Array.from({ length: PAGE_SIZE }, (_, i) => item(page * PAGE_SIZE + i + 1));
      }
    }
    expect(await writeContentWorkbook(pages(), sink)).toBe(PAGES * PAGE_SIZE);
    const total = received();
    // Had the writer run ahead of compression, the last page would be asked for before most of
    // the workbook reached the client (and all of the sheet would sit in memory meanwhile).
    expect(receivedWhenAsked.at(-1)!).toBeGreaterThan(total * 0.8);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Content')!;
    expect(sheet.rowCount).toBe(PAGES * PAGE_SIZE + 1);
    const first = sheet.getRow(2);
    // A title that looks like a formula stays text: no cell of the export is a formula.
    expect(first.getCell(3).value).toBe('=HYPERLINK("https://evil.example") item 1');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(CONTENT_EXPORT_COLUMNS.length).value).toEqual(new Date('2026-11-02T10:30:00.000Z'));
    // 15 000 rows through compression: a few seconds on a loaded two-core machine, not five.
  }, 30_000);

  it('stops reading pages when the client goes away', async () => {
    const sink = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, _done) {
        // Never done: a client that stopped reading, then closed the connection.
        setImmediate(() => sink.destroy());
      },
    });
    let asked = 0;
    async function* pages() {
      for (let page = 0; page < PAGES; page += 1) {
        asked += 1;
        yield Array.from({ length: PAGE_SIZE }, (_, i) => item(page * PAGE_SIZE + i + 1));
      }
    }
    await expect(writeContentWorkbook(pages(), sink)).rejects.toBeInstanceOf(DownloadAborted);
    expect(asked).toBeLessThan(PAGES);
  });
});
