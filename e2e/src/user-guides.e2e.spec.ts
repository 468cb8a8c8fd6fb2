import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GUIDE_MODULES, type UserGuideDetail } from '@zen/contracts';
import { TEST_ADMIN, TEST_PASSWORD } from '@zen/portal/testing';
import { addCustomer, createContent, crmContact, type Agent } from '@zen/portal/testing/learner';
import { closeWelcome, gone, openPortal, shown, signIn, toasts } from './auth-screen.ts';
import {
  expectFocusRing,
  isFocused,
  isInWindow,
  keyboardTo,
  pageAndWindowWidths,
  portalAndBrowser,
  SERVER_ERROR,
  signedInContext,
  tabsOutOfSight,
} from './browser.ts';
import { expectAccessible, transitionsDone } from './learner-screen.ts';
import { answerSavedNotYetShown } from './saved-not-yet-shown.ts';

const env = portalAndBrowser();
const CUSTOMER = 'jordan.lee@acme.example';
let videoId: number;

beforeAll(async () => {
  const admin = await env.portal.agent(TEST_ADMIN);
  const video = await createContent(admin, 'Applying for leave on the mobile app');
  videoId = video.id;
  // The baseline template as staff would have written it: two People modules.
  await admin
    .post('/api/admin/template/page')
    .send({
      moduleId: 'Leave',
      application: 'Zoho People',
      isDraft: false,
      content: {
        explainer: 'Time off, from request to approval.',
        stakeholderHelpGuide: {
          managers: { customContent: '<p>Approve requests from <strong>My Approvals</strong>.</p>' },
          employees: { contentIds: String(video.id), customContent: '<p>Apply from the Leave tab.</p>' },
        },
        processes: [
          {
            name: 'Leave approval',
            triggeredBy: 'Employee',
            triggeredWhen: 'A leave request is submitted',
            workflows: ['Check leave balance', 'Notify reporting manager'],
            templates: ['Leave approved'],
          },
        ],
      },
    })
    .expect(201);
  await admin
    .post('/api/admin/template/page')
    .send({
      moduleId: 'Attendance',
      application: 'Zoho People',
      content: { explainer: 'Checking in and out.' },
    })
    .expect(201);
  await addCustomer(
    env.portal,
    CUSTOMER,
    {
      ...crmContact(CUSTOMER, {
        applications: ['Zoho People'],
        peopleModulesAccess: ['Leave', 'Attendance'],
      }),
      companyName: 'Acme Corporation',
      userguideService: true,
    },
    ['Jordan', 'Lee'],
  );
});

/** The console's notifications are react-admin snackbars holding a titled alert. */
const consoleNotice = (page: Page, title: string) =>
  shown(page.getByRole('alert').filter({ hasText: title }), `notification '${title}'`);

const openConsole = async (): Promise<Page> => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await admin.goto(`${env.portal.url}/admin/`);
  await admin.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN);
  await admin.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  // The sign-in page carries the console's name too: the menu says the sign-in is through.
  await shown(admin.getByRole('menuitem', { name: 'User Guide Template' }), 'the console’s menu');
  return admin;
};

/** The customer's own company guide page, /userguide, signed in, in a browser of its own. */
const customerGuidePage = async (): Promise<Page> => {
  const context = await signedInContext(env.browser, env.portal, CUSTOMER);
  const page = await context.newPage();
  await page.goto(`${env.portal.url}/userguide`);
  return page;
};

it('staff create a guide from the template and publish one module; the customer opens it from the dashboard and sees only that module', async () => {
  // No guide yet: the company's people are told it is coming (spec §2 Company user guide page).
  const noGuide = await customerGuidePage();
  await shown(noGuide.getByRole('heading', { name: 'Coming Soon' }), 'Coming Soon before any guide');
  await noGuide.context().close();

  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guides' }).click();
  await shown(admin.getByText('No User Guides Found'), 'the empty state');

  await admin.getByRole('button', { name: 'Create User Guide' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Company-Specific User Guide' });
  await shown(dialog);
  // Sent empty, the dialog names what it lacks at each field as well as in the toast.
  await dialog.getByRole('button', { name: 'Create User Guide' }).click();
  // In the toast region, found by its role: the open dialog does not hide it from a screen reader.
  await shown(
    toasts(admin).getByText('Please select a company and enter a title.'),
    'the Missing Information toast',
  );
  // It stays clear of the dialog's row of buttons.
  const toast = (await admin.locator('.MuiSnackbar-root').boundingBox())!;
  const buttons = (await dialog.locator('.MuiDialogActions-root').boundingBox())!;
  expect(
    toast.y + toast.height <= buttons.y || buttons.y + buttons.height <= toast.y,
    'the toast clear of Cancel and Create User Guide',
  ).toBe(true);
  await shown(dialog.getByText('Choose the company the guide is for'), 'the Company field’s error');
  await shown(dialog.getByText('Enter a title'), 'the Title field’s error');
  // Choosing a company asks whether it has a guide already; having none is not an error (no 404
  // in the browser's log).
  const refused: string[] = [];
  admin.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  const [asked] = await Promise.all([
    admin.waitForResponse((response) => response.url().includes('companySlug')),
    admin.getByRole('option', { name: 'Acme Corporation' }).click(),
  ]);
  expect(asked.status()).toBe(200);
  expect(refused).toEqual([]);
  expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
    'Acme Corporation User Guide',
  );
  await dialog.getByRole('checkbox', { name: 'Leave' }).check();
  await dialog.getByRole('checkbox', { name: 'Attendance', exact: true }).check();
  await shown(dialog.getByLabel('2 of 21 selected'), "People's 'selected / total'");
  await shown(dialog.getByText('Zoho People: Leave'), 'the selected list');
  await dialog.getByRole('button', { name: 'Create User Guide' }).click();
  await consoleNotice(admin, 'User Guide Created');

  const card = admin.getByRole('article', { name: 'Acme Corporation User Guide' });
  await shown(card, 'the new guide’s card');
  await shown(card.getByText('2 modules · 0 published'));
  await shown(card.getByText('Active', { exact: true }));
  // Its date is written as the rest of the console writes dates: in the browser's own locale.
  const today = await admin.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(),
  );
  await shown(card.getByText(`Created ${today}`), 'the creation date in the browser’s locale');
  // Viewed before anything is published, the page tells staff so, not 'your company's guide'.
  const [preview] = await Promise.all([
    admin.context().waitForEvent('page'),
    card.getByRole('link', { name: 'View Acme Corporation User Guide (opens in a new tab)' }).click(),
  ]);
  await shown(preview.getByRole('heading', { name: 'Under Construction' }), 'the unpublished guide');
  await shown(preview.getByText("Acme Corporation's user guide has no published modules yet."));
  expect(await preview.getByText('Coming Soon').count()).toBe(0);
  await preview.close();
  // The company's people: their guide is there with nothing to read yet, so it is being written.
  const unpublished = await customerGuidePage();
  await shown(unpublished.getByRole('heading', { name: 'Under Construction' }), 'the guide being written');
  await shown(unpublished.getByText("Your company's user guide is being written. Please check back soon."));
  await unpublished.context().close();
  await card.getByRole('link', { name: 'Edit Acme Corporation User Guide' }).click();

  await admin.getByRole('button', { name: 'Publish Leave' }).focus();
  await admin.keyboard.press('Enter');
  await consoleNotice(admin, 'Leave published');
  await shown(admin.getByRole('button', { name: 'Unpublish Leave' }));
  // The same button, now Unpublish, keeps the keyboard's focus through the change.
  expect(await admin.getByRole('button', { name: 'Unpublish Leave' }).evaluate(isFocused)).toBe(true);
  await shown(admin.getByText('1 of 2 published', { exact: false }));

  // Access granted once is not offered again, however the address is typed.
  const email = admin.getByRole('textbox', { name: 'E-mail' });
  await email.fill('not-an-email');
  await admin.getByRole('button', { name: 'Grant Access' }).click();
  await shown(admin.getByText('Please enter a valid email address'), 'the address refused at the field');
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  await email.fill('auditor@partner.example');
  await admin.getByRole('button', { name: 'Grant Access' }).click();
  await consoleNotice(admin, 'Access granted to auditor@partner.example');
  await email.fill(' Auditor@Partner.example ');
  await shown(admin.getByText('Auditor@Partner.example already has access.'), 'the duplicate grant');
  expect(await admin.getByRole('button', { name: 'Grant Access' }).isDisabled()).toBe(true);

  // A company has one guide: choosing Acme again sends staff to it instead of a refusal.
  await admin.getByRole('menuitem', { name: 'User Guides' }).click();
  await admin.getByRole('button', { name: 'Create User Guide' }).click();
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await admin.getByRole('option', { name: 'Acme Corporation' }).click();
  await shown(
    dialog.getByText('Acme Corporation already has a user guide, “Acme Corporation User Guide”.', {
      exact: false,
    }),
    'the existing guide',
  );
  expect(await dialog.getByRole('button', { name: 'Create User Guide' }).isDisabled()).toBe(true);
  await dialog.getByRole('link', { name: 'Edit That Guide' }).click();
  await admin.waitForURL(`${env.portal.url}/admin/userguides/acme-corporation`);
  await shown(admin.getByRole('button', { name: 'Unpublish Leave' }), 'the existing guide’s page');
  // …and adds the modules the company takes up there: the guide's own are ticked and fixed.
  await admin.getByRole('button', { name: 'Add Modules' }).click();
  const adding = admin.getByRole('dialog', { name: 'Add Modules' });
  await shown(adding);
  const leave = adding.getByRole('checkbox', { name: 'Leave' });
  expect([await leave.isChecked(), await leave.isDisabled()]).toEqual([true, true]);
  await adding.getByRole('button', { name: 'Add Modules' }).click();
  await shown(toasts(admin).getByText('Please select at least one module.'), 'nothing chosen');
  await adding.getByRole('checkbox', { name: 'Onboarding' }).check();
  await adding.getByRole('button', { name: 'Add Modules' }).click();
  await consoleNotice(admin, '1 module added as drafts');
  await gone(adding, 'the Add Modules dialog');
  await shown(admin.getByRole('button', { name: 'Publish Onboarding' }), 'the added module, a draft');
  await shown(admin.getByText('1 of 3 published', { exact: false }));

  // Once the guide has every module, the dialog says so; closed by keyboard, the focus is back on
  // the button that opened it.
  const api = await env.portal.agent(TEST_ADMIN);
  const rest = GUIDE_MODULES.filter(
    ({ moduleId }) => !['Leave', 'Attendance', 'Onboarding'].includes(moduleId),
  );
  await api.post('/api/admin/userguide/acme-corporation/modules').send({ modules: rest }).expect(201);
  await admin.reload();
  await admin.getByRole('button', { name: 'Add Modules' }).focus();
  await admin.keyboard.press('Enter');
  await shown(adding.getByText('Acme Corporation’s guide has every module already.'), 'the full guide');
  expect(await adding.getByRole('button', { name: 'Add Modules' }).count()).toBe(0);
  await admin.keyboard.press('Escape');
  await gone(adding, 'the Add Modules dialog');
  await expect.poll(() => admin.getByRole('button', { name: 'Add Modules' }).evaluate(isFocused)).toBe(true);

  // A module added by mistake is removed, by keyboard: the question starts on Cancel, and once the
  // module's buttons are gone the focus goes on from Add Modules.
  await admin.getByRole('button', { name: 'Remove Onboarding' }).focus();
  await admin.keyboard.press('Enter');
  const question = admin.getByRole('alertdialog', { name: 'Remove Onboarding from the guide?' });
  await shown(question);
  expect(await question.getByRole('button', { name: 'Cancel' }).evaluate(isFocused)).toBe(true);
  await admin.keyboard.press('Tab');
  await admin.keyboard.press('Enter');
  await consoleNotice(admin, 'Onboarding removed from the guide');
  await gone(question, 'the question');
  expect(await admin.getByRole('button', { name: 'Publish Onboarding' }).count()).toBe(0);
  await shown(admin.getByText(`1 of ${GUIDE_MODULES.length - 1} published`, { exact: false }));
  await expect.poll(() => admin.getByRole('button', { name: 'Add Modules' }).evaluate(isFocused)).toBe(true);
  await admin.context().close();

  // The company's own video for the process, as the page editor sets it (a catalogue video id).
  const { body: detail } = await api.get('/api/admin/userguide/acme-corporation').expect(200);
  const leavePage = (detail as UserGuideDetail).pages.find((p) => p.moduleId === 'Leave')!;
  const [approval] = leavePage.content.processes;
  await api
    .patch('/api/admin/userguide/acme-corporation/pages/zoho-people--leave')
    .send({ content: { ...leavePage.content, processes: [{ ...approval, videoContentId: videoId }] } })
    .expect(200);

  const { context, page: customer } = await openPortal(env.browser, env.portal.url);
  await closeWelcome(customer);
  await signIn(customer, env.portal.url, { email: CUSTOMER, password: TEST_PASSWORD, firstName: 'Jordan' });
  // It opens a page of its own in a new tab, unlike the buttons beside it, and says so.
  const button = customer.getByRole('link', { name: 'Company User Guide (opens in a new tab)', exact: true });
  await shown(button, 'the enabled Company User Guide button');
  const [guide] = await Promise.all([context.waitForEvent('page'), button.click()]);
  await guide.waitForURL(`${env.portal.url}/userguide/acme-corporation`);
  await shown(guide.getByRole('heading', { level: 1, name: 'Acme Corporation' }), 'the guide');
  expect(await guide.title()).toBe('Acme Corporation User Guide · Zoho Zen Learning Portal');
  const modules = guide.getByRole('navigation', { name: 'Modules' });
  await shown(modules.getByRole('button', { name: 'Leave' }));
  expect(await modules.getByRole('button').allTextContents()).toEqual(['Leave']);
  expect(await guide.getByText('Attendance').count()).toBe(0);
  await expectAccessible(guide, 'the company user guide');
  // On a phone the guide fits the screen: nothing scrolls sideways.
  await guide.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await pageAndWindowWidths(guide)).page).toBeLessThanOrEqual(390);
  // The four audience tabs in two rows, none behind a scroll arrow.
  expect(await tabsOutOfSight(guide.getByRole('tablist', { name: 'Leave by audience' }))).toEqual([]);
  await guide.setViewportSize({ width: 1280, height: 900 });

  await shown(guide.getByText('Approve requests from'), 'the Manager tab');
  await guide.getByRole('tab', { name: 'Employee' }).click();
  await shown(guide.getByText('Apply from the Leave tab.'));
  await shown(
    guide.getByRole('link', { name: 'Applying for leave on the mobile app' }),
    'the related help link',
  );
  // A related help video plays in the portal's own player, where watching it earns completion,
  // badged as opened from the guide; it does not leave for the video's site.
  let newTabs = 0;
  context.on('page', () => (newTabs += 1));
  await guide.getByRole('link', { name: 'Applying for leave on the mobile app' }).click();
  const related = guide.getByRole('dialog', { name: 'Video Training: Applying for leave on the mobile app' });
  await shown(related, 'the related help video in the video modal');
  await shown(related.getByLabel('Opened from User Guide'));
  expect(newTabs).toBe(0);
  await guide.keyboard.press('Escape');
  await gone(related, 'the video modal to close');
  await guide.getByRole('tab', { name: 'Admin' }).click();
  await shown(guide.getByText('Admin content is being prepared for this module.'));
  // The keyboard's place is drawn on the audience tabs and the module list as on every button:
  // MUI's grey fill alone looked like the module already chosen.
  await keyboardTo(guide, guide.getByRole('tab', { name: 'Troubleshooting' }), 'ArrowRight', 3);
  await expectFocusRing(guide.getByRole('tab', { name: 'Troubleshooting' }));
  await keyboardTo(guide, modules.getByRole('button', { name: 'Leave' }), 'Shift+Tab');
  await expectFocusRing(modules.getByRole('button', { name: 'Leave' }));
  await shown(
    guide.getByRole('article', { name: 'Leave approval' }).getByText('A leave request is submitted'),
  );
  await shown(guide.getByRole('link', { name: 'Download PDF' }));

  // The process's video plays in the learner's video modal, badged as opened from the guide.
  await guide.getByRole('button', { name: 'Watch video: Leave approval' }).click();
  const modal = guide.getByRole('dialog', { name: 'Video Training: Applying for leave on the mobile app' });
  await shown(modal, 'the video modal');
  await shown(modal.getByLabel('Opened from User Guide'));
  await context.close();
});

it('the process flow visualiser plays the steps in order', async () => {
  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  const leave = admin.getByRole('article', { name: 'Leave', exact: true });
  await shown(leave.getByText('Ready'), 'the Leave template is ready');
  await shown(admin.getByRole('article', { name: 'Attendance' }).getByText('Draft'));
  await shown(admin.getByRole('article', { name: 'Onboarding' }).getByText('No template yet'));
  await leave.getByRole('button', { name: 'Edit Leave' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Zoho People - Leave Module Guide' });
  await shown(dialog);
  // Its form and editors can take long to appear on a loaded 2-core machine (seen in CI).
  await dialog.getByRole('button', { name: 'Save Module Template' }).waitFor({ timeout: 60_000 });
  // The dialog's opening transition and the editor loading into it move the switch until done.
  await transitionsDone(admin);
  // A long page scrolls between the dialog's title and its buttons: Save is in view from the start.
  expect(await dialog.getByRole('button', { name: 'Save Module Template' }).evaluate(isInWindow)).toBe(true);

  await dialog.getByRole('switch', { name: 'Visualize' }).check();
  const flow = dialog.getByRole('group', { name: 'Process flow: Leave approval' });
  await shown(flow);
  const box = await flow.locator('canvas').boundingBox();
  expect(box && Math.round(box.width / box.height)).toBe(2);
  const executing = flow.getByRole('status', { name: 'Currently executing' });
  await shown(executing.getByText('Trigger: A leave request is submitted'));

  await flow.getByRole('button', { name: 'Play' }).click();
  // Each step shows for two seconds at 1x: read the panel until the flow has come round again. (At
  // 2x a busy test machine, reading the panel slower than once a second, missed a step.)
  const seen: string[] = [];
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const text = (await executing.locator('p').nth(1).textContent()) ?? '';
    if (seen.at(-1) !== text) seen.push(text);
    if (seen.length > 6) break;
    await admin.waitForTimeout(100);
  }
  expect(seen.slice(0, 7)).toEqual([
    'Trigger: A leave request is submitted',
    'Decision: Validate Conditions',
    'Workflow: Check leave balance',
    'Workflow: Notify reporting manager',
    'Template: Leave approved',
    'End: Process Complete',
    'Trigger: A leave request is submitted',
  ]);
  await flow.getByRole('button', { name: 'Pause' }).click();
  await flow.getByRole('button', { name: 'Reset' }).click();
  await shown(executing.getByText('Step 1 of 6'));
  // The speed is chosen like a toggle (its timing is flowSteps.unit.spec.ts's).
  await flow.getByRole('button', { name: 'Speed 2x' }).click();
  expect(await flow.getByRole('button', { name: 'Speed 2x' }).getAttribute('aria-pressed')).toBe('true');

  // The rich-text editor, then Save Module Template: the dialog closes and says so.
  const editor = dialog.getByRole('textbox', { name: 'Custom content' }).first();
  await editor.click();
  await admin.keyboard.type('Leave types are set by HR.');
  await dialog.getByRole('button', { name: 'Save Module Template' }).click();
  await consoleNotice(admin, 'Module updated successfully');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  const { body } = await (await env.portal.agent(TEST_ADMIN)).get('/api/admin/template/baseline').expect(200);
  const page = (
    body as { pages: { id: string; content: { adminResources: { customContent: string } } }[] }
  ).pages.find((p) => p.id === 'zoho-people--leave');
  expect(page?.content.adminResources.customContent).toBe('<p>Leave types are set by HR.</p>');
  await admin.context().close();
});

it('an editor that cannot load leaves the rest of the form working, and Try Again brings every editor back', async () => {
  const admin = await openConsole();
  // The editor's chunk fails, as on a connection that drops: the console has loaded, the editor not yet.
  let dropped = true;
  let requests = 0;
  await admin.route(/\/assets\/TipTapEditor-[\w-]+\.js$/, (route) => {
    requests += 1;
    return dropped ? route.abort('connectionfailed') : route.continue();
  });
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  await admin
    .getByRole('article', { name: 'Attendance' })
    .getByRole('button', { name: 'Edit Attendance' })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Zoho People - Attendance Module Guide' });
  const failures = dialog.getByRole('alert').filter({ hasText: 'The editor could not be loaded' });
  await shown(failures.first(), 'the failed editor');
  // One notice per editor (admin resources, troubleshooting, managers, employees), and no editor.
  expect(await failures.count()).toBe(4);
  expect(await dialog.getByRole('textbox', { name: 'Custom content' }).count()).toBe(0);
  // The four failed over one load, tried three times in all (contracts' importRetried): a failed
  // load is not asked for again until Try Again.
  expect(requests).toBe(3);

  // The rest of the form still works, and what was typed there survives the editors' return.
  const explainer = dialog.getByRole('textbox', { name: 'Explainer' });
  await explainer.fill('Checking in and out, from the web or the app.');
  dropped = false;
  await failures.first().getByRole('button', { name: 'Try Again' }).click();
  await shown(dialog.getByRole('textbox', { name: 'Custom content' }).first(), 'the editor, loaded');
  await expect.poll(() => failures.count()).toBe(0);
  expect(await dialog.getByRole('textbox', { name: 'Custom content' }).count()).toBe(4);
  expect(requests).toBe(4);
  expect(await explainer.inputValue()).toBe('Checking in and out, from the web or the app.');

  await dialog.getByRole('textbox', { name: 'Custom content' }).first().click();
  await admin.keyboard.type('Check in from the Attendance tab.');
  await dialog.getByRole('button', { name: 'Save Module Template' }).click();
  await consoleNotice(admin, 'Module updated successfully');
  const { body } = await (await env.portal.agent(TEST_ADMIN)).get('/api/admin/template/baseline').expect(200);
  const page = (
    body as {
      pages: { id: string; content: { explainer: string; adminResources: { customContent: string } } }[];
    }
  ).pages.find((p) => p.id === 'zoho-people--attendance');
  expect(page?.content.explainer).toBe('Checking in and out, from the web or the app.');
  expect(page?.content.adminResources.customContent).toBe('<p>Check in from the Attendance tab.</p>');
  await admin.context().close();
});

/** The Attendance module's template dialog, opened from User Guide Template, once its form is ready. */
const openAttendanceTemplate = async (admin: Page) => {
  await admin
    .getByRole('article', { name: 'Attendance' })
    .getByRole('button', { name: 'Edit Attendance' })
    .click();
  const dialog = admin.getByRole('dialog', { name: 'Zoho People - Attendance Module Guide' });
  // Its form and editors can take long to appear on a loaded 2-core machine (seen in CI).
  await dialog.getByRole('button', { name: 'Save Module Template' }).waitFor({ timeout: 60_000 });
  await transitionsDone(admin);
  return dialog;
};

it('a module dialog keeps unsaved changes from a stray click or Escape, and asks before discarding them', async () => {
  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  const openAttendance = () => openAttendanceTemplate(admin);

  // Unchanged, Escape closes at once: there is nothing to lose.
  const unchanged = await openAttendance();
  await unchanged.getByRole('textbox', { name: 'Explainer' }).press('Escape');
  await gone(unchanged, 'the unchanged dialog, closed by Escape');

  const dialog = await openAttendance();
  const explainer = dialog.getByRole('textbox', { name: 'Explainer' });
  const saved = await explainer.inputValue();
  await explainer.fill('Half a page of work not yet saved');
  // A click beside the dialog, on its backdrop, leaves it open with what was typed.
  await admin.mouse.click(8, 450);
  await transitionsDone(admin);
  await shown(dialog);
  expect(await explainer.inputValue()).toBe('Half a page of work not yet saved');

  // A save the server fails has saved nothing: the work is still unsaved.
  await admin.route('**/api/admin/template/page/**', (route) => route.fulfill(SERVER_ERROR));
  await dialog.getByRole('button', { name: 'Save Module Template' }).click();
  await shown(admin.getByText('Internal Server Error'), 'the failed save');
  await admin.unroute('**/api/admin/template/page/**');

  const ask = admin.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await explainer.press('Escape');
  await shown(ask, 'the question before discarding');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await gone(ask);
  expect(await explainer.inputValue()).toBe('Half a page of work not yet saved');

  await explainer.press('Escape');
  await ask.getByRole('button', { name: 'Discard' }).click();
  await gone(dialog);
  // Nothing was saved: opened again, the module has what it had.
  expect(await (await openAttendance()).getByRole('textbox', { name: 'Explainer' }).inputValue()).toBe(saved);
  await admin.context().close();
});

it('an editor’s formatting toolbar is one Tab stop, its buttons reached with the arrow keys', async () => {
  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  const dialog = await openAttendanceTemplate(admin);
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' }).first();
  /** Which of the toolbar's buttons has the keyboard's focus. */
  const focusedName = async () => {
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
    ]) {
      if (await toolbar.getByRole('button', { name, exact: true }).evaluate(isFocused)) return name;
    }
    return 'none of its buttons';
  };

  await toolbar.getByRole('button', { name: 'Bold' }).focus();
  await admin.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe('Italic');
  // Undo and Redo have nothing to do yet: End goes to the last button that can be pressed.
  await admin.keyboard.press('End');
  expect(await focusedName()).toBe('Link');
  await admin.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe('Bold');
  await admin.keyboard.press('ArrowLeft');
  expect(await focusedName()).toBe('Link');
  await admin.keyboard.press('ArrowLeft');
  expect(await focusedName()).toBe('Quote');
  // Tab leaves the toolbar for the text; Shift+Tab comes back to the button it left.
  await admin.keyboard.press('Tab');
  expect(await dialog.locator('.tiptap').first().evaluate(isFocused)).toBe(true);
  await admin.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Quote');
  expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);
  await admin.context().close();
});

it('a module template saved by someone else while open is not overwritten: the save says so', async () => {
  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  const dialog = await openAttendanceTemplate(admin);
  const explainer = dialog.getByRole('textbox', { name: 'Explainer' });
  await explainer.fill('Saved from a dialog opened before');
  // Another admin saves the same page meanwhile.
  const api = await env.portal.agent(TEST_ADMIN);
  await api
    .patch('/api/admin/template/page/zoho-people--attendance')
    .send({ content: { explainer: 'Saved by the other admin' } })
    .expect(200);
  // The template is read again as the admin comes back to the window: their typing stays.
  const reread = admin.waitForResponse((response) => response.url().includes('/api/admin/template/baseline'));
  await admin.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  await reread;
  await expect.poll(() => explainer.inputValue()).toBe('Saved from a dialog opened before');
  await dialog.getByRole('button', { name: 'Save Module Template' }).click();
  await shown(
    admin.getByText(
      'Someone else changed this module template after you opened it. Reload it to see their changes, then make yours again.',
    ),
    'the refusal',
  );
  // The dialog stays, with what was typed; the other admin's words stand.
  expect(await explainer.inputValue()).toBe('Saved from a dialog opened before');
  const { body } = await api.get('/api/admin/template/baseline').expect(200);
  const page = (body as { pages: { id: string; content: { explainer: string } }[] }).pages.find(
    (p) => p.id === 'zoho-people--attendance',
  );
  expect(page?.content.explainer).toBe('Saved by the other admin');
  await admin.context().close();
});

/** Acme's guide in the console, its Edit details dialog open. */
const openGuideDetails = async () => {
  const admin = await openConsole();
  await admin.goto(`${env.portal.url}/admin/userguides/acme-corporation`);
  await admin.getByRole('button', { name: 'Edit details' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit details' });
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await shown(description, 'the details dialog');
  return { admin, dialog, description };
};

it('a guide’s details saved by someone else while open are not overwritten: the save says so', async () => {
  const { admin, dialog, description } = await openGuideDetails();
  // Another admin changes the guide's description meanwhile.
  const api = await env.portal.agent(TEST_ADMIN);
  await api
    .patch('/api/admin/userguide/acme-corporation')
    .send({ description: 'Written by the other admin' })
    .expect(200);
  // The guide is read again as the admin comes back to the window; the open dialog still saves
  // against the version it opened, not the one just read.
  const reread = admin.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/userguides/acme-corporation') &&
      response.request().method() === 'GET',
  );
  await admin.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
  expect((await reread).status()).toBe(200);

  await description.fill('Written in a dialog opened before');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shown(
    admin.getByText(
      'Someone else changed this guide after you opened it. Reload it to see their changes, then make yours again.',
    ),
    'the refusal',
  );
  // The dialog stays, with what was typed; the other admin's words stand.
  expect(await description.inputValue()).toBe('Written in a dialog opened before');
  const { body } = await api.get('/api/admin/userguide/acme-corporation').expect(200);
  expect((body as UserGuideDetail).description).toBe('Written by the other admin');
  await admin.context().close();
});

it('a guide’s details saved but not yet shown (503) are said to be saved, and the dialog closes', async () => {
  const { admin, dialog, description } = await openGuideDetails();
  // The server saves it, then answers as it does when the guide lists have not caught up in 10 s.
  await answerSavedNotYetShown(
    admin,
    '**/api/admin/userguide/acme-corporation',
    'PATCH',
    'The guide was saved but may take a moment to show',
  );
  await description.fill('Saved while the lists were slow');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await shown(admin.getByText('The guide was saved but may take a moment to show'), 'the warning');
  await gone(dialog, 'the dialog, closed as after a save');
  const api = await env.portal.agent(TEST_ADMIN);
  const { body } = await api.get('/api/admin/userguides/acme-corporation').expect(200);
  expect((body as UserGuideDetail).description).toBe('Saved while the lists were slow');
  await admin.context().close();
});

it('modules added and published while the guide lists are slow (503) are told as saved: Add Modules closes and the page shows them', async () => {
  const admin = await openConsole();
  await admin.goto(`${env.portal.url}/admin/userguides/acme-corporation`);
  await shown(admin.getByRole('button', { name: 'Unpublish Leave' }), 'the guide’s page');
  const slow = 'The guide was saved but may take a moment to show';
  const added = await answerSavedNotYetShown(
    admin,
    '**/api/admin/userguide/acme-corporation/modules',
    'POST',
    slow,
  );
  await admin.getByRole('button', { name: 'Add Modules' }).click();
  const adding = admin.getByRole('dialog', { name: 'Add Modules' });
  await adding.getByRole('checkbox', { name: 'Onboarding' }).check();
  await adding.getByRole('button', { name: 'Add Modules' }).click();
  await consoleNotice(admin, 'Saved');
  await shown(admin.getByText(slow), 'the server’s words');
  // An answer, not an outage: no 'Reconnecting…' telling the admin to save again.
  expect(await admin.getByText('Reconnecting…').count()).toBe(0);
  // Closed as after an addition, not left open to add the module a second time.
  await gone(adding, 'the Add Modules dialog');
  await shown(admin.getByRole('button', { name: 'Publish Onboarding' }), 'the added module, read again');
  expect(added.sent).toBe(1);

  await answerSavedNotYetShown(
    admin,
    '**/api/admin/userguide/acme-corporation/pages/*/publish',
    'POST',
    slow,
  );
  await admin.getByRole('button', { name: 'Publish Onboarding' }).click();
  await shown(
    admin.getByRole('button', { name: 'Unpublish Onboarding' }),
    'the published module, read again',
  );
  // Nothing said it failed.
  expect(await admin.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
  const api = await env.portal.agent(TEST_ADMIN);
  const { body } = await api.get('/api/admin/userguides/acme-corporation').expect(200);
  const onboarding = (body as UserGuideDetail).pages.find((page) => page.moduleId === 'Onboarding');
  expect(onboarding?.publishedAt).toEqual(expect.any(String));
  await admin.context().close();
});

it('a guide created while the guide lists are slow (503) is told as saved: the dialog closes and its card shows', async () => {
  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guides' }).click();
  await shown(admin.getByRole('article', { name: 'Acme Corporation User Guide' }), 'the guides');
  const slow = 'The guide was saved but may take a moment to show';
  const answered = await answerSavedNotYetShown(admin, '**/api/admin/userguide/from-template', 'POST', slow);
  await admin.getByRole('button', { name: 'Create User Guide' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Company-Specific User Guide' });
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await admin.getByRole('option', { name: 'Globex Ltd' }).click();
  await dialog.getByRole('checkbox', { name: 'Leave' }).check();
  await dialog.getByRole('button', { name: 'Create User Guide' }).click();
  await consoleNotice(admin, 'Saved');
  await shown(admin.getByText(slow), 'the server’s words');
  // Closed as after a creation: not left open to be pressed again (which the server would refuse,
  // the company having its guide now), and not told as an error or an outage.
  await gone(dialog, 'the dialog');
  expect(await admin.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
  expect(await admin.getByText('Reconnecting…').count()).toBe(0);
  expect(answered.sent).toBe(1);
  // The list is read again and shows the guide that was saved, once.
  const card = admin.getByRole('article', { name: 'Globex Ltd User Guide' });
  await shown(card.getByText('1 module · 0 published'), 'the new guide’s card');
  const api = await env.portal.agent(TEST_ADMIN);
  const { body } = await api.get('/api/admin/userguides/globex-ltd').expect(200);
  expect((body as UserGuideDetail).pages.map((page) => page.moduleId)).toEqual(['Leave']);
  await admin.context().close();
});

/** How many module pages the baseline template has, as the server reads it. */
const templatePageCount = async (api: Agent): Promise<number> =>
  ((await api.get('/api/admin/template/baseline').expect(200)).body as { pages: unknown[] }).pages.length;

it('Create Default Modules adds a draft for every module without a template and says how many; pressed again it adds none', async () => {
  const api = await env.portal.agent(TEST_ADMIN);
  const missing = GUIDE_MODULES.length - (await templatePageCount(api));
  expect(missing).toBeGreaterThan(1);

  const admin = await openConsole();
  await admin.getByRole('menuitem', { name: 'User Guide Template' }).click();
  const modules = admin.getByRole('tabpanel');
  const onboarding = modules.getByRole('article', { name: 'Onboarding' });
  await shown(onboarding.getByText('No template yet'), 'a module without a template');
  // Leave was written and published by staff: Ready, and left as it is.
  await shown(modules.getByRole('article', { name: 'Leave' }).getByText('Ready', { exact: true }));

  await admin.getByRole('button', { name: 'Create Default Modules' }).click();
  await consoleNotice(admin, 'Default Modules');
  await shown(admin.getByText(`${missing} draft module templates were created.`), 'how many were added');
  // Every card, in both applications, is read again: a template each, the new ones drafts.
  await shown(onboarding.getByText('Draft', { exact: true }), 'the new draft');
  expect(await modules.getByText('No template yet').count()).toBe(0);
  expect(
    await modules.getByRole('article', { name: 'Leave' }).getByText('Ready', { exact: true }).count(),
  ).toBe(1);
  await admin.getByRole('tab', { name: 'Zoho Recruit' }).click();
  await shown(modules.getByRole('article').first().getByText('Template configured'), 'a Recruit module');
  expect(await modules.getByText('No template yet').count()).toBe(0);
  expect(await templatePageCount(api)).toBe(GUIDE_MODULES.length);

  // Nothing left to add: said so, rather than a count of none.
  await admin.getByRole('button', { name: 'Create Default Modules' }).click();
  await shown(admin.getByText('Every module already has a template: nothing was added.'), 'the second press');
  await admin.context().close();
});
