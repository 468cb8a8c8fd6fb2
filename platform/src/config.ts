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
  /**
   * How many proxies in front of the portal to trust for the client's address and protocol
   * (X-Forwarded-*). 0 when the portal faces clients directly (npm start): a forwarded header is
   * then the client's own claim, and trusting it would let anyone reset per-address rate limits.
   * The distributed layout behind nginx sets 1.
   */
  PORTAL_TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long the embedded PostgreSQL stays down after it exits before it is started again. */
  PORTAL_PG_RESTART_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
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

  /** Extra customer e-mail domains allowed to sign in (comma-separated), besides the CRM directory's. */
  PORTAL_ALLOWED_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Unset: mail is written to PORTAL_DATA_DIR/outbox instead of being sent. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Zoho Zen Learning Portal <no-reply@provider.example>'),

  /** Where customer contacts come from: a local directory file, or Zoho CRM. */
  CRM_MODE: z.enum(['directory', 'zoho']).default('directory'),
  CRM_DIRECTORY_FILE: z.string().default('portal/demo/crm-directory.json'),
  ZOHO_CLIENT_ID: z.string().optional(),
  ZOHO_CLIENT_SECRET: z.string().optional(),
  /** The data centre's accounts server and API domain (e.g. .eu, .in, .com.au). */
  ZOHO_ACCOUNTS_URL: z.url().default('https://accounts.zoho.com'),
  ZOHO_API_DOMAIN: z.url().default('https://www.zohoapis.com'),
  /** Defaults to PORTAL_PUBLIC_ORIGIN (or the request's origin) + /api/auth/zoho-callback. */
  ZOHO_REDIRECT_URI: z.url().optional(),
  /** CRM field API names for what the portal reads from a contact or its account. */
  ZOHO_FIELD_APPLICATIONS: z.string().default('Applications_Implemented'),
  ZOHO_FIELD_PEOPLE_MODULES: z.string().default('People_Modules_Access'),
  ZOHO_FIELD_RECRUIT_MODULES: z.string().default('Recruit_Modules_Access'),
  ZOHO_FIELD_SUPPORT_CONTRACT: z.string().default('Support_Contract'),
  ZOHO_FIELD_USERGUIDE_SERVICE: z.string().default('User_Guide_Service'),
  ZOHO_FIELD_INSTANT_CHAT: z.string().default('Instant_Chat_Support'),
  ZOHO_FIELD_SUPPORT_TICKETS: z.string().default('Support_Tickets'),
  ZOHO_FIELD_CONTENT_LOOKUP: z.string().default('Content_Lookup'),
  ZOHO_FIELD_STATUS: z.string().default('Portal_Status'),
  /** 32 bytes, base64: encrypts CRM tokens at rest. Unset: derived from the session secret. */
  CRM_TOKEN_KEY: z.string().optional(),

  /**
   * Instant Chat's live-chat widget (spec §2 Support panel): the script address of the provider's
   * Zoho SalesIQ embed code (`https://salesiq.zohopublic.com/widget?wc=…`). Unset: Instant Chat
   * opens the chat page the customer app was built with (VITE_SUPPORT_CHAT_URL).
   */
  LIVE_CHAT_WIDGET_URL: z
    .url({ protocol: /^https?$/, error: 'LIVE_CHAT_WIDGET_URL must be an http(s) URL' })
    .optional(),

  /** The automatic CRM sync (spec §9: daily at 2 AM) and the time zone it is read in. */
  CRM_SYNC_CRON: z.string().default('0 2 * * *'),
  CRM_SYNC_TIMEZONE: z.string().default('UTC'),
});

export type Config = z.infer<typeof ConfigSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // A variable set to nothing (`DATABASE_URL= npm start`) means "not set", as shells intend it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(given);
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
