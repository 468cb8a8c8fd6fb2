import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FavouritesResponseSchema,
  LearnerContentListSchema,
  LearningJourneyResponseSchema,
  ProgressSchema,
  VideoCompletionsResponseSchema,
  type ContentItem,
  type LearnerContentItem,
} from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { addCustomer, createContent, crmContact, type Agent } from '@zen/portal/testing/learner';
import { pdfTextLines } from '@zen/portal/testing/pdf-text';
import { responseBytes } from '@zen/portal/testing/response-bytes';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;
const items: Record<string, ContentItem> = {};

const catalogue = {
  leaveEssential: ['Requesting leave', { module: 'Leave', learningJourney: 'Essential' }],
  leaveOperational: [
    'Leave balances explained',
    { module: 'Leave', type: 'Article', learningJourney: 'Operational' },
  ],
  leaveFaq: ['Leave FAQ', { module: 'Leave', learningJourney: 'none' }],
  leaveSetup: [
    'Leave type setup',
    { module: 'Leave', level: 'Setup Configuration', learningJourney: 'Essential' },
  ],
  attendanceEssential: ['Checking in and out', { module: 'Attendance', learningJourney: 'Essential' }],
  jobsEssential: [
    'Posting a job',
    { application: 'Zoho Recruit', module: 'Jobs', level: 'Recruiter', learningJourney: 'Essential' },
  ],
  recruitSetup: [
    'Recruit setup checklist',
    {
      application: 'Zoho Recruit',
      module: 'Setup Configuration',
      level: 'Recruiter',
      learningJourney: 'Bonus',
    },
  ],
  signingIn: [
    'Signing in',
    { application: 'General', module: 'Accounts', type: 'Article', learningJourney: 'Essential' },
  ],
  powerTips: ['Power tips', { application: 'General', module: 'Accounts', learningJourney: 'Bonus' }],
  holidayProcess: [
    'Our holiday process',
    { application: 'General', module: 'Accounts', type: 'Article', learningJourney: 'Customer Specific' },
  ],
} as const;
type Key = keyof typeof catalogue;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  for (const [key, [title, overrides]] of Object.entries(catalogue)) {
    items[key] = await createContent(admin, title, overrides);
  }
});
afterAll(async () => {
  await portal?.close();
});

const id = (key: Key) => items[key]!.id;
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** A customer whose profile gives Zoho People with only its Leave module (spelt as the CRM might). */
const leaveOnlyCustomer = (email: string) =>
  addCustomer(
    portal,
    email,
    crmContact(email, { applications: ['People'], peopleModulesAccess: [' leave '] }),
  );

const journeyOf = async (agent: Agent) => {
  const response = await agent.get('/api/content/filtered').query({ type: 'learning-journey' }).expect(200);
  return LearningJourneyResponseSchema.parse(response.body);
};
const helpIds = async (agent: Agent) => {
  const response = await agent
    .get('/api/content/filtered')
    .query({ type: 'help', pageSize: 100 })
    .expect(200);
  return { ids: sorted(ids(response.body.items)), available: response.body.available as number };
};

describe('module access', () => {
  it('shows a customer only the modules their profile names, General always, setup never', async () => {
    const { agent } = await leaveOnlyCustomer('leave-only@globex.example');
    const expected = sorted(
      (
        [
          'leaveEssential',
          'leaveOperational',
          'leaveFaq',
          'signingIn',
          'powerTips',
          'holidayProcess',
        ] as const
      ).map(id),
    );
    expect(await helpIds(agent)).toEqual({ ids: expected, available: expected.length });
    await agent.get(`/api/content/${id('attendanceEssential')}`).expect(404);
    await agent.get(`/api/content/${id('jobsEssential')}`).expect(404);
    await agent.get(`/api/content/${id('leaveEssential')}`).expect(200);
    await agent
      .post('/api/favorites')
      .send({ contentId: id('attendanceEssential') })
      .expect(404);

    const journey = await journeyOf(agent);
    expect(journey.applications).toEqual(['General', 'Zoho People']);
    // Grouped by application, then module, then title.
    expect(journey.items.map((item) => item.title)).toEqual([
      'Our holiday process',
      'Power tips',
      'Signing in',
      'Leave balances explained',
      'Requesting leave',
    ]);
    const essential = (await agent.get('/api/content/essential').expect(200)).body as LearnerContentItem[];
    expect(sorted(ids(essential))).toEqual(sorted([id('signingIn'), id('leaveEssential')]));
  });

  it('treats an application whose modules the profile does not name as all of its modules', async () => {
    const { agent } = await addCustomer(
      portal,
      'people-all@globex.example',
      crmContact('people-all@globex.example', {
        applications: ['Zoho People'],
        recruitModulesAccess: ['Jobs'],
      }),
    );
    const { ids: visible } = await helpIds(agent);
    expect(visible).toContain(id('attendanceEssential'));
    expect(visible).toContain(id('leaveEssential'));
    expect(visible).not.toContain(id('jobsEssential'));
    expect(visible).not.toContain(id('leaveSetup'));
    expect((await journeyOf(agent)).applications).toEqual(['General', 'Zoho People']);
  });

  it('gives a profile without applications both Zoho applications, and admins everything', async () => {
    const journey = await journeyOf(customer);
    expect(journey.applications).toEqual(['General', 'Zoho People', 'Zoho Recruit']);
    expect(ids(journey.items)).toContain(id('jobsEssential'));
    expect(ids(journey.items)).not.toContain(id('recruitSetup'));
    expect(ids(journey.items)).not.toContain(id('leaveSetup'));

    const adminJourney = await journeyOf(admin);
    expect(ids(adminJourney.items)).toEqual(expect.arrayContaining([id('recruitSetup'), id('leaveSetup')]));
    expect((await helpIds(admin)).available).toBe(Object.keys(catalogue).length);
  });
});

describe('journey and progress', () => {
  it('shows each item’s state and favourite, and counts progress without Bonus', async () => {
    const { agent } = await leaveOnlyCustomer('progress@globex.example');
    const before = await agent.get('/api/learner/progress').expect(200);
    expect(ProgressSchema.parse(before.body)).toEqual({
      essential: { completed: 0, total: 2 },
      operational: { completed: 0, total: 1 },
      companyProcesses: { completed: 0, total: 1 },
      completed: 0,
      total: 4,
      overall: 0,
    });

    await agent
      .post('/api/video-completions')
      .send({ contentId: id('signingIn') })
      .expect(201);
    await agent
      .post('/api/video-starts')
      .send({ contentId: id('leaveEssential') })
      .expect(200);
    await agent
      .post('/api/favorites')
      .send({ contentId: id('holidayProcess') })
      .expect(201);
    await agent
      .post('/api/video-completions')
      .send({ contentId: id('powerTips') })
      .expect(201);

    const journey = await journeyOf(agent);
    const byTitle = Object.fromEntries(journey.items.map((item) => [item.title, item]));
    expect(byTitle['Signing in']).toMatchObject({ state: 'completed', favourite: false });
    expect(byTitle['Requesting leave']).toMatchObject({ state: 'in-progress', favourite: false });
    expect(byTitle['Our holiday process']).toMatchObject({ state: 'not-started', favourite: true });
    expect(byTitle['Power tips']).toMatchObject({ state: 'completed' });
    // Bonus (Power tips) is excluded: 1 of 4, 25 %.
    expect(journey.progress).toMatchObject({ completed: 1, total: 4, overall: 25 });
    expect((await agent.get('/api/learner/progress').expect(200)).body).toEqual(journey.progress);

    const company = await agent.get('/api/content/company').expect(200);
    expect(LearnerContentListSchema.parse(company.body)).toEqual([
      expect.objectContaining({ id: id('holidayProcess'), favourite: true, state: 'not-started' }),
    ]);
  });

  it('lists as new the ten newest items the learner has neither started nor completed', async () => {
    const { agent } = await addCustomer(portal, 'newcomer@initech.example');
    const fresh: ContentItem[] = [];
    for (let i = 0; i < 11; i += 1)
      fresh.push(await createContent(admin, `Fresh leave tip ${i}`, { learningJourney: 'none' }));
    const newest = fresh.slice(1).reverse();
    const listed = (await agent.get('/api/content/new').expect(200)).body as LearnerContentItem[];
    expect(ids(listed)).toEqual(ids(newest));

    await agent.post('/api/video-starts').send({ contentId: newest[0]!.id }).expect(200);
    await agent.post('/api/video-completions').send({ contentId: newest[1]!.id }).expect(201);
    const after = (await agent.get('/api/content/new').expect(200)).body as LearnerContentItem[];
    expect(ids(after)).toEqual([...ids(newest.slice(2)), fresh[0]!.id, id('holidayProcess')]);
  });

  it('drops a deleted item from favourites, completions, the journey and progress', async () => {
    const { agent } = await addCustomer(portal, 'deleted@initech.example');
    const doomed = await createContent(admin, 'Soon retired', {
      type: 'Article',
      learningJourney: 'Operational',
    });
    await agent.post('/api/favorites').send({ contentId: doomed.id }).expect(201);
    await agent.post('/api/video-completions').send({ contentId: doomed.id }).expect(201);
    const before = await journeyOf(agent);
    expect(ids(before.items)).toContain(doomed.id);

    await admin.delete(`/api/content/${doomed.id}`).expect(200);
    expect((await agent.get('/api/favorites/s').expect(200)).body).toEqual([]);
    expect((await agent.get('/api/video-completions/s').expect(200)).body).toEqual([]);
    expect((await agent.get('/api/learner/state').expect(200)).body).toEqual({
      favourites: [],
      inProgress: [],
      completed: [],
    });
    const after = await journeyOf(agent);
    expect(ids(after.items)).not.toContain(doomed.id);
    expect(after.progress.operational).toEqual({
      completed: 0,
      total: before.progress.operational.total - 1,
    });
  });

  it('answers in the contract’s shapes', async () => {
    const { agent } = await addCustomer(portal, 'shapes@initech.example');
    await agent
      .post('/api/favorites')
      .send({ contentId: id('powerTips') })
      .expect(201);
    await agent
      .post('/api/video-completions')
      .send({ contentId: id('powerTips') })
      .expect(201);
    FavouritesResponseSchema.parse((await agent.get('/api/favorites/s').expect(200)).body);
    VideoCompletionsResponseSchema.parse((await agent.get('/api/video-completions/s').expect(200)).body);
    LearnerContentListSchema.parse((await agent.get('/api/content/new').expect(200)).body);
    LearnerContentListSchema.parse((await agent.get('/api/content/essential').expect(200)).body);
    const state = await agent.get('/api/learner/state').expect(200);
    expect(state.headers['cache-control']).toBe('no-store');
  });
});

describe('certificate', () => {
  it('is refused until every Essential item of the application is completed, then is a PDF', async () => {
    const { agent } = await leaveOnlyCustomer('certified@globex.example');
    const early = await agent.get('/api/certificates/Zoho%20People').expect(409);
    expect(early.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(early.body.detail).toBe(
      'Complete every Essential item of Zoho People to download its certificate (0 of 1 completed).',
    );
    const recruit = await agent.get('/api/certificates/Zoho%20Recruit').expect(409);
    expect(recruit.body.detail).toBe(
      'There are no Essential items of Zoho Recruit in your learning journey.',
    );
    await agent.get('/api/certificates/Zoho%20Books').expect(400);
    expect((await journeyOf(agent)).certificates).toEqual([]);

    await agent
      .post('/api/video-completions')
      .send({ contentId: id('leaveEssential') })
      .expect(201);
    expect((await journeyOf(agent)).certificates).toEqual(['Zoho People']);
    const response = await agent
      .get('/api/certificates/Zoho%20People')
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('certificate-zoho-people.pdf');
    const lines = pdfTextLines(response.body as Buffer);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Certificate of Completion',
        'Robin Learner',
        'Globex Corporation',
        'has completed every Essential item of Zoho People',
      ]),
    );
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(lines).toContain(`on ${today}.`);
    expect(lines.some((line) => line.startsWith('Requesting leave'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Checking in and out'))).toBe(false);
  });

  it('prints names in any European script as they are written, not as other letters', async () => {
    const email = 'lukasz@omega.example';
    const { agent } = await addCustomer(
      portal,
      email,
      {
        ...crmContact(email, { applications: ['People'], peopleModulesAccess: ['Leave'] }),
        companyName: 'Ωmega Ελλάς',
      },
      ['Łukasz', 'Żółć-Иванов'],
    );
    await agent
      .post('/api/video-completions')
      .send({ contentId: id('leaveEssential') })
      .expect(201);
    const response = await agent
      .get('/api/certificates/Zoho%20People')
      .buffer(true)
      .parse(responseBytes)
      .expect(200);
    const lines = pdfTextLines(response.body as Buffer);
    expect(lines).toEqual(
      expect.arrayContaining(['Certificate of Completion', 'Łukasz Żółć-Иванов', 'Ωmega Ελλάς']),
    );
  });
});

describe('signed out', () => {
  it.each([
    '/api/favorites/s',
    '/api/video-completions/s',
    '/api/learner/state',
    '/api/learner/progress',
    '/api/content/essential',
    '/api/content/company',
    '/api/content/new',
    '/api/content/filtered?type=learning-journey',
    '/api/certificates/Zoho%20People',
  ])('GET %s answers 401', async (path) => {
    const anonymous = await portal.agent();
    const response = await anonymous.get(path);
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
