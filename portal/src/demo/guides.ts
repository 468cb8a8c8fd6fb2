import {
  createGuideCommand,
  GuideAlreadyExists,
  handleGuideCommand,
  handleTemplateCommand,
  loadCatalogueEntries,
  TemplatePageAlreadyExists,
} from '@zen/command-service';
import {
  BASELINE_TEMPLATE_ID,
  companySlug,
  GuidePageContentInputSchema,
  guidePageId,
  TemplatePageContentInputSchema,
  type GuideApplication,
  type GuidePageContentInput,
  type TemplatePageContentInput,
} from '@zen/contracts';
import { createEventStore, type EventStore, type Pool } from '@zen/platform';
import { guideSeeded, SEED_AUTHOR } from './interrupted-seed.ts';

/**
 * The demo's user guides: a baseline template with a few module pages written as a consultant
 * would, and the demo customer's company guide made from it, with three of its four modules
 * published. Everything goes through the template and guide commands, so the log holds the same
 * events a person in the console would have caused.
 */

export const DEMO_GUIDE_COMPANY = 'Acme Corporation';

/** Catalogue items by their identifier: the demo pages name help items the demo catalogue has. */
type Identifier = `Z${'P' | 'R'}-${string}`;

type DemoTemplatePage = {
  application: GuideApplication;
  moduleId: string;
  content: (ids: (identifier: Identifier) => string) => TemplatePageContentInput;
};

const TEMPLATE_PAGES: DemoTemplatePage[] = [
  {
    application: 'Zoho People',
    moduleId: 'Leave',
    content: (id) => ({
      explainer:
        'Leave covers every kind of time off: employees apply, managers approve, and balances accrue by the policy your company chose.',
      zohoAdminGuideUrl: 'https://help.zoho.com/portal/en/kb/people/administrator-guide/leave-tracker',
      adminResources: {
        contentIds: id('ZP-LEAVE-06'),
        customContent:
          '<p>Leave types, accrual and carry-forward rules live under <strong>Settings → Leave Tracker</strong>. Change a policy at the start of a leave year, never in the middle of one.</p>',
      },
      troubleshootingGuide: {
        contentIds: id('ZP-LEAVE-04'),
        customContent:
          '<p>Most leave questions come down to the policy dates or an unapproved earlier request.</p>',
        qaItems: [
          {
            question: 'Why does my balance show 0 days?',
            answer:
              '<p>Your leave year may not have started yet, or the accrual runs monthly. Check the policy start date on your profile.</p>',
          },
          {
            question: 'My manager is away. Who approves my request?',
            answer: '<p>Requests go to the delegate your manager set, or to HR when no delegate is set.</p>',
          },
        ],
      },
      reports: ['Leave balance', 'Leave taken by team', 'Upcoming absences'],
      stakeholderHelpGuide: {
        managers: {
          contentIds: id('ZP-LEAVE-03'),
          customContent:
            '<p>Approve or reject requests from <em>My Approvals</em>. Check the team calendar first so that cover is in place.</p>',
        },
        employees: {
          contentIds: id('ZP-LEAVE-01'),
          customContent:
            '<p>Apply from the <strong>Leave</strong> tab or the mobile app. Half days and hourly leave are available when your policy allows them.</p>',
        },
      },
      buttons: ['Apply Leave', 'Cancel Leave'],
      processes: [
        {
          name: 'Leave approval',
          description: 'A request is checked against the balance and sent to the approver.',
          triggeredBy: 'Employee',
          triggeredWhen: 'A leave request is submitted',
          triggeredHow: 'Automatically on submit',
          workflows: ['Check leave balance', 'Notify reporting manager', 'Update team calendar'],
          templates: ['Leave request received', 'Leave approved'],
        },
      ],
    }),
  },
  {
    application: 'Zoho People',
    moduleId: 'Attendance',
    content: (id) => ({
      explainer:
        'Attendance records when people check in and out, from the web, the mobile app or a biometric device.',
      zohoAdminGuideUrl: 'https://help.zoho.com/portal/en/kb/people/administrator-guide/attendance',
      adminResources: {
        contentIds: id('ZP-ATT-05'),
        customContent:
          '<p>Shifts and attendance policies decide what counts as late, absent or overtime.</p>',
      },
      troubleshootingGuide: {
        contentIds: id('ZP-ATT-02'),
        customContent:
          '<p>A missed check-out is fixed with a regularisation request, not by editing the entry.</p>',
        qaItems: [
          {
            question: 'The app says I am outside the allowed location.',
            answer:
              '<p>Geo-fencing is on for your office. Turn on precise location for the app and try again near the office.</p>',
          },
        ],
      },
      reports: ['Daily attendance', 'Monthly muster roll'],
      stakeholderHelpGuide: {
        managers: {
          contentIds: id('ZP-ATT-03'),
          customContent: '<p>Review exceptions every Monday before payroll cut-off.</p>',
        },
        employees: {
          contentIds: id('ZP-ATT-01'),
          customContent: '<p>Check in when you start and check out when you finish, every day.</p>',
        },
      },
      buttons: ['Check-in', 'Regularise'],
      processes: [
        {
          name: 'Attendance regularisation',
          description: 'Fixes a missing or wrong entry after approval.',
          triggeredBy: 'Employee',
          triggeredWhen: 'An entry is missing or wrong',
          triggeredHow: 'Regularisation request',
          workflows: ['Notify reporting manager', 'Update attendance entry'],
          templates: ['Regularisation approved'],
        },
      ],
    }),
  },
  {
    application: 'Zoho People',
    moduleId: 'Onboarding',
    content: (id) => ({
      explainer:
        'Onboarding turns an accepted offer into a ready first day: documents, accounts and a buddy.',
      adminResources: {
        contentIds: id('ZP-ONB-04'),
        customContent: '<p>Keep one checklist per role; reuse tasks rather than copying them.</p>',
      },
      troubleshootingGuide: {
        customContent:
          '<p>A candidate who cannot log in has usually not accepted the portal invitation yet.</p>',
      },
      reports: ['Onboarding status'],
      stakeholderHelpGuide: {
        managers: {
          contentIds: id('ZP-ONB-02'),
          customContent: '<p>Assign a buddy and book the first week before the start date.</p>',
        },
        employees: {
          contentIds: id('ZP-ONB-01'),
          customContent: '<p>Finish your tasks in the candidate portal before day one.</p>',
        },
      },
      processes: [
        {
          name: 'New starter',
          triggeredBy: 'HR',
          triggeredWhen: 'An offer is accepted in Zoho Recruit',
          triggeredHow: 'Candidate converted to employee',
          workflows: ['Send portal invitation', 'Create IT request', 'Assign onboarding checklist'],
          templates: ['Welcome to the team'],
        },
      ],
    }),
  },
  {
    application: 'Zoho Recruit',
    moduleId: 'Interviews',
    content: (id) => ({
      explainer:
        'Interviews are scheduled from a candidate, with the panel, the scorecard and the invitation in one place.',
      zohoAdminGuideUrl: 'https://help.zoho.com/portal/en/kb/recruit/user-guide/interviews',
      adminResources: {
        contentIds: id('ZR-INTV-05'),
        customContent: '<p>Create one scorecard per job family so that feedback can be compared.</p>',
      },
      troubleshootingGuide: {
        contentIds: id('ZR-INTV-04'),
        customContent: '<p>Calendar clashes come from panel members whose calendars are not connected.</p>',
        qaItems: [
          {
            question: 'The candidate did not get the invitation.',
            answer: '<p>Check the e-mail on the candidate record, then use <em>Resend invitation</em>.</p>',
          },
        ],
      },
      reports: ['Interviews this week', 'Feedback pending'],
      stakeholderHelpGuide: {
        managers: {
          contentIds: id('ZR-INTV-03'),
          customContent: '<p>Submit feedback within 24 hours, while it is fresh.</p>',
        },
        employees: {
          customContent:
            '<p>Clients see shortlisted candidates and interview slots in the client portal.</p>',
        },
      },
      buttons: ['Schedule Interview'],
      processes: [
        {
          name: 'Interview scheduling',
          triggeredBy: 'Recruiter',
          triggeredWhen: 'A candidate is shortlisted',
          triggeredHow: 'Schedule Interview button',
          workflows: ['Check panel availability', 'Send calendar invitations'],
          templates: ['Interview invitation', 'Interview reminder'],
        },
      ],
    }),
  },
];

/** What Acme's own page says beyond the template: their video, their buttons, their reports. */
const acmeLeave = (id: (identifier: Identifier) => string): GuidePageContentInput => ({
  explainer:
    'At Acme, leave runs on the calendar year. Annual leave accrues monthly; unused days up to five carry over to March.',
  managerContent:
    '<p>Approve requests within two working days. For more than ten days in a row, agree the cover with your director first.</p><h3>Related help</h3><ul><li><a href="https://help.zoho.com/portal/en/kb/people/user-guide/leave-tracker">Approving leave requests</a></li></ul>',
  employeeContent:
    '<p>Apply in Zoho People under <strong>Leave → Apply</strong>, or in the mobile app. Book summer leave before 31 March.</p><ul><li><p>Annual leave: 25 days</p></li><li><p>Volunteering: 2 days</p></li></ul>',
  adminContent:
    '<p>Acme’s policies: <em>Annual (UK)</em>, <em>Annual (US)</em>, <em>Volunteering</em>. The HR team owns changes.</p>',
  troubleshooting:
    '<p>Balance looks wrong? Check the policy year first, then ask <a href="mailto:people.team@acme.example">the People team</a>.</p>',
  processes: [
    {
      name: 'Leave approval',
      description: 'Acme’s approval chain: reporting manager, then HR for more than ten days.',
      trigger: 'A leave request is submitted',
      triggeredBy: 'Employee',
      workflows: ['Check leave balance', 'Notify reporting manager', 'Escalate to HR over 10 days'],
      templates: ['Leave request received', 'Leave approved'],
      videoContentId: id('ZP-LEAVE-07'),
      actionButton: { name: 'Apply Leave', url: 'https://people.zoho.com/' },
    },
  ],
  reports: [
    { name: 'Leave balance', url: 'https://people.zoho.com/' },
    { name: 'Upcoming absences', url: null },
  ],
});

/**
 * The catalogue's ids by identifier, read from the content events themselves: the seed runs
 * before any projection has built the catalogue.
 */
const contentIdsByIdentifier = async (pool: Pool): Promise<Map<string, number>> => {
  const { rows } = await pool.query<{ identifier: string; id: number }>(
    `SELECT message_data->>'identifier' AS identifier, (message_data->>'contentId')::int AS id
       FROM emt_messages WHERE message_type = 'ContentCreated' AND message_data->>'identifier' IS NOT NULL`,
  );
  return new Map(rows.map((row) => [row.identifier, row.id]));
};

/** Whether a command made its page or guide: false when refused because it was there already. */
const madeUnlessThere = async (
  command: Promise<unknown>,
  alreadyThere: new (...args: never[]) => Error,
): Promise<boolean> => {
  try {
    await command;
    return true;
  } catch (error) {
    if (error instanceof alreadyThere) return false;
    throw error;
  }
};

/** Loads the demo guides; call after the demo catalogue, whose items the pages name. */
export const seedDemoGuides = async ({ pool, databaseUrl }: { pool: Pool; databaseUrl: string }) => {
  const eventStore = createEventStore(databaseUrl);
  try {
    await writeDemoGuides(pool, eventStore);
  } finally {
    await eventStore.close();
  }
};

const writeDemoGuides = async (pool: Pool, eventStore: EventStore) => {
  const known = await contentIdsByIdentifier(pool);
  const id = (identifier: Identifier): string => {
    const found = known.get(identifier);
    if (found === undefined) throw new Error(`The demo catalogue has no item ${identifier}`);
    return String(found);
  };
  const meta = { by: SEED_AUTHOR, at: new Date().toISOString() };

  for (const page of TEMPLATE_PAGES) {
    const content = TemplatePageContentInputSchema.parse(page.content(id));
    const ids = [
      ...content.adminResources.contentIds,
      ...content.troubleshootingGuide.contentIds,
      ...content.stakeholderHelpGuide.managers.contentIds,
      ...content.stakeholderHelpGuide.employees.contentIds,
    ];
    const made = handleTemplateCommand(eventStore, {
      type: 'CreateTemplatePage',
      data: {
        templateId: BASELINE_TEMPLATE_ID,
        ...meta,
        moduleId: page.moduleId,
        application: page.application,
        content,
        isDraft: false,
        existingContentIds: new Set((await loadCatalogueEntries(eventStore, ids)).keys()),
      },
    });
    // A page staff (or a seed stopped part-way) already wrote is kept as it is: the demo adds
    // only what is missing, so a start on such a database does not fail here.
    await madeUnlessThere(made, TemplatePageAlreadyExists);
  }

  const guideId = companySlug(DEMO_GUIDE_COMPANY);
  const guide = handleGuideCommand(
    eventStore,
    await createGuideCommand(
      eventStore,
      {
        templateId: BASELINE_TEMPLATE_ID,
        companyName: DEMO_GUIDE_COMPANY,
        title: `${DEMO_GUIDE_COMPANY} User Guide`,
        description:
          'How Acme uses Zoho People and Zoho Recruit: our policies, who approves what, and where to find help.',
        contactEmail: 'people.team@acme.example',
        modules: TEMPLATE_PAGES.map(({ application, moduleId }) => ({ application, moduleId })),
      },
      meta,
    ),
  );
  // The company's guide, if there is one already, is someone's work: the demo does not edit it,
  // unless the seed made it and stopped before finishing it. Its edits change nothing twice.
  if (!(await madeUnlessThere(guide, GuideAlreadyExists)) && !(await guideSeeded(pool, guideId))) return;
  await handleGuideCommand(eventStore, {
    type: 'EditGuideDetails',
    data: {
      guideId,
      ...meta,
      contactName: 'Jordan Lee, HR Manager',
      contactEmail: 'jordan.lee@acme.example',
    },
  });
  const leave = GuidePageContentInputSchema.parse(acmeLeave(id));
  const videos = leave.processes.flatMap((process) =>
    process.videoContentId === null ? [] : [process.videoContentId],
  );
  await handleGuideCommand(eventStore, {
    type: 'EditGuidePage',
    data: {
      guideId,
      ...meta,
      pageId: guidePageId('Zoho People', 'Leave'),
      content: leave,
      videos: await loadCatalogueEntries(eventStore, videos),
    },
  });
  // Onboarding stays a draft: the console shows a guide part-way through, as real ones are.
  for (const [application, moduleId] of [
    ['Zoho People', 'Leave'],
    ['Zoho People', 'Attendance'],
    ['Zoho Recruit', 'Interviews'],
  ] as const) {
    await handleGuideCommand(eventStore, {
      type: 'PublishGuidePage',
      data: { guideId, ...meta, pageId: guidePageId(application, moduleId) },
    });
  }
};
