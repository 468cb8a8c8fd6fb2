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

/** The content aggregate's state: only what its decisions need. */
export type ContentState =
  | { status: 'absent' }
  | { status: 'active'; contentId: number; fields: ContentFields }
  | { status: 'deleted'; contentId: number };

export const initialState = (): ContentState => ({ status: 'absent' });

export const evolve = (state: ContentState, event: ContentEvent): ContentState => {
  switch (event.type) {
    case 'ContentCreated':
    case 'ContentUpdated':
      return { status: 'active', contentId: event.data.contentId, fields: pickContentFields(event.data) };
    case 'ContentDeleted':
      return { status: 'deleted', contentId: event.data.contentId };
  }
};

type Meta = { contentId: number; by: string; at: string };

export type ContentCommand =
  | { type: 'CreateContent'; data: Meta & { form: unknown } }
  | { type: 'ReplaceContent'; data: Meta & { form: unknown } }
  | { type: 'PatchContent'; data: Meta & { patch: ContentPatch } }
  | { type: 'DeleteContent'; data: Meta };

/** A business rule said no; `errors` name the offending fields. */
export class ContentRuleViolation extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}
export class ContentNotFound extends Error {}
export class ContentAlreadyExists extends Error {}

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
      if (state.status !== 'active') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
      return update(state, validate(command.data.form), data);
    case 'PatchContent': {
      if (state.status !== 'active') throw new ContentNotFound(`Content ${data.contentId} does not exist`);
      const merged = { ...toFormInput(state.fields), ...command.data.patch };
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
  }
};
