import supertest from 'supertest';
import { allowDomains, type CrmGateway, type RateLimits } from '@zen/command-service';
import { createLogger, hashPassword, loadConfig, type Logger, type Mailer, type Pool } from '@zen/platform';
import { createAccounts, namedDetails } from '../accounts.ts';
import { startPortal, type RunningPortal } from '../server.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ADMIN = 'admin@provider.example';
export const TEST_CUSTOMER = 'customer@acme.example';
const SESSION_SECRET = 'test-session-secret-that-is-long-enough';

export type TestPortal = RunningPortal & {
  pool: Pool;
  databaseUrl: string;
  /** Another portal process's worth of services on the same database: a second replica. */
  replica: () => Promise<RunningPortal>;
  /** A supertest agent that keeps cookies, signed in as `email` (or anonymous without one). */
  agent: (email?: string) => Promise<ReturnType<typeof supertest.agent>>;
};

export type TestPortalOptions = {
  /** Defaults to the demo CRM directory (portal/demo/crm-directory.json). */
  crm?: CrmGateway;
  /** Defaults to an outbox in a temporary directory. */
  mailer?: Mailer;
  smtpUrl?: string;
  rateLimits?: Partial<RateLimits>;
  env?: Record<string, string>;
  /** Defaults to a clone of the vitest run's template; a command outside vitest brings its own. */
  database?: TestDatabase;
  /** Defaults to a silent one; the fuzz keeps what the server logs to show a 5xx's cause. */
  logger?: Logger;
};

const GENEROUS_LIMITS: RateLimits = {
  loginPerAccount: 1000,
  loginPerAddress: 1000,
  emailChecksPerAccount: 1000,
  emailChecksPerAddress: 1000,
  accountChangesPerAccount: 1000,
  accountChangesPerAddress: 1000,
  resetsPerAddress: 1000,
  confirmationsPerAddress: 1000,
};

/**
 * The whole portal on its own fresh database on a free loopback port, with an admin and a
 * customer account (completed profiles): what API and browser tests drive.
 */
export const startTestPortal = async (options: TestPortalOptions = {}): Promise<TestPortal> => {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PORTAL_DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/zen-test-${database.url.split('/').pop()}`,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const start = () =>
    startPortal({
      config,
      logger: options.logger ?? createLogger('silent'),
      pool: database.pool,
      databaseUrl: database.url,
      sessionSecret: SESSION_SECRET,
      crm: options.crm,
      mailer: options.mailer,
      rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
      scheduleSync: false,
    });
  const portal = await start();
  const replicas: RunningPortal[] = [];
  await allowDomains(database.pool, [
    'provider.example',
    'acme.example',
    'globex.example',
    'initech.example',
  ]);
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await createAccounts(database.pool, database.url, [
    { email: TEST_ADMIN, passwordHash, details: namedDetails('Avery', 'Admin') },
    { email: TEST_CUSTOMER, passwordHash, details: namedDetails('Casey', 'Customer') },
  ]);
  const agent = async (email?: string) => {
    const client = supertest.agent(portal.url);
    if (email) await client.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    return client;
  };
  return {
    ...portal,
    pool: database.pool,
    databaseUrl: database.url,
    agent,
    replica: async () => {
      const replica = await start();
      replicas.push(replica);
      return replica;
    },
    close: async () => {
      for (const replica of replicas) await replica.close();
      await portal.close();
      await database.close();
    },
  };
};
