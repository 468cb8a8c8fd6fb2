import {
  ContentEventSchema,
  contentStreamName,
  pickContentFields,
  type ContentChangeKind,
  type ContentEvent,
  type ContentFields,
  type ContentHistory,
  type FieldChange,
} from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { resolveActors } from './actors.ts';

const KIND: Record<ContentEvent['type'], ContentChangeKind> = {
  ContentCreated: 'created',
  ContentUpdated: 'updated',
  ContentDeleted: 'deleted',
  ContentRestored: 'restored',
};

/** Who and when, whatever the event calls them. */
const whoAndWhen = (event: ContentEvent): { by: string; at: string } => {
  switch (event.type) {
    case 'ContentCreated':
      return { by: event.data.createdBy, at: event.data.createdAt };
    case 'ContentUpdated':
      return { by: event.data.updatedBy, at: event.data.updatedAt };
    case 'ContentDeleted':
      return { by: event.data.deletedBy, at: event.data.deletedAt };
    case 'ContentRestored':
      return { by: event.data.restoredBy, at: event.data.restoredAt };
  }
};

const FIELD_KEYS = (fields: ContentFields) => Object.keys(fields) as (keyof ContentFields)[];

/** The fields whose value differs, before and after (every field of a new item). */
export const fieldChanges = (before: ContentFields | undefined, after: ContentFields): FieldChange[] =>
  FIELD_KEYS(after).flatMap((field) => {
    const from = before ? before[field] : null;
    const to = after[field];
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });

type StreamRow = { version: number; type: string; data: unknown };

/**
 * Every version of an item, newest first, read from its stream in the event store: the log is the
 * history, so nothing is kept twice. A stream holds one item's edits, so it is read whole.
 */
export const readContentHistory = async (
  pool: Pool,
  contentId: number,
): Promise<ContentHistory | undefined> => {
  const { rows } = await pool.query<StreamRow>(
    `SELECT stream_position::int AS version, message_type AS type, message_data AS data
       FROM emt_messages
      WHERE stream_id = $1 AND message_kind = 'E' AND NOT is_archived
      ORDER BY stream_position`,
    [contentStreamName(contentId)],
  );
  if (rows.length === 0) return undefined;
  const events = rows.map((row) => ({
    version: row.version,
    event: ContentEventSchema.parse({ type: row.type, data: row.data }),
  }));
  const actors = await resolveActors(
    pool,
    events.map(({ event }) => whoAndWhen(event).by),
  );

  let fields: ContentFields | undefined;
  const versions = events.map(({ version, event }) => {
    const before = fields;
    // A deletion changes no field: the item keeps the fields it had, which a restore brings back.
    if (event.type !== 'ContentDeleted') fields = pickContentFields(event.data);
    const { by, at } = whoAndWhen(event);
    return {
      version,
      kind: KIND[event.type],
      at,
      by: actors.get(by)!,
      fields: fields!,
      changes: event.type === 'ContentDeleted' ? [] : fieldChanges(before, fields!),
    };
  });
  const status = events.at(-1)!.event.type === 'ContentDeleted' ? 'deleted' : 'active';
  const current = JSON.stringify(fields);
  return {
    contentId,
    status,
    versions: versions
      .map((version) => ({
        ...version,
        restorable:
          status === 'active' && version.kind !== 'deleted' && JSON.stringify(version.fields) !== current,
      }))
      .reverse(),
  };
};
