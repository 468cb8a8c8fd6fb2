import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@zen/contracts';
import { headersOf, startTestPortal, TEST_ADMIN, type TestPortal } from './testing/index.ts';
import { addCustomer, contentForm, countEvents, createContent, type Agent } from './testing/learner.ts';

/**
 * How long a new session may take to reach the process's cache, after which its commands take the
 * fast path: Vitest's default second was too short on a loaded 2-core machine (seen in CI).
 */
const CACHED = { timeout: 10_000, interval: 100 };

/**
 * The learner's clicks answered before Express (platform/src/http/fast-commands.ts): the same
 * answers as their Express routes, and everything unusual still answered by Express, with nothing
 * appended for what it refuses. A response from Express carries its ETag; one from the fast path
 * does not, which is how these tests tell which answered. A query string sends a command to
 * Express, which answers it as before (the fast path takes exact paths only).
 */
let portal: TestPortal;
let items: ContentItem[];
let customer: Agent;
let hidden: ContentItem;

beforeAll(async () => {
  portal = await startTestPortal();
  const admin = await portal.agent(TEST_ADMIN);
  items = [
    await createContent(admin, 'Approving leave requests'),
    await createContent(admin, 'Leave policy basics', { type: 'Article', learningJourney: 'Operational' }),
    await createContent(admin, 'Running payroll'),
    await createContent(admin, 'Shift swaps'),
  ];
  // Setup material is for staff: customers get "not found" for it, on either path.
  hidden = await createContent(admin, 'Configuring the tenant', { level: 'Setup Configuration' });
  ({ agent: customer } = await addCustomer(portal, 'fast-commands@globex.example'));
  // Once the session and account are in memory, a plain command takes the fast path.
  await vi.waitFor(async () => {
    const answer = await customer.post('/api/favorites').send({ contentId: items[3]!.id }).expect(201);
    expect(answer.headers.etag).toBeUndefined();
  }, CACHED);
});
afterAll(async () => {
  await portal?.close();
});

describe('learner commands answered before Express', () => {
  it('answer a favourite and a completion with the status, body and headers Express gives', async () => {
    const [first, second] = items as [ContentItem, ContentItem];
    const viaExpress = await customer
      .post('/api/favorites?via=express')
      .send({ contentId: first.id })
      .expect(201);
    expect(viaExpress.headers.etag).toBeDefined();
    const fast = await customer.post('/api/favorites').send({ contentId: second.id }).expect(201);
    expect(fast.headers.etag).toBeUndefined();
    expect(fast.body).toEqual({ contentId: second.id, favourite: true });
    expect(viaExpress.body).toEqual({ contentId: first.id, favourite: true });
    expect(headersOf(fast)).toEqual(headersOf(viaExpress));
    expect(fast.headers['content-security-policy']).toContain("default-src 'self'");
    // Read your writes, whichever path took the command.
    const favourites = await customer.get('/api/favorites/any').expect(200);
    expect(favourites.body.map((item: ContentItem) => item.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );

    const completion = { contentId: second.id, watchDurationSeconds: 95, totalDurationSeconds: 100 };
    const completed = await customer.post('/api/video-completions').send(completion).expect(201);
    expect(completed.headers.etag).toBeUndefined();
    expect(completed.body).toMatchObject({ contentId: second.id });
    // A repeated completion answers with the one that stands, as 200, on either path.
    const again = await customer.post('/api/video-completions').send(completion).expect(200);
    expect(again.headers.etag).toBeUndefined();
    const againViaExpress = await customer
      .post('/api/video-completions?via=express')
      .send(completion)
      .expect(200);
    expect(againViaExpress.headers.etag).toBeDefined();
    expect(again.body).toEqual(completed.body);
    expect(againViaExpress.body).toEqual(completed.body);
  });

  it("answer a browser's same-origin command, which names its origin, on the fast path", async () => {
    const answer = await customer
      .post('/api/activity')
      .set('Origin', portal.url)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ action: 'view', contentId: items[2]!.id })
      .expect(202);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body).toEqual({ recorded: true });
    // The app sends no content type when there is no body (spec §7), as for the badge check.
    const check = await customer
      .post('/api/badges/check')
      .set('Origin', portal.url)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(check.headers.etag).toBeUndefined();
    expect(check.request.getHeader('content-type')).toBeUndefined();
    expect(check.body).toMatchObject({ badges: expect.any(Array), newlyEarned: expect.any(Array) });
    const viaExpress = await customer.post('/api/badges/check?via=express').expect(200);
    expect(viaExpress.headers.etag).toBeDefined();
    expect(viaExpress.body.badges).toEqual(check.body.badges);
  });

  it('leave to Express what it refuses, with its answers and nothing appended', async () => {
    const contentId = items[2]!.id;
    const before = await countEvents(portal);
    const refused = async (request: supertest.Test, status: number) => {
      const answer = await request.expect(status);
      expect(answer.headers['content-type']).toMatch(/application\/problem\+json/);
      return answer.body as { detail?: string; errors?: { field: string }[] };
    };

    const crossSite = customer
      .post('/api/favorites')
      .set('Origin', 'https://evil.example')
      .send({ contentId });
    expect((await refused(crossSite, 403)).detail).toBe('Cross-site requests are refused');
    const labelled = customer.post('/api/favorites').set('Sec-Fetch-Site', 'cross-site').send({ contentId });
    await refused(labelled, 403);
    const form = customer
      .post('/api/favorites')
      .set('Content-Type', 'text/plain')
      .send(`contentId=${contentId}`);
    await refused(form, 415);
    const malformed = customer
      .post('/api/favorites')
      .set('Content-Type', 'application/json')
      .send('{"contentId":');
    expect((await refused(malformed, 400)).detail).toBe('The request body is not valid JSON');
    const tooLarge = customer.post('/api/favorites').send({ contentId, padding: 'x'.repeat(300_000) });
    expect((await refused(tooLarge, 413)).detail).toBe(
      'The request is larger than the 200 kB this call takes: shorten the text and try again.',
    );
    const noId = await refused(customer.post('/api/favorites').send({}), 400);
    expect(noId.errors?.map((error) => error.field)).toEqual(['contentId']);
    const notANumber = await refused(customer.post('/api/favorites').send({ contentId: 'abc' }), 400);
    expect(notANumber.errors?.map((error) => error.field)).toEqual(['contentId']);
    const unstorable = customer.post('/api/activity').send({ action: 'search', searchQuery: 'leave\u0000' });
    expect((await refused(unstorable, 400)).detail).toBe('The request body is not valid');
    // Raised while answering on the fast path, answered by Express as its own error would be.
    expect((await refused(customer.post('/api/favorites').send({ contentId: hidden.id }), 404)).detail).toBe(
      `No content ${hidden.id}`,
    );
    await refused(customer.post('/api/favorites').send({ contentId: 999_999 }), 404);
    await refused(supertest(portal.url).post('/api/favorites').send({ contentId }), 401);

    expect(await countEvents(portal)).toBe(before);
  });
});

describe('content creation answered before Express', () => {
  const withoutLocation = (answer: supertest.Response) => {
    const { location, ...rest } = headersOf(answer);
    return { location, rest };
  };

  it('answers as Express does, with the item the catalogue then holds, ids drawn without gaps', async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const form = contentForm('Fast path leave guide', {
      identifier: '  ZP-FAST-1 ',
      keywords: [' leave ', 'Leave'],
    });
    const fast = await vi.waitFor(async () => {
      const answer = await admin.post('/api/content').send(form).expect(201);
      expect(answer.headers.etag).toBeUndefined();
      return answer;
    }, CACHED);
    const viaExpress = await admin.post('/api/content?via=express').send(form).expect(201);
    expect(viaExpress.headers.etag).toBeDefined();
    expect(withoutLocation(fast).rest).toEqual(withoutLocation(viaExpress).rest);
    for (const answer of [fast, viaExpress]) {
      expect(answer.headers.location).toBe(`/api/content/${answer.body.id}`);
      expect(answer.body).toMatchObject({ identifier: 'ZP-FAST-1', keywords: ['leave'] });
      // Read your writes: the answer is the catalogue's row, field for field.
      const stored = await admin.get(`/api/content/${answer.body.id}`).expect(200);
      expect(answer.body).toEqual(stored.body);
    }

    // A burst shares its id draws: every creation its own id, and none skipped.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        admin
          .post('/api/content')
          .send(contentForm(`Burst item ${index}`))
          .expect(201),
      ),
    );
    const ids = burst.map((answer) => answer.body.id as number).sort((a, b) => a - b);
    expect(ids).toEqual(ids.map((_, index) => ids[0]! + index));
    expect(ids[0]).toBe(viaExpress.body.id + 1);
    for (const answer of burst) {
      const stored = await admin.get(`/api/content/${answer.body.id}`).expect(200);
      expect(answer.body).toEqual(stored.body);
    }
  });

  it("leaves to Express a customer's creation and a refused form, with nothing appended and no id used", async () => {
    const admin = await portal.agent(TEST_ADMIN);
    const first = await admin.post('/api/content').send(contentForm('Before the refusals')).expect(201);
    const before = await countEvents(portal);

    const byCustomer = await customer.post('/api/content').send(contentForm('Not mine to add')).expect(403);
    expect(byCustomer.body.detail).toBe('Admin access required');
    const refused = await admin
      .post('/api/content')
      .send({ ...contentForm(''), url: 'not a url' })
      .expect(400);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(['title', 'url']);
    expect(await countEvents(portal)).toBe(before);

    const next = await admin.post('/api/content').send(contentForm('After the refusals')).expect(201);
    expect(next.body.id).toBe(first.body.id + 1);
  });
});
