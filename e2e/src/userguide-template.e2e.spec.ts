import { expect, it } from 'vitest';
import { GUIDE_MODULES } from '@zen/contracts';
import { TEST_ADMIN } from '@zen/portal/testing';
import { shown } from './auth-screen.ts';
import { pageAndWindowWidths, portalAndBrowser } from './browser.ts';
import { signedInConsole, type ConsoleStart } from './console-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

// A portal of its own: Create Default Modules can add the drafts only once, and the guide tests
// (user-guides.e2e.spec.ts) press it for its count after writing templates of their own.
const env = portalAndBrowser();

const TEMPLATE_TAB: ConsoleStart = {
  path: '/admin/userguide-template',
  ready: (page) => page.getByRole('button', { name: 'Create Default Modules' }),
  what: 'the User Guide Template tab',
};

it('default modules saved while the template list is slow (503) are told as saved, the cards read again, on a phone', async () => {
  const admin = await signedInConsole(env.browser, env.portal, { width: 390, height: 844 }, TEMPLATE_TAB);
  const modules = admin.getByRole('tabpanel');
  await shown(
    modules.getByRole('article', { name: 'Leave' }).getByText('No template yet'),
    'an empty template',
  );
  // The cards fit the phone's width: no sideways scrolling to reach Edit.
  expect((await pageAndWindowWidths(admin)).page).toBeLessThanOrEqual(390);

  // The server adds the drafts, then answers as it does when the template list has not caught up in 10 s.
  const slow = 'The template was saved but may take a moment to show';
  const answered = await answerSavedNotYetShown(
    admin,
    '**/api/admin/template/baseline/default-modules',
    'POST',
    slow,
  );
  await admin.getByRole('button', { name: 'Create Default Modules' }).click();
  await shown(admin.getByRole('alert').filter({ hasText: 'Saved' }).getByText(slow), 'the saved warning');
  // Not told as failed (which invites pressing again) nor as an outage.
  expect(await admin.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
  expect(await admin.getByText('Reconnecting…').count()).toBe(0);
  expect(answered.sent).toBe(1);
  // The cards are read again and show the drafts that were saved.
  await shown(
    modules.getByRole('article', { name: 'Leave' }).getByText('Draft', { exact: true }),
    'the new draft',
  );
  expect(await modules.getByText('No template yet').count()).toBe(0);

  const api = await env.portal.agent(TEST_ADMIN);
  const { body } = await api.get('/api/admin/template/baseline').expect(200);
  expect((body as { pages: unknown[] }).pages).toHaveLength(GUIDE_MODULES.length);
  await admin.context().close();
});
