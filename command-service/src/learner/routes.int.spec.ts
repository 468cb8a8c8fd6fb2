import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { addCustomer, countEvents, createContent, type Agent } from '@zen/portal/testing/learner';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;
let video: ContentItem;
let article: ContentItem;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
  video = await createContent(admin, 'Approving leave requests');
  article = await createContent(admin, 'Leave policy basics', {
    type: 'Article',
    learningJourney: 'Operational',
  });
});
afterAll(async () => {
  await portal?.close();
});

/** The events of one type in one learner's stream, oldest first. */
const eventsOf = async (type: string, userId?: string) =>
  (
    await portal.pool.query<{ stream_id: string; data: Record<string, unknown> }>(
      `SELECT stream_id, message_data AS data FROM emt_messages
        WHERE message_type = $1 AND ($2::text IS NULL OR stream_id = 'learner-' || $2)
        ORDER BY global_position`,
      [type, userId ?? null],
    )
  ).rows;

const idOf = async (agent: Agent): Promise<string> =>
  (await agent.get('/api/session').expect(200)).body.user.id;

describe('favourites', () => {
  it('adds a favourite once, shows it on the next read, and removes it', async () => {
    const { agent, userId } = await addCustomer(portal, 'fav@globex.example');
    const added = await agent.post('/api/favorites').send({ contentId: video.id }).expect(201);
    expect(added.body).toEqual({ contentId: video.id, favourite: true });
    // Read your writes: no waiting between the command and the query.
    const listed = await agent.get('/api/favorites/any-session-id').expect(200);
    expect(listed.body.map((item: ContentItem) => item.id)).toEqual([video.id]);
    expect(listed.body[0]).toMatchObject({ title: video.title, favoritedAt: expect.any(String) });

    await agent.post('/api/favorites').send({ contentId: video.id }).expect(201);
    expect(await eventsOf('FavouriteAdded', userId)).toHaveLength(1);

    const removed = await agent.delete(`/api/favorites/any-session-id/${video.id}`).expect(200);
    expect(removed.body).toEqual({ contentId: video.id, favourite: false });
    expect((await agent.get('/api/favorites/x').expect(200)).body).toEqual([]);

    const before = await countEvents(portal);
    await agent.delete(`/api/favorites/x/${video.id}`).expect(200);
    expect(await countEvents(portal)).toBe(before);
    expect(await eventsOf('FavouriteRemoved', userId)).toHaveLength(1);
  });
});

describe('completions', () => {
  it('records a video completion with its measures, once, visible at once', async () => {
    const { agent, userId } = await addCustomer(portal, 'watcher@globex.example');
    const first = await agent
      .post('/api/video-completions')
      .send({
        contentId: video.id,
        watchDurationSeconds: 95,
        totalDurationSeconds: 100,
        completionPercentage: 95,
        sessionId: 'session_1_abc',
        userEmail: 'someone-else@acme.example',
      })
      .expect(201);
    expect(first.body).toMatchObject({
      contentId: video.id,
      watchDurationSeconds: 95,
      totalDurationSeconds: 100,
      completionPercentage: 95,
    });
    const completions = await agent
      .get('/api/video-completions/whatever')
      .query({ t: Date.now() })
      .expect(200);
    expect(completions.body).toEqual([first.body]);
    expect((await agent.get('/api/learner/state').expect(200)).body).toMatchObject({ completed: [video.id] });

    const again = await agent
      .post('/api/video-completions')
      .send({
        contentId: video.id,
        watchDurationSeconds: 10,
        totalDurationSeconds: 100,
        completionPercentage: 10,
      })
      .expect(200);
    expect(again.body).toEqual(first.body);
    const recorded = await eventsOf('VideoCompleted', userId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.data).toMatchObject({ userId, contentId: video.id, completionPercentage: 95 });
  });

  it('completes an article with 0 s of 0 s at 100 %, whatever the browser sends', async () => {
    const { agent, userId } = await addCustomer(portal, 'reader@globex.example');
    const done = await agent
      .post('/api/video-completions')
      .send({
        contentId: article.id,
        watchDurationSeconds: 30,
        totalDurationSeconds: 60,
        completionPercentage: 50,
      })
      .expect(201);
    expect(done.body).toMatchObject({
      contentId: article.id,
      watchDurationSeconds: 0,
      totalDurationSeconds: 0,
      completionPercentage: 100,
    });
    expect(await eventsOf('ArticleCompleted', userId)).toHaveLength(1);
    expect(await eventsOf('VideoCompleted', userId)).toHaveLength(0);
  });

  it('turns a burst of the same completion into exactly one event, on a new stream too', async () => {
    // A new learner's first command creates their stream: the race the store itself does not check.
    for (let round = 0; round < 4; round += 1) {
      const { agent, userId } = await addCustomer(portal, `double-${round}@globex.example`);
      const body = { contentId: video.id, watchDurationSeconds: 100, totalDurationSeconds: 100 };
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => agent.post('/api/video-completions').send(body)),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(await eventsOf('VideoCompleted', userId)).toHaveLength(1);
      const favourites = await Promise.all(
        Array.from({ length: 4 }, () => agent.post('/api/favorites').send({ contentId: article.id })),
      );
      expect(favourites.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(await eventsOf('FavouriteAdded', userId)).toHaveLength(1);
    }
  });

  it('puts a started video in progress once, and never back from completed', async () => {
    const { agent, userId } = await addCustomer(portal, 'starter@globex.example');
    const started = await agent.post('/api/video-starts').send({ contentId: video.id }).expect(200);
    expect(started.body).toEqual({ contentId: video.id, state: 'in-progress' });
    expect((await agent.get('/api/learner/state').expect(200)).body).toEqual({
      favourites: [],
      inProgress: [video.id],
      completed: [],
    });
    await agent.post('/api/video-starts').send({ contentId: video.id }).expect(200);
    expect(await eventsOf('VideoStarted', userId)).toHaveLength(1);

    await agent.post('/api/video-completions').send({ contentId: video.id }).expect(201);
    const reopened = await agent.post('/api/video-starts').send({ contentId: video.id }).expect(200);
    expect(reopened.body.state).toBe('completed');
    expect((await agent.get('/api/learner/state').expect(200)).body).toEqual({
      favourites: [],
      inProgress: [],
      completed: [video.id],
    });
    expect(await eventsOf('VideoStarted', userId)).toHaveLength(1);

    const articleStart = await agent.post('/api/video-starts').send({ contentId: article.id }).expect(400);
    expect(articleStart.body.errors).toEqual([
      { field: 'contentId', message: 'Only videos are started; an article is completed when opened' },
    ]);
  });

  it('keeps the time of a completion sent late, within a month, and not in the future', async () => {
    const { agent } = await addCustomer(portal, 'offline@globex.example');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const late = await agent
      .post('/api/video-completions')
      .send({ contentId: video.id, completedAt: yesterday })
      .expect(201);
    expect(late.body.completedAt).toBe(yesterday);
    const future = await agent
      .post('/api/video-completions')
      .send({ contentId: article.id, completedAt: '2999-01-01T00:00:00.000Z' })
      .expect(201);
    expect(Date.parse(future.body.completedAt)).toBeLessThanOrEqual(Date.now());
  });
});

describe('activity', () => {
  it('records views and trimmed searches with the account e-mail domain', async () => {
    const userId = await idOf(customer);
    const view = await customer
      .post('/api/activity')
      .send({ action: 'view', contentId: video.id })
      .expect(202);
    expect(view.body).toEqual({ recorded: true });
    await customer
      .post('/api/activity')
      .send({ action: 'search', searchQuery: '  leave policy  ', emailDomain: 'spoofed.example' })
      .expect(202);
    expect((await eventsOf('ContentViewed', userId)).map((e) => e.data)).toEqual([
      expect.objectContaining({ userId, contentId: video.id, emailDomain: 'acme.example' }),
    ]);
    expect((await eventsOf('SearchPerformed', userId)).map((e) => e.data)).toEqual([
      expect.objectContaining({ userId, query: 'leave policy', emailDomain: 'acme.example' }),
    ]);
  });

  it('counts a tracked search as the customer’s own search does, typos forgiven', async () => {
    const userId = await idOf(customer);
    const shown = await customer.get('/api/content/filtered').query({ search: 'aproving leave' }).expect(200);
    expect(shown.body.total).toBeGreaterThan(0);
    for (const searchQuery of ['aproving leave', 'qwxzv']) {
      await customer.post('/api/activity').send({ action: 'search', searchQuery }).expect(202);
    }
    const counted = (await eventsOf('SearchPerformed', userId)).map((e) => e.data);
    expect(counted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ query: 'aproving leave', resultCount: shown.body.total }),
        expect.objectContaining({ query: 'qwxzv', resultCount: 0 }),
      ]),
    );
  });

  it('records nothing for admins, decided on the server', async () => {
    const before = await countEvents(portal);
    const view = await admin.post('/api/activity').send({ action: 'view', contentId: video.id }).expect(202);
    expect(view.body).toEqual({ recorded: false });
    const search = await admin
      .post('/api/activity')
      .send({ action: 'search', searchQuery: 'leave' })
      .expect(202);
    expect(search.body).toEqual({ recorded: false });
    expect(await countEvents(portal)).toBe(before);
  });
});

describe('badges and milestones', () => {
  it('earns each badge once, when its milestone is reached', async () => {
    const { agent, userId } = await addCustomer(portal, 'badges@globex.example');
    const none = await agent.post('/api/badges/check').expect(200);
    expect(none.body.badges).toEqual([]);
    expect(none.body.newlyEarned).toEqual([]);
    expect(none.body.milestones).toContainEqual({
      milestoneType: 'first-completion',
      currentValue: 0,
      targetValue: 1,
      isCompleted: false,
      completedAt: null,
    });

    await agent.post('/api/video-completions').send({ contentId: article.id }).expect(201);
    const first = await agent.post('/api/badges/check').send({}).expect(200);
    expect(first.body.newlyEarned.map((b: { badgeType: string }) => b.badgeType)).toEqual([
      'first-completion',
    ]);
    expect(first.body.badges[0]).toMatchObject({
      badgeType: 'first-completion',
      badgeName: 'First Steps',
      iconName: expect.any(String),
      color: expect.any(String),
    });
    const twice = await Promise.all([
      agent.post('/api/badges/check').expect(200),
      agent.post('/api/badges/check').expect(200),
    ]);
    expect(twice.flatMap((r) => r.body.newlyEarned)).toEqual([]);
    expect(await eventsOf('BadgeEarned', userId)).toHaveLength(1);
    expect(await eventsOf('MilestoneReached', userId)).toHaveLength(1);

    const journey = await agent.get('/api/content/filtered').query({ type: 'learning-journey' }).expect(200);
    expect(journey.body.badges.map((b: { badgeType: string }) => b.badgeType)).toEqual(['first-completion']);
  });

  it('awards essentials-complete once every accessible Essential item is completed', async () => {
    const { agent } = await addCustomer(portal, 'essentials@globex.example');
    const essentials = (await agent.get('/api/content/essential').expect(200)).body as ContentItem[];
    expect(essentials.length).toBeGreaterThan(0);
    for (const item of essentials) {
      await agent.post('/api/video-completions').send({ contentId: item.id }).expect(201);
    }
    const check = await agent.post('/api/badges/check').expect(200);
    expect(check.body.newlyEarned.map((b: { badgeType: string }) => b.badgeType)).toContain(
      'essentials-complete',
    );
    expect(check.body.milestones).toContainEqual(
      expect.objectContaining({
        milestoneType: 'essentials-complete',
        currentValue: essentials.length,
        targetValue: essentials.length,
        isCompleted: true,
      }),
    );
  });
});

describe('refusals', () => {
  it('answers 400 naming the field for bad bodies, and appends nothing', async () => {
    const before = await countEvents(portal);
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/favorites', {}, 'contentId'],
      ['/api/favorites', { contentId: 'abc' }, 'contentId'],
      ['/api/activity', { action: 'search', searchQuery: ' a ' }, 'searchQuery'],
      ['/api/activity', { action: 'click', contentId: video.id }, 'action'],
      ['/api/video-starts', { contentId: -1 }, 'contentId'],
      ['/api/video-completions', { contentId: video.id, completionPercentage: 150 }, 'completionPercentage'],
      [
        '/api/video-completions',
        { contentId: video.id, watchDurationSeconds: 'long' },
        'watchDurationSeconds',
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await customer.post(path).send(body).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    await customer.delete('/api/favorites/x/not-a-number').expect(400);
    expect(await countEvents(portal)).toBe(before);
  });

  it('answers 404 for unknown, deleted and hidden content, and appends nothing', async () => {
    const doomed = await createContent(admin, 'Retired leave video');
    await admin.delete(`/api/content/${doomed.id}`).expect(200);
    const setup = await createContent(admin, 'Leave setup for consultants', { level: 'Setup Configuration' });
    const before = await countEvents(portal);
    for (const contentId of [999_999, doomed.id, setup.id]) {
      await customer.post('/api/favorites').send({ contentId }).expect(404);
      await customer.delete(`/api/favorites/x/${contentId}`).expect(404);
      await customer.post('/api/activity').send({ action: 'view', contentId }).expect(404);
      await customer.post('/api/video-starts').send({ contentId }).expect(404);
      const response = await customer.post('/api/video-completions').send({ contentId }).expect(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect(await countEvents(portal)).toBe(before);
  });

  it('never lets one learner read or change another learner’s data, whatever ids the request names', async () => {
    const a = await addCustomer(portal, 'alice@globex.example');
    const b = await addCustomer(portal, 'bob@initech.example');
    await a.agent.post('/api/favorites').send({ contentId: video.id }).expect(201);
    await a.agent.post('/api/video-completions').send({ contentId: article.id }).expect(201);

    // Bob names Alice's account id and e-mail everywhere the spec's clients put identities.
    const asAlice = { 'x-session-id': a.userId, 'x-user-email': 'alice@globex.example' };
    const favourites = await b.agent.get(`/api/favorites/${a.userId}`).set(asAlice).expect(200);
    expect(favourites.body).toEqual([]);
    const completions = await b.agent.get(`/api/video-completions/${a.userId}`).set(asAlice).expect(200);
    expect(completions.body).toEqual([]);
    expect((await b.agent.get('/api/learner/state').set(asAlice).expect(200)).body).toEqual({
      favourites: [],
      inProgress: [],
      completed: [],
    });
    await b.agent.delete(`/api/favorites/${a.userId}/${video.id}`).set(asAlice).expect(200);
    await b.agent
      .post('/api/video-completions')
      .set(asAlice)
      .send({ contentId: video.id, sessionId: a.userId, userEmail: 'alice@globex.example' })
      .expect(201);

    const alice = (await a.agent.get('/api/learner/state').expect(200)).body;
    expect(alice).toEqual({ favourites: [video.id], inProgress: [], completed: [article.id] });
    expect((await eventsOf('VideoCompleted', b.userId)).map((e) => e.stream_id)).toEqual([
      `learner-${b.userId}`,
    ]);
    expect(await eventsOf('VideoCompleted', a.userId)).toEqual([]);
  });
});

describe('signed out', () => {
  it.each([
    ['post', '/api/favorites'],
    ['delete', '/api/favorites/x/1'],
    ['post', '/api/activity'],
    ['post', '/api/video-starts'],
    ['post', '/api/video-completions'],
    ['post', '/api/badges/check'],
  ] as const)('%s %s answers 401 and appends nothing', async (method, path) => {
    const anonymous = await portal.agent();
    const before = await countEvents(portal);
    const response = await anonymous[method](path).send(
      method === 'delete' ? undefined : { contentId: video.id },
    );
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await countEvents(portal)).toBe(before);
  });
});
