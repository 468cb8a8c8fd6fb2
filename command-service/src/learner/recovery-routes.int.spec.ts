import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompletionRecoveryResponseSchema,
  completionRecoveryNotice,
  MAX_RECOVERED_COMPLETIONS,
  VideoCompletionsResponseSchema,
} from '@zen/contracts';
import { startTestPortal, TEST_ADMIN, TEST_CUSTOMER, type TestPortal } from '@zen/portal/testing';
import { countEvents, createContent, type Agent } from '@zen/portal/testing/learner';

let portal: TestPortal;
let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.agent(TEST_ADMIN);
  customer = await portal.agent(TEST_CUSTOMER);
});
afterAll(async () => {
  await portal?.close();
});

const recover = (agent: Agent, completions: object[]) =>
  agent.post('/api/video-completions/recover').send({ sessionId: 'session_1_abc', completions });

describe('POST /api/video-completions/recover', () => {
  it('records the completions the server lacks, once, and says so in the spec’s words', async () => {
    const video = await createContent(admin, 'Recovered leave video');
    const article = await createContent(admin, 'Recovered leave article', { type: 'Article' });
    const deleted = await createContent(admin, 'Recovered then deleted');
    await admin.delete(`/api/content/${deleted.id}`).expect(200);
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

    const first = await recover(customer, [
      {
        contentId: video.id,
        completedAt: yesterday,
        watchDurationSeconds: 190,
        totalDurationSeconds: 200,
        completionPercentage: 95,
      },
      { contentId: article.id },
      { contentId: video.id },
      { contentId: deleted.id },
      { contentId: 999_999 },
    ]).expect(201);
    const recovered = CompletionRecoveryResponseSchema.parse(first.body);
    expect(recovered.recovered).toEqual([
      {
        contentId: video.id,
        completedAt: yesterday,
        watchDurationSeconds: 190,
        totalDurationSeconds: 200,
        completionPercentage: 95,
      },
      {
        contentId: article.id,
        completedAt: expect.any(String),
        watchDurationSeconds: 0,
        totalDurationSeconds: 0,
        completionPercentage: 100,
      },
    ]);
    expect(recovered.alreadyRecorded).toEqual([]);
    expect(recovered.unavailable).toEqual([deleted.id, 999_999]);
    expect(completionRecoveryNotice(recovered)).toEqual({
      title: 'Recovery Complete',
      description: 'Recovered 2 completed items',
    });

    // Read your writes: the completions list shows them at once.
    const completions = VideoCompletionsResponseSchema.parse(
      (await customer.get('/api/video-completions/s').expect(200)).body,
    );
    expect(completions.map((c) => c.contentId).sort()).toEqual([video.id, article.id].sort());

    const before = await countEvents(portal);
    const again = await recover(customer, [{ contentId: video.id }, { contentId: article.id }]).expect(200);
    const repeated = CompletionRecoveryResponseSchema.parse(again.body);
    expect(repeated).toEqual({ recovered: [], alreadyRecorded: [video.id, article.id], unavailable: [] });
    expect(completionRecoveryNotice(repeated)).toEqual({
      title: 'Recovery Complete',
      description: 'No historical completion data found to recover',
    });
    expect(await countEvents(portal)).toBe(before);
  });

  it('answers an empty list with nothing to recover', async () => {
    const { body } = await recover(customer, []).expect(200);
    expect(completionRecoveryNotice(CompletionRecoveryResponseSchema.parse(body)).description).toBe(
      'No historical completion data found to recover',
    );
  });

  it('refuses a malformed or oversized list (400) and signed-out callers (401), recording nothing', async () => {
    const before = await countEvents(portal);
    const bad = await recover(customer, [{ contentId: 'seven' }]).expect(400);
    expect(bad.body.errors[0].field).toBe('completions.0.contentId');
    const tooMany = Array.from({ length: MAX_RECOVERED_COMPLETIONS + 1 }, (_, i) => ({ contentId: i + 1 }));
    await recover(customer, tooMany).expect(400);
    await recover(await portal.agent(), [{ contentId: 1 }]).expect(401);
    expect(await countEvents(portal)).toBe(before);
  });
});
