import {
  APPLICATIONS,
  CONTENT_TYPES,
  LEARNING_JOURNEY_INPUTS,
  LEVELS,
  LEVELS_BY_APPLICATION,
  MODULES_BY_APPLICATION,
  isApplication,
  type Level,
} from '@zen/contracts';

export type Choice = { id: string; name: string; disabled?: boolean };

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

/** The levels (audiences) of a chosen application (spec §6), or undefined while none is chosen. */
export const levelsOf = (application: unknown): readonly Level[] | undefined =>
  typeof application === 'string' && isApplication(application)
    ? LEVELS_BY_APPLICATION[application]
    : undefined;

const isChosen = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Why a level cannot go with an application ('User Setup is not a Zoho People level'), or
 * undefined when it can or either is still to be chosen. Worded as the server words a module
 * outside its application.
 */
export const levelMismatch = (application: unknown, level: unknown): string | undefined => {
  const levels = levelsOf(application);
  return levels && isChosen(level) && !(levels as readonly string[]).includes(level)
    ? `${level} is not a ${String(application)} level`
    : undefined;
};

/**
 * The Level choices beside a chosen application: its own levels, or all eight while none is
 * chosen. A current level the application does not have (an item stored before the rule was
 * kept) stays listed, flagged and not choosable again, so the item opens as it is stored and the
 * admin sees what to fix rather than an empty field.
 */
export const levelChoicesFor = (application: unknown, current: unknown): Choice[] => {
  const choices = toChoices(levelsOf(application) ?? LEVELS);
  if (levelMismatch(application, current) && isChosen(current)) {
    choices.push({ id: current, name: `${current} (not a ${String(application)} level)`, disabled: true });
  }
  return choices;
};
