import { z } from 'zod';
import { APPLICATIONS } from '../enumerations.ts';

/** The longest e-mail address (RFC 5321's path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

export const EmailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address')
  // Its own message: the type's error above would otherwise answer a too-long address as well.
  .max(MAX_EMAIL_LENGTH, `An email address can be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'A password can be at most 1024 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The signed-in user as the server sees them. `isAdmin` is decided on the server only. */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Applications whose content this user sees; General is always included. */
  applications: z.array(z.enum(APPLICATIONS)),
  /** False until the user has completed their profile (spec §2 /complete-profile guard). */
  profileCompleted: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({ success: z.literal(true), user: SessionUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * GET /api/session: who is signed in, `null` for no one. Not a 401 when signed out: a visitor
 * opening the sign-in page has done nothing wrong, and each refusal is an error in the browser's
 * console; every other signed-in operation still answers 401.
 */
export const SessionResponseSchema = z.object({ user: SessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const NewPasswordSchema = z
  .string({ error: 'Please enter a new password' })
  .min(1, { error: 'Please enter a new password', abort: true })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password is too long');

export const EmailRequestSchema = z.object({ email: EmailSchema });

/** The spec's answer to an e-mail the provider does not serve (spec §8). */
export const EMAIL_NOT_VALIDATED =
  "Your email address is validated through the provider's customer database, please contact us if you need assistance.";
export const CRM_VALIDATION_UNAVAILABLE =
  'CRM validation unavailable: the e-mail domain is allowed, CRM setup required';

export const ValidateEmailResponseSchema = z.object({
  valid: z.boolean(),
  /** Set when the CRM could not be asked: the domain was allowed, so sign-in may go on. */
  crmUnavailable: z.boolean().optional(),
  error: z.string().optional(),
});
export type ValidateEmailResponse = z.infer<typeof ValidateEmailResponseSchema>;

export const CheckUserExistsResponseSchema = z.object({
  exists: z.boolean(),
  isActive: z.boolean(),
  firstName: z.string().nullable(),
});
export type CheckUserExistsResponse = z.infer<typeof CheckUserExistsResponseSchema>;

export const RegisterRequestSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/**
 * POST /api/auth/register: no account yet. A link to confirm the address is mailed, and the
 * account (with the password chosen here) is made when it is opened: only the owner of an
 * address may create its account (DESIGN §8).
 */
export const RegisterResponseSchema = z.object({
  success: z.literal(true),
  confirmationSent: z.literal(true),
  /** How long the mailed link works. */
  expiresInMinutes: z.number().int().positive(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const SuccessResponseSchema = z.object({ success: z.literal(true) });

/** A mailed link's token: 43 characters of base64url as sent, refused early when cut short. */
const linkTokenSchema = (link: string) =>
  z
    .string({ error: `The ${link} link is incomplete` })
    .min(20, `The ${link} link is incomplete`)
    .max(200, `The ${link} link is not valid`);

export const ResetPasswordRequestSchema = z.object({
  token: linkTokenSchema('reset'),
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * POST /api/auth/confirm-registration: the mailed link's token and the password chosen at sign-up.
 * Both are needed: the token shows the caller reads the address's mail, the password that they
 * are who asked (someone else's sign-up for the address, with a password of their choosing, must
 * not become the owner's account when the owner opens its link). Answers like a sign-in (201).
 */
export const ConfirmRegistrationRequestSchema = z.object({
  token: linkTokenSchema('confirmation'),
  password: z
    .string({ error: 'Please enter the password you chose' })
    .min(1, 'Please enter the password you chose')
    .max(1024, 'A password can be at most 1024 characters'),
});
export const CONFIRMATION_PASSWORD_WRONG =
  'That is not the password chosen for this sign-up. Enter that password, or ignore this link if you did not ask for an account.';
export type ConfirmRegistrationRequest = z.infer<typeof ConfirmRegistrationRequestSchema>;
export const CONFIRMATION_NOT_SENT =
  'We could not send the e-mail to confirm your address. Please try again in a few minutes.';
export const CONFIRMATION_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please create your password again to get a new one.';

/** The body is the browser's idea of its session; the answer only ever reflects the server's. */
export const CheckUserStatusRequestSchema = z.object({
  sessionToken: z.string().max(500).optional(),
  email: z.string().max(254).optional(),
});
export const CheckUserStatusResponseSchema = z.object({ valid: z.boolean(), error: z.string().optional() });
export type CheckUserStatusResponse = z.infer<typeof CheckUserStatusResponseSchema>;

export const VerifyEmailRequestSchema = z.object({
  email: EmailSchema,
  firstName: z
    .string({ error: 'Please enter your first name' })
    .trim()
    .min(1, 'Please enter your first name')
    .max(100),
});
export const VerifyEmailResponseSchema = z.object({ authorized: z.boolean() });
