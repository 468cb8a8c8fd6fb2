import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AnalyticsSummarySchema,
  LearningJourneyResponseSchema,
  type LearnerContentItem,
} from '@zen/contracts';
import {
  ANALYTICS,
  LEARNER_ACHIEVEMENTS,
  LEARNER_CONTENT,
  LEARNER_FAVOURITES,
  waitForReadModelsAtRest,
} from '@zen/projections';
import { findAccountByEmail } from '@zen/platform';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '../testing/index.ts';
import { createContent } from '../testing/learner.ts';
import { seedDemoLearner } from './learner.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

it('gives the demo customer a started journey and three weeks of activity through the learner decider', async () => {
  const admin = await portal.agent(TEST_ADMIN);
  const general = { application: 'General', module: 'Accounts', learningJourney: 'Essential' } as const;
  await createContent(admin, 'Welcome to the Zen Learning Portal', general);
  await createContent(admin, 'Signing in to Zoho for the first time', general);
  await createContent(admin, 'Checking your leave balance', { type: 'Article' });
  await createContent(admin, 'Applying for leave on the mobile app');
  await createContent(admin, 'Approving leave requests from your team', { learningJourney: 'Operational' });
  await createContent(admin, 'Scheduling an interview', {
    application: 'Zoho Recruit',
    module: 'Interviews',
    level: 'Recruiter',
  });

  const account = await findAccountByEmail(portal.pool, TEST_CUSTOMER);
  await seedDemoLearner({ pool: portal.pool, databaseUrl: portal.databaseUrl }, account!.id, new Date());
  await waitForReadModelsAtRest(portal.pool, {
    names: [LEARNER_CONTENT, LEARNER_FAVOURITES, LEARNER_ACHIEVEMENTS, ANALYTICS],
  });

  const customer = await portal.agent(TEST_CUSTOMER);
  const response = await customer
    .get('/api/content/filtered')
    .query({ type: 'learning-journey' })
    .expect(200);
  const journey = LearningJourneyResponseSchema.parse(response.body);
  const stateOf = (title: string): Pick<LearnerContentItem, 'state' | 'favourite'> | undefined => {
    const item = journey.items.find((i) => i.title === title);
    return item && { state: item.state, favourite: item.favourite };
  };
  expect(stateOf('Welcome to the Zen Learning Portal')).toEqual({ state: 'completed', favourite: false });
  expect(stateOf('Checking your leave balance')).toEqual({ state: 'completed', favourite: false });
  expect(stateOf('Applying for leave on the mobile app')).toEqual({ state: 'in-progress', favourite: false });
  expect(stateOf('Scheduling an interview')).toEqual({ state: 'not-started', favourite: true });
  expect(journey.progress).toMatchObject({ completed: 3, total: 6, overall: 50 });
  // Active on more than seven days over the three weeks.
  expect(journey.badges.map((badge) => badge.badgeType)).toEqual(['first-completion', 'seven-active-days']);

  // The console's analytics have something to show: the views of the items this catalogue holds
  // (the seed skips titles it does not find), every search, one company.
  const summary = AnalyticsSummarySchema.parse(
    (await admin.get('/api/analytics/summary').query({ days: 30 }).expect(200)).body,
  );
  expect(summary).toMatchObject({
    totalViews: 9,
    contentViewed: 6,
    totalSearches: 6,
    uniqueSearchTerms: 6,
    activeCompanies: 1,
    activeUsers: 1,
  });
  const lastWeek = AnalyticsSummarySchema.parse(
    (await admin.get('/api/analytics/summary').query({ days: 7 }).expect(200)).body,
  );
  expect(lastWeek).toMatchObject({ totalViews: 4, totalSearches: 3 });
});
