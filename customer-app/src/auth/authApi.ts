import {
  CheckUserExistsResponseSchema,
  EMAIL_NOT_VALIDATED,
  ValidateEmailResponseSchema,
  VerifyEmailResponseSchema,
  type CheckUserExistsResponse,
  type ResetPasswordRequest,
} from '@zen/contracts';
import { request } from '../api/http.ts';

/**
 * The calls of the /auth screen (spec §7 Auth), in one place. Signing in and registering live in
 * session/sessionQueries.ts because their answer becomes the `['session']` query.
 */

/** Browser navigation, not a fetch: the server redirects to Zoho's consent page (admins only). */
export const CRM_SETUP_PATH = '/api/auth/zoho-setup';

/** The outcome of the e-mail step: validate-email, then check-user-exists for a valid address. */
export type EmailCheck =
  | { kind: 'not-validated'; message: string }
  | { kind: 'validated'; crmUnavailable: boolean; account: CheckUserExistsResponse };

export const checkEmail = async (email: string): Promise<EmailCheck> => {
  const validation = ValidateEmailResponseSchema.parse(
    await request('/api/auth/validate-email', { method: 'POST', body: { email } }),
  );
  if (!validation.valid) return { kind: 'not-validated', message: validation.error ?? EMAIL_NOT_VALIDATED };
  const account = CheckUserExistsResponseSchema.parse(
    await request('/api/auth/check-user-exists', { method: 'POST', body: { email } }),
  );
  return { kind: 'validated', crmUnavailable: validation.crmUnavailable === true, account };
};

/** Always answers success for a well-formed address: a mail goes out only if the account exists. */
export const requestPasswordReset = async (email: string): Promise<void> => {
  await request('/api/auth/forgot-password', { method: 'POST', body: { email } });
};

export const resetPassword = async (reset: ResetPasswordRequest): Promise<void> => {
  await request('/api/auth/reset-password', { method: 'POST', body: reset });
};

/** The welcome dialog's check that this person is one of the provider's customers. */
export const verifyEmail = async (visitor: { email: string; firstName: string }): Promise<boolean> =>
  VerifyEmailResponseSchema.parse(await request('/api/verify-email', { method: 'POST', body: visitor }))
    .authorized;
