import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContentCommand, nextContentId } from '@zen/command-service';
import type { ContentItem } from '@zen/contracts';
import { createEventStore } from '@zen/platform';
import { generateCatalogue } from '@zen/portal';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { waitForReadModelsAtRest } from '@zen/projections';
import { catalogueInPages, EXPORT_PAGE_SIZE } from './catalogue-pages.ts';
import { responseBytes } from '@zen/portal/testing/response-bytes';

// More than one page of the export's keyset reader, so the page boundary is crossed.
const ITEMS = EXPORT_PAGE_SIZE + 57;

let portal: TestPortal;

/** Appends the items through the content decider, as the seed does, and waits for the catalogue. */
const seedCatalogue = async (count: number) => {
  const eventStore = createEventStore(portal.databaseUrl);
  try {
    const at = new Date().toISOString();
    for (const form of generateCatalogue(count, 9)) {
      const contentId = await nextContentId(portal.pool);
      await handleContentCommand(eventStore, {
        type: 'CreateContent',
        data: { contentId, by: 'seed', at, form },
      });
    }
  } finally {
    await eventStore.close();
  }
  await waitForReadModelsAtRest(portal.pool, { timeoutMs: 60_000 });
};

/** The whole response body as bytes. */
const download = async (query: Record<string, string> = {}) => {
  const admin = await portal.agent(TEST_ADMIN);
  return admin.get('/api/admin/content/download').query(query).buffer(true).parse(responseBytes);
};

/** Reads a workbook back with exceljs's own (non-streaming) reader: rows as arrays of values. */
const readBack = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Content')!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

const allItems = async (filter: object = {}): Promise<ContentItem[]> => {
  const admin = await portal.agent(TEST_ADMIN);
  const items: ContentItem[] = [];
  for (let start = 0; ; start += 500) {
    const { body } = await admin
      .get('/api/content')
      .query({
        filter: JSON.stringify(filter),
        sort: JSON.stringify(['id', 'ASC']),
        range: JSON.stringify([start, start + 499]),
      })
      .expect(200);
    items.push(...(body as ContentItem[]));
    if (body.length < 500) return items;
  }
};

beforeAll(async () => {
  portal = await startTestPortal();
  await seedCatalogue(ITEMS);
}, 180_000);
afterAll(async () => {
  await portal?.close();
});

describe('GET /api/admin/content/download', () => {
  it('refuses anyone signed out (401) and customers (403)', async () => {
    const anonymous = await portal.agent();
    await anonymous.get('/api/admin/content/download').expect(401);
    const customer = await portal.agent(TEST_CUSTOMER);
    await customer.get('/api/admin/content/download').expect(403);
  });

  it('is a workbook named content-export-{date}.xlsx with a header row and every item, every field', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename=content-export-${today}.xlsx`);

    const [header, ...rows] = await readBack(response.body as Buffer);
    expect(header).toEqual([
      'ID',
      'Content Number',
      'Title',
      'Type',
      'Identifier',
      'Application',
      'Module',
      'Level',
      'URL',
      'Description',
      'Keywords',
      'Learning Journey',
      'Thumbnail',
      'Created At',
      'Updated At',
    ]);
    const items = await allItems();
    expect(items).toHaveLength(ITEMS);
    expect(rows).toHaveLength(ITEMS);
    // Every cell of every row is the item's field under its header, written out here rather than
    // through the export's own column table, so that a column reading the wrong field is caught.
    const expected = items.map((item) => [
      item.id,
      item.contentNumber ?? undefined,
      item.title,
      item.type,
      item.identifier ?? undefined,
      item.application,
      item.module,
      item.level,
      item.url,
      item.description,
      item.keywords.length > 0 ? item.keywords.join(', ') : undefined,
      item.learningJourney ?? undefined,
      item.thumbnail ?? undefined,
      new Date(item.createdAt),
      new Date(item.updatedAt),
    ]);
    expect(rows.map((row) => header!.map((_, index) => row[index]))).toEqual(expected);
  });

  it('applies the admin list’s filters', async () => {
    const filter = { application: 'Zoho Recruit', type: 'Video' };
    const [, ...rows] = await readBack((await download({ filter: JSON.stringify(filter) })).body as Buffer);
    const items = await allItems(filter);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(ITEMS);
    expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.id));

    const searched = await allItems({ q: 'leave' });
    const [, ...found] = await readBack(
      (await download({ filter: JSON.stringify({ q: 'leave' }) })).body as Buffer,
    );
    expect(found.map((row) => row[0])).toEqual(searched.map((item) => item.id));
  });

  it('is a workbook with only the header when nothing matches', async () => {
    const filter = JSON.stringify({ q: 'zzzqqqxxx' });
    const rows = await readBack((await download({ filter })).body as Buffer);
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming a bad filter, before any byte of a workbook', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const response = await admin
      .get('/api/admin/content/download')
      .query({ filter: JSON.stringify({ application: 'Zoho Books' }) })
      .expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.errors[0].field).toMatch(/^filter/);
  });
});

describe('catalogueInPages', () => {
  it('reads every item once, in id order, one page at a time', async () => {
    const pages: number[][] = [];
    for await (const page of catalogueInPages(portal.pool, undefined, 400)) pages.push(page.map((i) => i.id));
    expect(pages.map((page) => page.length)).toEqual([400, 400, 257]);
    const ids = pages.flat();
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ITEMS);
  });
});
