import {
  BRAND,
  LearnerEventSchema,
  XAPI_VERSION,
  type ContentType,
  type XapiStatement,
} from '@zen/contracts';
import { uuidV5 } from './stable-uuid.ts';

/** Our namespace for statement ids: never change it, or every statement gets a new id. */
const STATEMENT_ID_NAMESPACE = '34820498-d5a0-46cd-9084-938d89d02dca';

/**
 * Verb IRIs. ADL's own vocabulary has `completed`; it has no verb for viewing or searching, so
 * those are the xAPI vocabulary registry's (Tin Can `viewed`, AcrossX `searched`).
 */
export const XAPI_VERBS = {
  viewed: { id: 'http://id.tincanapi.com/verb/viewed', display: { 'en-US': 'viewed' } },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
  searched: { id: 'https://w3id.org/xapi/acrossx/verbs/searched', display: { 'en-US': 'searched' } },
} as const;

const ACTIVITY_TYPES: Record<ContentType, string> = {
  Video: 'https://w3id.org/xapi/video/activity-type/video',
  Article: 'http://activitystrea.ms/schema/1.0/article',
};

/** The learner events that become statements: what a learner did, not what the portal awarded. */
export const XAPI_EVENT_TYPES = [
  'ContentViewed',
  'SearchPerformed',
  'VideoCompleted',
  'ArticleCompleted',
] as const;

/** One learner event as the log holds it, with the account and the item it names. */
export type ActivityRow = {
  messageId: string;
  type: string;
  data: unknown;
  stored: Date;
  email: string;
  name: string | null;
  contentTitle: string | null;
  contentUrl: string | null;
  contentType: ContentType | null;
};

/**
 * The xAPI 1.0.3 statement of one learner event, or undefined for events that are not learner
 * activity. `origin` makes the IRIs of searches (and of items the catalogue no longer names).
 */
export const toStatement = (row: ActivityRow, origin: string): XapiStatement | undefined => {
  const parsed = LearnerEventSchema.safeParse({ type: row.type, data: row.data });
  if (!parsed.success) return undefined;
  const event = parsed.data;
  const base = {
    id: uuidV5(row.messageId, STATEMENT_ID_NAMESPACE),
    actor: {
      objectType: 'Agent' as const,
      mbox: `mailto:${row.email}`,
      ...(row.name ? { name: row.name } : {}),
    },
    context: { platform: `${BRAND.name} Learning Portal` },
    stored: row.stored.toISOString(),
    version: XAPI_VERSION,
  };
  const contentObject = (contentId: number) => ({
    objectType: 'Activity' as const,
    id: row.contentUrl ?? `${origin}/api/content/${contentId}`,
    definition: {
      name: { 'en-US': row.contentTitle ?? `Content ${contentId}` },
      ...(row.contentType ? { type: ACTIVITY_TYPES[row.contentType] } : {}),
    },
  });
  switch (event.type) {
    case 'ContentViewed':
      return {
        ...base,
        verb: XAPI_VERBS.viewed,
        object: contentObject(event.data.contentId),
        timestamp: event.data.viewedAt,
      };
    case 'VideoCompleted':
    case 'ArticleCompleted': {
      const watched = event.data.watchDurationSeconds;
      return {
        ...base,
        verb: XAPI_VERBS.completed,
        object: contentObject(event.data.contentId),
        result: {
          completion: true,
          // ISO 8601 duration, as xAPI's result.duration is.
          ...(watched > 0 ? { duration: `PT${Math.round(watched * 100) / 100}S` } : {}),
        },
        timestamp: event.data.completedAt,
      };
    }
    case 'SearchPerformed':
      return {
        ...base,
        verb: XAPI_VERBS.searched,
        object: {
          objectType: 'Activity',
          id: `${origin}/api/content/filtered?search=${encodeURIComponent(event.data.query)}`,
          definition: { name: { 'en-US': `Search: ${event.data.query}` } },
        },
        result: { response: event.data.query },
        timestamp: event.data.searchedAt,
      };
    default:
      return undefined;
  }
};
