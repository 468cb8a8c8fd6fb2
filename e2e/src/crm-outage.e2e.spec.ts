import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CrmGateway } from '@zen/command-service';
import { crmTokenStoreFor } from '@zen/command-service/crm/token-store';
import {
  createZohoGateway,
  exchangeAuthorizationCode,
  zohoHttpFor,
} from '@zen/command-service/crm/zoho-gateway';
import { startZohoStandIn, type ZohoStandIn } from '@zen/command-service/crm/testing/zoho-stand-in';
import { createLogger, loadConfig, type Pool } from '@zen/platform';
import { TEST_CUSTOMER, TEST_PASSWORD } from '@zen/portal/testing';
import { closeWelcome, openPortal, passwordBox, shown, toastShown, validateEmail } from './auth-screen.ts';
import { portalAndBrowser } from './browser.ts';

/**
 * A CRM outage (issue 3): the portal runs the real Zoho CRM gateway against the local Zoho
 * stand-in; when the stand-in goes away, e-mails on an allowed domain take the spec's
 * 'Email Validated (Setup Required)' path with the 'CRM Setup Required' card, and customers who
 * already have an account still sign in.
 */

const ACME = '4150868000000224001';
const EMAIL_NOT_VALIDATED =
  "Your email address is validated through the provider's customer database, please contact us if you need assistance.";
/** Not a contact in the CRM, but on a domain the portal allows (startTestPortal allows acme.example). */
const NEWCOMER = 'newcomer@acme.example';
const logger = createLogger('silent');

let zoho: ZohoStandIn;

/**
 * The portal needs its CRM before it starts, and the Zoho gateway keeps its tokens in the
 * portal's database, which exists only once the portal has started: the portal gets this
 * stand-in for the gateway, which is built right after.
 */
const gatewayOnceConnected = () => {
  let zohoGateway: CrmGateway | undefined;
  const gateway = (): CrmGateway => {
    if (!zohoGateway) throw new Error('The Zoho gateway is not connected yet');
    return zohoGateway;
  };
  const crm: CrmGateway = {
    kind: 'zoho',
    isConnected: () => gateway().isConnected(),
    findContactByEmail: (email) => gateway().findContactByEmail(email),
    listContacts: () => gateway().listContacts(),
    listCompanies: () => gateway().listCompanies(),
  };

  /** Builds the real Zoho gateway on `pool` and connects it as the OAuth callback would. */
  const connect = async (pool: Pool, standIn: ZohoStandIn): Promise<void> => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'a-session-secret-for-the-crm-outage-browser-test',
      CRM_MODE: 'zoho',
      ZOHO_CLIENT_ID: standIn.clientId,
      ZOHO_CLIENT_SECRET: standIn.clientSecret,
      ZOHO_ACCOUNTS_URL: standIn.accountsUrl,
      ZOHO_API_DOMAIN: standIn.apiDomain,
    });
    const grant = await exchangeAuthorizationCode(zohoHttpFor({ logger }), {
      accountsUrl: standIn.accountsUrl,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
      redirectUri: 'http://portal.test/api/auth/zoho-callback',
      code: standIn.issueAuthorizationCode(),
    });
    await crmTokenStoreFor({ pool, config }).save({
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken!,
      expiresAt: grant.expiresAt,
      apiDomain: grant.apiDomain!,
      accountsUrl: standIn.accountsUrl,
    });
    // Production's back-off, shortened: an unreachable CRM is given up on in milliseconds.
    zohoGateway = createZohoGateway({ pool, config, logger, retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  };
  return { crm, connect };
};

beforeAll(async () => {
  zoho = await startZohoStandIn({
    accounts: [{ id: ACME, Account_Name: 'Acme Corporation', Email: 'people.team@acme.example' }],
    contacts: [
      {
        id: '4150868000000301001',
        Email: TEST_CUSTOMER,
        First_Name: 'Casey',
        Last_Name: 'Customer',
        Account_Name: { name: 'Acme Corporation', id: ACME },
      },
    ],
  });
});
afterAll(async () => {
  await zoho?.close();
});
const late = gatewayOnceConnected();
const env = portalAndBrowser(() => ({ crm: late.crm }));
beforeAll(async () => {
  await late.connect(env.portal.pool, zoho);
});

it('lets allowed domains through with the setup-required path while Zoho CRM is down; accounts still sign in', async () => {
  // Zoho answers: an address it does not know is refused, a contact is welcomed back.
  const before = await openPortal(env.browser, env.portal.url);
  await closeWelcome(before.page);
  await validateEmail(before.page, NEWCOMER);
  await shown(before.page.getByText(EMAIL_NOT_VALIDATED, { exact: true }), 'the refusal while Zoho is up');
  await validateEmail(before.page, TEST_CUSTOMER);
  await shown(before.page.getByText('Welcome back Casey', { exact: true }));
  expect(await before.page.getByRole('region', { name: 'CRM Setup Required' }).count()).toBe(0);
  expect(zoho.requests.some((r) => r.server === 'api' && r.path === '/crm/v8/Contacts/search')).toBe(true);
  await before.context.close();

  // Zoho goes away.
  await zoho.close();

  // The same newcomer now gets the setup-required path, and may go on to create a password.
  const { context, page } = await openPortal(env.browser, env.portal.url);
  await closeWelcome(page);
  await validateEmail(page, NEWCOMER);
  await toastShown(page, 'Email Validated (Setup Required)');
  const card = page.getByRole('region', { name: 'CRM Setup Required' });
  await shown(card, "the 'CRM Setup Required' card");
  expect(await card.getByRole('button', { name: 'Connect to Zoho CRM' }).isVisible()).toBe(true);
  await shown(page.getByRole('heading', { name: 'Create Password' }), 'first-time mode');

  // An existing customer still signs in.
  await page.getByRole('button', { name: 'Back to Email' }).click();
  await validateEmail(page, TEST_CUSTOMER);
  await toastShown(page, 'Email Validated (Setup Required)');
  await shown(page.getByText('Welcome back Casey', { exact: true }));
  await passwordBox(page).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${env.portal.url}/`);
  await shown(page.getByRole('button', { name: 'My Profile' }), 'the dashboard');
  await context.close();
});
