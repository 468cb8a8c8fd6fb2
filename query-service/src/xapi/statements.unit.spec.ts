import { XapiStatementSchema } from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { uuidV5 } from './stable-uuid.ts';
import { toStatement, XAPI_VERBS, type ActivityRow } from './statements.ts';

const USER = '0b9f3c1e-6a53-4e0e-9d6c-2f7a9b1c4d5e';
const STORED = new Date('2026-11-20T09:00:01.250Z');
const ORIGIN = 'https://learn.provider.example';

const row = (
  type: string,
  data: Record<string, unknown>,
  overrides: Partial<ActivityRow> = {},
): ActivityRow => ({
  messageId: '6c1f0c36-8d0e-4f5e-9a39-6b1f2f0b6a11',
  type,
  data: { userId: USER, ...data },
  stored: STORED,
  email: 'casey@acme.example',
  name: 'Casey Customer',
  contentTitle: 'Applying for leave',
  contentUrl: 'https://www.loom.com/share/abc',
  contentType: 'Video',
  ...overrides,
});

describe('uuidV5', () => {
  it('matches the RFC 9562 example and is stable', () => {
    // RFC 9562 appendix A.4: "www.example.com" in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
    expect(uuidV5('a', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      uuidV5('a', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
    );
  });
});

describe('toStatement', () => {
  it('states a view: actor by mailto, the item by its URL and title', () => {
    const statement = toStatement(
      row('ContentViewed', {
        contentId: 7,
        emailDomain: 'acme.example',
        viewedAt: '2026-11-20T09:00:00.000Z',
      }),
      ORIGIN,
    );
    expect(XapiStatementSchema.parse(statement)).toStrictEqual({
      id: uuidV5('6c1f0c36-8d0e-4f5e-9a39-6b1f2f0b6a11', '34820498-d5a0-46cd-9084-938d89d02dca'),
      actor: { objectType: 'Agent', mbox: 'mailto:casey@acme.example', name: 'Casey Customer' },
      verb: XAPI_VERBS.viewed,
      object: {
        objectType: 'Activity',
        id: 'https://www.loom.com/share/abc',
        definition: {
          name: { 'en-US': 'Applying for leave' },
          type: 'https://w3id.org/xapi/video/activity-type/video',
        },
      },
      context: { platform: 'Zoho Zen Learning Portal' },
      timestamp: '2026-11-20T09:00:00.000Z',
      stored: '2026-11-20T09:00:01.250Z',
      version: '1.0.3',
    });
  });

  it('states a completion with its duration, and an article’s without one', () => {
    const completion = {
      contentId: 7,
      watchDurationSeconds: 95.5,
      totalDurationSeconds: 100,
      completionPercentage: 96,
      completedAt: '2026-11-20T08:59:00.000Z',
    };
    const video = toStatement(row('VideoCompleted', completion), ORIGIN)!;
    expect(video.verb.id).toBe('http://adlnet.gov/expapi/verbs/completed');
    expect(video.result).toStrictEqual({ completion: true, duration: 'PT95.5S' });
    expect(video.timestamp).toBe('2026-11-20T08:59:00.000Z');
    const article = toStatement(
      row(
        'ArticleCompleted',
        { ...completion, watchDurationSeconds: 0, totalDurationSeconds: 0, completionPercentage: 100 },
        { contentType: 'Article' },
      ),
      ORIGIN,
    )!;
    expect(article.result).toStrictEqual({ completion: true });
    expect(article.object.definition.type).toBe('http://activitystrea.ms/schema/1.0/article');
  });

  it('states a search with the term as the response', () => {
    const statement = toStatement(
      row(
        'SearchPerformed',
        { query: 'leave & travel', emailDomain: 'acme.example', searchedAt: '2026-11-20T09:00:00.000Z' },
        { contentTitle: null, contentUrl: null, contentType: null },
      ),
      ORIGIN,
    )!;
    expect(statement.verb).toStrictEqual(XAPI_VERBS.searched);
    expect(statement.object).toStrictEqual({
      objectType: 'Activity',
      id: 'https://learn.provider.example/api/content/filtered?search=leave%20%26%20travel',
      definition: { name: { 'en-US': 'Search: leave & travel' } },
    });
    expect(statement.result).toStrictEqual({ response: 'leave & travel' });
  });

  it('names an item the catalogue no longer knows by its API path', () => {
    const statement = toStatement(
      row(
        'ContentViewed',
        { contentId: 9, emailDomain: 'acme.example', viewedAt: '2026-11-20T09:00:00.000Z' },
        { contentTitle: null, contentUrl: null, contentType: null, name: null },
      ),
      ORIGIN,
    )!;
    expect(statement.object).toStrictEqual({
      objectType: 'Activity',
      id: 'https://learn.provider.example/api/content/9',
      definition: { name: { 'en-US': 'Content 9' } },
    });
    expect(statement.actor).toStrictEqual({ objectType: 'Agent', mbox: 'mailto:casey@acme.example' });
  });

  it('makes no statement of events that are not learner activity', () => {
    expect(
      toStatement(
        row('BadgeEarned', { badgeType: 'first-completion', earnedAt: '2026-11-20T09:00:00.000Z' }),
        ORIGIN,
      ),
    ).toBeUndefined();
  });
});
