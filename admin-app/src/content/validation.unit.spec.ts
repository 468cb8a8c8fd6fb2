import { describe, expect, it } from 'vitest';
import { validateLevel } from './validation.ts';

/** The first message the level's validators give, as react-admin composes them. */
const levelError = async (level: unknown, application: unknown): Promise<unknown> => {
  for (const validate of validateLevel) {
    const error: unknown = await validate(level, { application, level }, {});
    if (error) return error;
  }
  return undefined;
};

describe('the content form’s level check', () => {
  it('asks for a level, then for one of the chosen application (spec §6)', async () => {
    expect(await levelError('', 'Zoho Recruit')).toBe('Level is required');
    expect(await levelError('Manager', 'Zoho Recruit')).toBe('Manager is not a Zoho Recruit level');
    expect(await levelError('Recruiter', 'Zoho People')).toBe('Recruiter is not a Zoho People level');
    expect(await levelError('Recruiter', 'Zoho Recruit')).toBeUndefined();
    expect(await levelError('User Setup', 'General')).toBeUndefined();
  });
});
