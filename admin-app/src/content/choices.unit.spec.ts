import { describe, expect, it } from 'vitest';
import { RECRUIT_MODULES } from '@zen/contracts';
import { journeyLabel, learningJourneyChoices, modulesOf } from './choices.ts';

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
});
