import { describe, expect, it } from 'vitest';
import { LEVELS, RECRUIT_MODULES } from '@zen/contracts';
import {
  journeyLabel,
  learningJourneyChoices,
  levelChoicesFor,
  levelMismatch,
  levelsOf,
  modulesOf,
} from './choices.ts';

const ids = (choices: { id: string }[]) => choices.map((choice) => choice.id);

describe('content choices', () => {
  it("labels the absence of a journey 'None' whether sent as 'none' or returned as null", () => {
    expect(journeyLabel(null)).toBe('None');
    expect(journeyLabel('none')).toBe('None');
    expect(journeyLabel('Bonus')).toBe('Bonus');
    expect(learningJourneyChoices[0]).toEqual({ id: 'none', name: 'None' });
    expect(learningJourneyChoices).toHaveLength(5);
  });

  it('offers the modules of the chosen application only', () => {
    expect(modulesOf('Zoho Recruit')).toBe(RECRUIT_MODULES);
    expect(modulesOf('')).toBeUndefined();
    expect(modulesOf(undefined)).toBeUndefined();
  });

  it('offers the levels of the chosen application only (spec §6 roles per application)', () => {
    expect(levelsOf('Zoho People')).toEqual([
      'Manager',
      'Employee',
      'Admin',
      'Setup Configuration',
      'Explainer',
    ]);
    expect(levelsOf('Zoho Recruit')).toEqual([
      'Hiring Manager',
      'Recruiter',
      'Setup Configuration',
      'Explainer',
    ]);
    expect(levelsOf('General')).toEqual(LEVELS);
    expect(levelsOf('')).toBeUndefined();
    expect(levelsOf(null)).toBeUndefined();

    const people = ids(levelChoicesFor('Zoho People', ''));
    expect(people).toEqual(['Manager', 'Employee', 'Admin', 'Setup Configuration', 'Explainer']);
    expect(people).not.toContain('Recruiter');
    expect(people).not.toContain('Hiring Manager');
    expect(people).not.toContain('User Setup');
    const recruit = ids(levelChoicesFor('Zoho Recruit', 'Recruiter'));
    expect(recruit).toEqual(['Hiring Manager', 'Recruiter', 'Setup Configuration', 'Explainer']);
    expect(recruit).not.toContain('Manager');
    expect(ids(levelChoicesFor('General', 'User Setup'))).toEqual(LEVELS);
  });

  it('offers all eight levels until an application is chosen', () => {
    expect(ids(levelChoicesFor(undefined, undefined))).toEqual(LEVELS);
    expect(ids(levelChoicesFor('', 'Manager'))).toEqual(LEVELS);
  });

  it('says why a level does not go with an application, and nothing when it does or is not chosen', () => {
    expect(levelMismatch('Zoho Recruit', 'Manager')).toBe('Manager is not a Zoho Recruit level');
    expect(levelMismatch('Zoho People', 'User Setup')).toBe('User Setup is not a Zoho People level');
    expect(levelMismatch('Zoho People', 'Manager')).toBeUndefined();
    expect(levelMismatch('Zoho Recruit', 'Setup Configuration')).toBeUndefined();
    for (const level of LEVELS) expect(levelMismatch('General', level)).toBeUndefined();
    expect(levelMismatch('Zoho People', '')).toBeUndefined();
    expect(levelMismatch('Zoho People', null)).toBeUndefined();
    expect(levelMismatch(undefined, 'Recruiter')).toBeUndefined();
  });

  it('keeps a stored level its application does not have listed, flagged and not choosable', () => {
    const choices = levelChoicesFor('Zoho People', 'User Setup');
    expect(ids(choices)).toEqual([
      'Manager',
      'Employee',
      'Admin',
      'Setup Configuration',
      'Explainer',
      'User Setup',
    ]);
    expect(choices.at(-1)).toEqual({
      id: 'User Setup',
      name: 'User Setup (not a Zoho People level)',
      disabled: true,
    });
    expect(choices.filter((choice) => choice.disabled)).toHaveLength(1);
  });
});
