import supertest from 'supertest';
import { createLogger, ensureUser, hashPassword, loadConfig, type Pool } from '@zen/platform';
import { startPortal, type RunningPortal } from '../server.ts';
import { createTestDatabase } from './database.ts';

export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ADMIN = 'admin@provider.example';
export const TEST_CUSTOMER = 'customer@acme.example';

export type TestPortal = RunningPortal & {
  pool: Pool;
  databaseUrl: string;
  /** A supertest agent that keeps cookies, signed in as `email` (or anonymous without one). */
  agent: (email?: string) => Promise<ReturnType<typeof supertest.agent>>;
};

/**
 * The whole portal on its own fresh database on a free loopback port, with an admin and a
 * customer account: what API and browser tests drive.
 */
export const startTestPortal = async (): Promise<TestPortal> => {
  const database = await createTestDatabase();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  await ensureUser(database.pool, { email: TEST_ADMIN, passwordHash, firstName: 'Avery', lastName: 'Admin' });
  await ensureUser(database.pool, {
    email: TEST_CUSTOMER,
    passwordHash,
    firstName: 'Casey',
    lastName: 'Customer',
  });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const portal = await startPortal({
    config,
    logger: createLogger('silent'),
    pool: database.pool,
    databaseUrl: database.url,
    sessionSecret: 'test-session-secret-that-is-long-enough',
    loginLimit: 1000,
  });
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
    close: async () => {
      await portal.close();
      await database.close();
    },
  };
};
