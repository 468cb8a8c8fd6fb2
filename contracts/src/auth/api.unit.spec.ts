import { expect, it } from 'vitest';
import { PersonalDetailsFormSchema } from '../profile/api.ts';
import { EmailRequestSchema, LoginRequestSchema } from './api.ts';

/** The messages a caller is shown for a field, as the problem+json answer lists them. */
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

it('names a too-long address as too long, not as missing', () => {
  expect(messages(EmailRequestSchema.safeParse({ email: `${'a'.repeat(250)}@acme.example` }))).toEqual([
    'An email address can be at most 254 characters',
  ]);
  expect(messages(EmailRequestSchema.safeParse({ email: '   ' }))).toEqual([
    'Please enter your email address',
  ]);
});

it('names a too-long password as too long, not as missing', () => {
  expect(
    messages(LoginRequestSchema.safeParse({ email: 'casey@acme.example', password: 'p'.repeat(1025) })),
  ).toEqual(['A password can be at most 1024 characters']);
});

it('names a too-long name as too long, not as missing', () => {
  const profile = { email: 'casey@acme.example', firstName: 'C'.repeat(101), lastName: 'Customer' };
  expect(messages(PersonalDetailsFormSchema.safeParse(profile))).toEqual([
    'A name can be at most 100 characters.',
  ]);
  expect(messages(PersonalDetailsFormSchema.safeParse({ ...profile, firstName: ' ' }))).toEqual([
    'First name and last name are required.',
  ]);
});
