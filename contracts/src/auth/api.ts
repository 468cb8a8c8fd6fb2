import { z } from 'zod';
import { APPLICATIONS } from '../enumerations.ts';

export const EmailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address')
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
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
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginResponseSchema = z.object({ success: z.literal(true), user: SessionUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
