import { z } from 'zod';

/**
 * Process configuration, parsed once from the environment. Unknown values fail fast at start-up
 * rather than at the first request that needs them.
 */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: an embedded PostgreSQL is started with its data under PORTAL_DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  PORTAL_DATA_DIR: z.string().default('.data'),
  PORTAL_ADMIN_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'PORTAL_ADMIN_DOMAIN must be a domain name')
    .default('provider.example'),
  /** Required in production; the embedded default generates one and keeps it in the data dir. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  PORTAL_DEMO_PASSWORD: z.string().min(8, 'PORTAL_DEMO_PASSWORD must be at least 8 characters').optional(),
  /** The public origin (scheme://host[:port]) when behind a proxy; used for CSRF origin checks. */
  PORTAL_PUBLIC_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.SESSION_SECRET) {
    throw new Error('Invalid configuration: SESSION_SECRET is required in production');
  }
  return parsed.data;
};

/** Secure cookies need HTTPS end to end; the public origin says whether the portal is served so. */
export const secureCookies = (config: Config): boolean =>
  config.PORTAL_PUBLIC_ORIGIN
    ? config.PORTAL_PUBLIC_ORIGIN.startsWith('https:')
    : config.NODE_ENV === 'production';
