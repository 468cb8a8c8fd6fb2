import {
  ContentFormSchema,
  fieldErrorsOf,
  pickContentFields,
  toFormInput,
  type ContentEvent,
  type ContentFields,
  type ContentPatch,
  type FieldError,
} from '@zen/contracts';
import { requireStillAsRead } from '../preconditions.ts';

/**
 * The content aggregate's state: only what its decisions need. A deleted item keeps the fields it
 * had, because restoring it (Data Recovery) brings them back.
 */
export type ContentState =
  | { status: 'absent' }
  | { status: 'active'; contentId: number; fields: ContentFields; changedAt: string }
  | { status: 'deleted'; contentId: number; fields: ContentFields; changedAt: string };

export const initialState = (): ContentState => ({ status: 'absent' });

export const evolve = (state: ContentState, event: ContentEvent): ContentState => {
  switch (event.type) {
    case 'ContentCreated':
    case 'ContentUpdated':
    case 'ContentRestored':
      return {
        status: 'active',
        contentId: event.data.contentId,
        fields: pickContentFields(event.data),
        // The item's updatedAt as the catalogue shows it (the same event times).
        changedAt: changedAtOf(event),
      };
    case 'ContentDeleted':
      // Only a live item is ever deleted (decide refuses the rest), so there are fields to keep.
      return state.status === 'active'
        ? { ...state, status: 'deleted', changedAt: event.data.deletedAt }
        : state;
  }
};

const changedAtOf = (event: Exclude<ContentEvent, { type: 'ContentDeleted' }>): string => {
  switch (event.type) {
    case 'ContentCreated':
      return event.data.createdAt;
    case 'ContentUpdated':
      return event.data.updatedAt;
    case 'ContentRestored':
      return event.data.restoredAt;
  }
};

type Meta = { contentId: number; by: string; at: string };
/**
 * The item's updatedAt as the editor read it (If-Match): the change is refused if the item has
 * changed since, instead of quietly undoing what another admin saved in between.
 */
type Precondition = { readAs?: string };

export type ContentCommand =
  | { type: 'CreateContent'; data: Meta & { form: unknown } }
  | { type: 'ReplaceContent'; data: Meta & Precondition & { form: unknown } }
  | { type: 'PatchContent'; data: Meta & Precondition & { patch: ContentPatch } }
  | { type: 'DeleteContent'; data: Meta }
  /** Data Recovery: bring a deleted item back as it was when deleted. */
  | { type: 'RestoreContent'; data: Meta }
  /** Data Recovery: make an earlier version's fields the current ones, as an ordinary update. */
  | { type: 'RestoreContentVersion'; data: Meta & Precondition & { fields: ContentFields } };

/** A business rule said no; `errors` name the offending fields. */
export class ContentRuleViolation extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}
export class ContentNotFound extends Error {}
export class ContentAlreadyExists extends Error {}
/** Restoring needs a deleted item (restore) or a live one (restore a version). */
export class ContentNotDeleted extends Error {}
export class ContentIsDeleted extends Error {}

/** A live item, as the editor read it if they said when (Precondition). */
const editable = (state: ContentState, data: Meta & Precondition) => {
  if (state.status !== 'active') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
  requireStillAsRead(data.readAs, state.changedAt, 'item');
  return state;
};

/** Applies every rule of spec §3 and §5 and returns the normalised fields. */
const validate = (form: unknown): ContentFields => {
  const parsed = ContentFormSchema.safeParse(form);
  if (!parsed.success) throw new ContentRuleViolation(fieldErrorsOf(parsed.error));
  return parsed.data;
};

const sameFields = (a: ContentFields, b: ContentFields): boolean => JSON.stringify(a) === JSON.stringify(b);

const update = (state: ContentState, fields: ContentFields, { contentId, by, at }: Meta): ContentEvent[] => {
  if (state.status !== 'active') throw new ContentNotFound(`Content ${contentId} does not exist`);
  // Saving an unchanged form records nothing: the log holds facts, and nothing happened.
  if (sameFields(state.fields, fields)) return [];
  return [{ type: 'ContentUpdated', data: { contentId, ...fields, updatedBy: by, updatedAt: at } }];
};

export const decide = (command: ContentCommand, state: ContentState): ContentEvent[] => {
  const { data } = command;
  switch (command.type) {
    case 'CreateContent': {
      if (state.status !== 'absent')
        throw new ContentAlreadyExists(`Content ${data.contentId} already exists`);
      const fields = validate(command.data.form);
      return [
        {
          type: 'ContentCreated',
          data: { contentId: data.contentId, ...fields, createdBy: data.by, createdAt: data.at },
        },
      ];
    }
    case 'ReplaceContent':
      return update(editable(state, command.data), validate(command.data.form), data);
    case 'PatchContent': {
      const merged = { ...toFormInput(editable(state, command.data).fields), ...command.data.patch };
      return update(state, validate(merged), data);
    }
    case 'DeleteContent':
      if (state.status !== 'active') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
      return [
        {
          type: 'ContentDeleted',
          data: { contentId: data.contentId, deletedBy: data.by, deletedAt: data.at },
        },
      ];
    case 'RestoreContent':
      if (state.status === 'absent') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
      if (state.status === 'active')
        throw new ContentNotDeleted(`Content ${data.contentId} is not deleted: there is nothing to restore`);
      return [
        {
          type: 'ContentRestored',
          data: { contentId: data.contentId, ...state.fields, restoredBy: data.by, restoredAt: data.at },
        },
      ];
    case 'RestoreContentVersion':
      if (state.status === 'absent') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
      if (state.status === 'deleted') {
        throw new ContentIsDeleted(
          `Content ${data.contentId} is deleted: restore the item before restoring one of its versions`,
        );
      }
      // Today's rules apply to yesterday's fields: a version that no longer passes them is refused.
      return update(editable(state, command.data), validate(toFormInput(command.data.fields)), data);
  }
};
