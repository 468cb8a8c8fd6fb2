import {
  APPLICATIONS,
  CONTENT_TYPES,
  LEARNING_JOURNEY_INPUTS,
  LEVELS,
  MODULES_BY_APPLICATION,
  isApplication,
} from '@zen/contracts';

export type Choice = { id: string; name: string };

export const toChoices = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ id: value, name: value }));

export const applicationChoices = toChoices(APPLICATIONS);
export const typeChoices = toChoices(CONTENT_TYPES);
export const levelChoices = toChoices(LEVELS);

/** 'none' is what the API takes and null what it returns; people read both as 'None'. */
export const journeyLabel = (journey: string | null | undefined): string =>
  journey == null || journey === 'none' ? 'None' : journey;

export const learningJourneyChoices: Choice[] = LEARNING_JOURNEY_INPUTS.map((journey) => ({
  id: journey,
  name: journeyLabel(journey),
}));

/** The modules of a chosen application, or undefined while none is chosen. */
export const modulesOf = (application: unknown): readonly string[] | undefined =>
  typeof application === 'string' && isApplication(application)
    ? MODULES_BY_APPLICATION[application]
    : undefined;
