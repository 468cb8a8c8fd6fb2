import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOURNEY_MODULE_PAGE,
  JOURNEY_MODULE_PREVIEW,
  JourneyModulePageSchema,
  LearningJourneyResponseSchema,
  type ContentItem,
} from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_PASSWORD, type TestPortal } from '@zen/portal/testing';
import { CatalogueIndex } from '@zen/projections';
import supertest from 'supertest';
import { addCustomer, createContent, crmContact, type Agent } from '@zen/portal/testing/learner';

/**
 * My Learning Journey at a large provider's size: the journey answer carries each module's first
 * items and its count, and the rest of a module comes a page at a time, in the same order.
 */
let portal: TestPortal;
let admin: Agent;
let learner: Agent;
/** The Essential Leave module, in journey order (title, then id). */
let leave: ContentItem[] = [];
let attendance: ContentItem;
let payrollOutsideAccess: ContentItem;

const LEAVE_ITEMS = JOURNEY_MODULE_PREVIEW + 14;
const LEARNER = 'journey-pages@globex.example';

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  // Titles that sort differently by case and by number, created out of order.
  const titles = Array.from(
    { length: LEAVE_ITEMS },
    (_, i) => `${i % 2 ? 'leave' : 'Leave'} lesson ${String(i).padStart(2, '0')}`,
  );
  for (const title of [...titles].reverse()) {
    leave.push(await createContent(admin, title, { module: 'Leave', learningJourney: 'Essential' }));
  }
  leave = leave.sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.id - b.id);
  attendance = await createContent(admin, 'Clocking in', {
    module: 'Attendance',
    learningJourney: 'Essential',
  });
  await createContent(admin, 'Leave policy (not in the journey)', {
    module: 'Leave',
    learningJourney: 'none',
  });
  payrollOutsideAccess = await createContent(admin, 'Posting a job', {
    application: 'Zoho Recruit',
    module: 'Jobs',
    level: 'Recruiter',
    learningJourney: 'Essential',
  });
  ({ agent: learner } = await addCustomer(
    portal,
    LEARNER,
    crmContact(LEARNER, {
      applications: ['People'],
      peopleModulesAccess: ['Leave', 'Attendance'],
    }),
  ));
});
afterAll(async () => {
  await portal?.close();
});

const titles = (items: { title: string }[]) => items.map((item) => item.title);
const journeyOf = async (agent: Agent) =>
  LearningJourneyResponseSchema.parse(
    (await agent.get('/api/content/filtered').query({ type: 'learning-journey' }).expect(200)).body,
  );
const modulePage = async (agent: Agent, query: Record<string, string | number>) =>
  JourneyModulePageSchema.parse(
    (
      await agent
        .get('/api/learner/journey-module')
        .query({ journey: 'Essential', application: 'Zoho People', module: 'Leave', ...query })
        .expect(200)
    ).body,
  );

describe('the journey answer', () => {
  it('carries each module’s first items in title order, and every module’s count', async () => {
    const journey = await journeyOf(learner);
    expect(journey.modules).toEqual([
      { journey: 'Essential', application: 'Zoho People', module: 'Attendance', total: 1 },
      { journey: 'Essential', application: 'Zoho People', module: 'Leave', total: LEAVE_ITEMS },
    ]);
    expect(titles(journey.items)).toEqual(titles([attendance, ...leave.slice(0, JOURNEY_MODULE_PREVIEW)]));
    // Nothing outside the learner's module access, nothing outside the journey.
    expect(journey.items.map((item) => item.id)).not.toContain(payrollOutsideAccess.id);
    expect(journey.progress.essential.total).toBe(LEAVE_ITEMS + 1);
  });
});

describe('a journey module, page by page', () => {
  it('follows on from the journey’s first items, in the same order, to the module’s end', async () => {
    const second = await modulePage(learner, { offset: JOURNEY_MODULE_PREVIEW, limit: 5 });
    expect(second.total).toBe(LEAVE_ITEMS);
    expect(titles(second.items)).toEqual(
      titles(leave.slice(JOURNEY_MODULE_PREVIEW, JOURNEY_MODULE_PREVIEW + 5)),
    );

    const rest = await modulePage(learner, { offset: JOURNEY_MODULE_PREVIEW + 5 });
    expect(titles(rest.items)).toEqual(titles(leave.slice(JOURNEY_MODULE_PREVIEW + 5)));
    expect(await modulePage(learner, { offset: LEAVE_ITEMS })).toEqual({ items: [], total: LEAVE_ITEMS });
  });

  it('carries the learner’s own state and favourite on each item', async () => {
    const [started, favourite] = [leave[JOURNEY_MODULE_PREVIEW]!, leave[JOURNEY_MODULE_PREVIEW + 1]!];
    await learner.post('/api/video-starts').send({ contentId: started.id }).expect(200);
    await learner.post('/api/favorites').send({ contentId: favourite.id }).expect(201);
    const page = await modulePage(learner, { offset: JOURNEY_MODULE_PREVIEW, limit: 2 });
    expect(page.items.map(({ id, state, favourite: flag }) => ({ id, state, favourite: flag }))).toEqual([
      { id: started.id, state: 'in-progress', favourite: false },
      { id: favourite.id, state: 'not-started', favourite: true },
    ]);
    // A video started beyond the first items is still one to continue, until it is completed.
    expect((await journeyOf(learner)).inProgress.map((item) => item.id)).toEqual([started.id]);
    await learner.post('/api/video-completions').send({ contentId: started.id }).expect(201);
    expect((await journeyOf(learner)).inProgress).toEqual([]);
  });

  it('shows nothing of a module outside the learner’s access', async () => {
    const page = await learner
      .get('/api/learner/journey-module')
      .query({ journey: 'Essential', application: 'Zoho Recruit', module: 'Jobs' })
      .expect(200);
    expect(page.body).toEqual({ items: [], total: 0 });
    const asAdmin = await modulePage(admin, { application: 'Zoho Recruit', module: 'Jobs' });
    expect(asAdmin.items.map((item) => item.id)).toEqual([payrollOutsideAccess.id]);
  });

  const leaveModule = { journey: 'Essential', application: 'Zoho People', module: 'Leave' };
  it.each([
    ['no journey', 'journey', { application: 'Zoho People', module: 'Leave' }],
    ['an unknown journey', 'journey', { ...leaveModule, journey: 'Advanced' }],
    ['an unknown application', 'application', { ...leaveModule, application: 'Zoho Books' }],
    ['an empty module', 'module', { ...leaveModule, module: '  ' }],
    ['a negative offset', 'offset', { ...leaveModule, offset: -1 }],
    ['a page too large', 'limit', { ...leaveModule, limit: JOURNEY_MODULE_PAGE + 1 }],
    ['a page of nothing', 'limit', { ...leaveModule, limit: 0 }],
    ['an offset that is not a number', 'offset', { ...leaveModule, offset: 'ten' }],
  ])('refuses %s with a problem naming the field', async (_, field, query) => {
    const response = await learner.get('/api/learner/journey-module').query(query).expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.errors.map((error: { field: string }) => error.field)).toEqual([field]);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await portal.agent();
    await anonymous.get('/api/learner/journey-module').query(leaveModule).expect(401);
  });
});

describe('the journey’s ranking, kept per catalogue version', () => {
  it('shows a new item at once, on this replica and on another', async () => {
    const replica = await portal.replica();
    const onReplica = supertest.agent(replica.url);
    await onReplica.post('/api/auth/login').send({ email: LEARNER, password: TEST_PASSWORD }).expect(200);
    // Both replicas keep a ranking first, so what follows must replace it.
    await journeyOf(learner);
    await journeyOf(onReplica);

    const first = await createContent(admin, 'A first look at leave', {
      module: 'Leave',
      learningJourney: 'Essential',
    });
    for (const agent of [learner, onReplica]) {
      const journey = await journeyOf(agent);
      expect(journey.modules).toContainEqual({
        journey: 'Essential',
        application: 'Zoho People',
        module: 'Leave',
        total: LEAVE_ITEMS + 1,
      });
      expect(journey.items.find((item) => item.module === 'Leave')?.id).toBe(first.id);
    }
  });

  it('is read once for concurrent askers, kept while the catalogue stands, and read again after it moves', async () => {
    const index = new CatalogueIndex(portal.pool);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads;
    };
    await index.refresh();
    expect(await Promise.all([1, 2, 3].map(() => index.readPerVersion('ranking', read)))).toEqual([1, 1, 1]);
    await index.refresh();
    expect(await index.readPerVersion('ranking', read)).toBe(1);

    await createContent(admin, 'Leave in a new version', { module: 'Leave', learningJourney: 'Essential' });
    await index.refresh();
    expect(await index.readPerVersion('ranking', read)).toBe(2);
    expect(reads).toBe(2);
  });
});
