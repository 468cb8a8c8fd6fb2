import { DeciderSpecification } from '@event-driven-io/emmett';
import {
  GuidePageContentInputSchema,
  MISSING_INFORMATION_MESSAGE,
  TemplatePageContentInputSchema,
  type FieldError,
  type GuideEvent,
  type GuideModulePage,
  type GuidePageContent,
} from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../content/catalogue-entries.ts';
import { asStored } from '../testing/as-stored.ts';
import { emptyGuidePageContent, guidePageFromTemplate } from './from-template.ts';
import {
  decide,
  evolve,
  GuideAlreadyExists,
  GuideNotFound,
  GuidePageNotFound,
  GuideRuleViolation,
  initialState,
  type GuideCommand,
} from './guide.ts';

const BY = 'admin-1';
const AT = '2024-06-01T09:00:00.000Z';
const LATER = '2024-06-02T09:00:00.000Z';
const GUIDE = 'acme-corporation';

const emmett = DeciderSpecification.for({ decide, evolve, initialState });

/** Emmett's given-when-then, with outcomes compared exactly (see the content decider's tests). */
const given = (history: GuideEvent[]) => ({
  when: (command: GuideCommand) => ({
    ...emmett(history).when(command),
    then: (expected: GuideEvent[]) =>
      expect(decide(command, history.reduce(evolve, initialState()))).toStrictEqual(expected),
  }),
});

const violation =
  (...expected: FieldError[]) =>
  (error: GuideRuleViolation): boolean => {
    expect(error.errors).toStrictEqual(expected);
    return true;
  };

const leavePage = (content: GuidePageContent = emptyGuidePageContent()): GuideModulePage => ({
  pageId: 'zoho-people--leave',
  moduleId: 'Leave',
  application: 'Zoho People',
  title: 'Zoho People - Leave Module Guide',
  content,
});

const create = (
  overrides: Partial<Extract<GuideCommand, { type: 'CreateGuide' }>['data']> = {},
): GuideCommand => ({
  type: 'CreateGuide',
  data: {
    guideId: GUIDE,
    by: BY,
    at: AT,
    companyName: 'Acme Corporation',
    title: 'Acme Corporation User Guide',
    description: 'How Acme uses Zoho',
    templateId: 1,
    contactEmail: 'people.team@acme.example',
    modules: [leavePage()],
    ...overrides,
  },
});

const created = (modules: GuideModulePage[] = [leavePage()]): GuideEvent => ({
  type: 'GuideCreated',
  data: {
    guideId: GUIDE,
    companyName: 'Acme Corporation',
    companySlug: GUIDE,
    title: 'Acme Corporation User Guide',
    description: 'How Acme uses Zoho',
    templateId: 1,
    contactEmail: 'people.team@acme.example',
    modules,
    createdBy: BY,
    createdAt: AT,
  },
});

const meta = { guideId: GUIDE, by: BY, at: LATER };
const published: GuideEvent = {
  type: 'GuidePagePublished',
  data: { guideId: GUIDE, pageId: 'zoho-people--leave', publishedBy: BY, publishedAt: LATER },
};

const guideContent = (input: Record<string, unknown>): GuidePageContent =>
  GuidePageContentInputSchema.parse(input) as GuidePageContent;

const video: CatalogueEntry = {
  id: 12,
  title: 'Applying for leave',
  type: 'Video',
  url: 'https://www.loom.com/share/leave',
  application: 'Zoho People',
  module: 'Leave',
};
const article: CatalogueEntry = { ...video, id: 13, type: 'Article', url: 'https://help.example/leave' };

describe('guide decider: creation', () => {
  it('records GuideCreated with its pages, the slug as its id', () => {
    given([]).when(create()).then([created()]);
  });

  it('a second guide for the same slug is refused with a clear message', () => {
    given([created()])
      .when(create({ companyName: 'ACME corporation' }))
      .thenThrows(GuideAlreadyExists, (error) => {
        expect(error.message).toBe(
          'Acme Corporation already has a user guide at /userguide/acme-corporation: edit that guide instead of creating another',
        );
        return true;
      });
  });

  it('needs a company and a title (spec §5); each module of its application', () => {
    given([])
      .when(
        create({
          guideId: 'default',
          companyName: ' ',
          title: '',
          modules: [{ ...leavePage(), application: 'Zoho Recruit' }],
        }),
      )
      .thenThrows(
        GuideRuleViolation,
        violation(
          { field: 'companyName', message: MISSING_INFORMATION_MESSAGE },
          { field: 'title', message: MISSING_INFORMATION_MESSAGE },
          { field: 'modules.0.moduleId', message: 'Leave is not a Zoho Recruit module' },
        ),
      );
  });

  it('a guide may start with no modules: they are added later', () => {
    given([])
      .when(create({ modules: [] }))
      .then([created([])]);
  });

  it('sanitises the pages it was given', () => {
    given([])
      .when(
        create({
          modules: [
            leavePage({
              ...emptyGuidePageContent(),
              adminContent: '<p onmouseover="x()">A</p><script>y()</script>',
            }),
          ],
        }),
      )
      .then([created([leavePage({ ...emptyGuidePageContent(), adminContent: '<p>A</p>' })])]);
  });
});

describe('guide decider: adding modules', () => {
  const jobsPage: GuideModulePage = {
    pageId: 'zoho-recruit--interviews',
    moduleId: 'Interviews',
    application: 'Zoho Recruit',
    title: 'Zoho Recruit - Interviews Module Guide',
    content: emptyGuidePageContent(),
  };
  const add = (modules: GuideModulePage[]): GuideCommand => ({
    type: 'AddGuideModules',
    data: { ...meta, modules },
  });
  const added = (modules: GuideModulePage[]): GuideEvent => ({
    type: 'GuideModulesAdded',
    data: { guideId: GUIDE, modules, addedBy: BY, addedAt: LATER },
  });

  it('adds sanitised draft pages to a guide made without them', () => {
    const sent = {
      ...jobsPage,
      content: { ...emptyGuidePageContent(), adminContent: '<p>Post<script>x()</script></p>' },
    };
    given([created([])])
      .when(add([sent]))
      .then([added([{ ...jobsPage, content: { ...emptyGuidePageContent(), adminContent: '<p>Post</p>' } }])]);
    const state = [created([]), added([jobsPage])].reduce(evolve, initialState());
    expect(state.exists && state.pages.get(jobsPage.pageId)?.published).toBe(false);
  });

  it('an added page can be published like any other', () => {
    given([created([]), added([leavePage()])])
      .when({ type: 'PublishGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } })
      .then([published]);
  });

  it('refuses a module the guide has, one of another application, none at all, and an unknown guide', () => {
    given([created()])
      .when(
        add([
          jobsPage,
          leavePage(),
          { ...leavePage(), pageId: 'zoho-recruit--leave', application: 'Zoho Recruit' },
        ]),
      )
      .thenThrows(
        GuideRuleViolation,
        violation(
          { field: 'modules.1.moduleId', message: 'Zoho People Leave is already in this guide' },
          { field: 'modules.2.moduleId', message: 'Leave is not a Zoho Recruit module' },
        ),
      );
    given([created()])
      .when(add([]))
      .thenThrows(
        GuideRuleViolation,
        violation({ field: 'modules', message: 'Please select at least one module.' }),
      );
    given([])
      .when(add([jobsPage]))
      .thenThrows(GuideNotFound);
  });
});

describe('guide decider: removing a module', () => {
  const remove: GuideCommand = { type: 'RemoveGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } };
  const removed: GuideEvent = {
    type: 'GuidePageRemoved',
    data: { guideId: GUIDE, pageId: 'zoho-people--leave', removedBy: BY, removedAt: LATER },
  };

  it('removes a page, published or not; the module can then be added again', () => {
    given([created()]).when(remove).then([removed]);
    given([created(), published]).when(remove).then([removed]);
    given([created(), removed])
      .when({ type: 'AddGuideModules', data: { ...meta, modules: [leavePage()] } })
      .then([
        {
          type: 'GuideModulesAdded',
          data: { guideId: GUIDE, modules: [leavePage()], addedBy: BY, addedAt: LATER },
        },
      ]);
  });

  it('a page the guide does not have is not found', () => {
    given([created(), removed]).when(remove).thenThrows(GuidePageNotFound);
  });
});

describe('guide decider: pages', () => {
  const edit = (content: GuidePageContent, videos: CatalogueEntry[] = []): GuideCommand => ({
    type: 'EditGuidePage',
    data: { ...meta, pageId: 'zoho-people--leave', content, videos: new Map(videos.map((v) => [v.id, v])) },
  });

  it('an edit is sanitised; a process video takes the catalogue item’s URL', () => {
    const sent = guideContent({
      managerContent: '<p>Approve <a href="javascript:alert(1)">here</a></p>',
      processes: [{ name: 'Apply for leave', videoContentId: 12, videoUrl: 'https://elsewhere.example/v' }],
    });
    given([created()])
      .when(edit(sent, [video]))
      .then([
        {
          type: 'GuidePageEdited',
          data: {
            guideId: GUIDE,
            pageId: 'zoho-people--leave',
            content: {
              ...sent,
              managerContent: '<p>Approve here</p>',
              processes: [{ ...sent.processes[0]!, videoUrl: 'https://www.loom.com/share/leave' }],
            },
            editedBy: BY,
            editedAt: LATER,
          },
        },
      ]);
  });

  it('a process video must be an existing catalogue video', () => {
    given([created()])
      .when(
        edit(
          guideContent({
            processes: [
              { name: 'A', videoContentId: 99 },
              { name: 'B', videoContentId: 13 },
            ],
          }),
          [article],
        ),
      )
      .thenThrows(
        GuideRuleViolation,
        violation(
          { field: 'content.processes.0.videoContentId', message: 'Content ID 99 does not exist' },
          { field: 'content.processes.1.videoContentId', message: 'Content 13 is an article, not a video' },
        ),
      );
  });

  it('an unchanged edit, a second publish and an unpublish of a draft record nothing', () => {
    given([created()]).when(edit(emptyGuidePageContent())).thenNothingHappened();
    given([created(), published])
      .when({ type: 'PublishGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } })
      .thenNothingHappened();
    given([created()])
      .when({ type: 'UnpublishGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } })
      .thenNothingHappened();
  });

  it('an unchanged edit records nothing whatever the key order of the stored page', () => {
    given([created([leavePage(asStored(emptyGuidePageContent()))])])
      .when(edit(emptyGuidePageContent()))
      .thenNothingHappened();
  });

  it('publish guide: a draft page is published, and can be unpublished again', () => {
    given([created()])
      .when({ type: 'PublishGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } })
      .then([published]);
    given([created(), published])
      .when({ type: 'UnpublishGuidePage', data: { ...meta, pageId: 'zoho-people--leave' } })
      .then([
        {
          type: 'GuidePageUnpublished',
          data: { guideId: GUIDE, pageId: 'zoho-people--leave', unpublishedBy: BY, unpublishedAt: LATER },
        },
      ]);
  });

  it('a page the guide does not have, or a guide that does not exist, is refused', () => {
    given([created()])
      .when({ type: 'PublishGuidePage', data: { ...meta, pageId: 'zoho-recruit--jobs' } })
      .thenThrows(GuidePageNotFound);
    given([]).when({ type: 'DeactivateGuide', data: meta }).thenThrows(GuideNotFound);
  });
});

describe('guide decider: activity and access', () => {
  it('deactivates and activates, once each', () => {
    const deactivated: GuideEvent = {
      type: 'GuideDeactivated',
      data: { guideId: GUIDE, deactivatedBy: BY, deactivatedAt: LATER },
    };
    given([created()]).when({ type: 'DeactivateGuide', data: meta }).then([deactivated]);
    given([created(), deactivated]).when({ type: 'DeactivateGuide', data: meta }).thenNothingHappened();
    given([created(), deactivated])
      .when({ type: 'ActivateGuide', data: meta })
      .then([{ type: 'GuideActivated', data: { guideId: GUIDE, activatedBy: BY, activatedAt: LATER } }]);
  });

  it('grants and revokes access by e-mail, once each', () => {
    const granted: GuideEvent = {
      type: 'GuideAccessGranted',
      data: {
        guideId: GUIDE,
        email: 'auditor@globex.example',
        companyName: 'Globex Ltd',
        grantedBy: BY,
        grantedAt: LATER,
      },
    };
    const grant: GuideCommand = {
      type: 'GrantGuideAccess',
      data: { ...meta, email: 'auditor@globex.example', companyName: 'Globex Ltd' },
    };
    const revoke: GuideCommand = {
      type: 'RevokeGuideAccess',
      data: { ...meta, email: 'auditor@globex.example' },
    };
    given([created()]).when(grant).then([granted]);
    given([created(), granted]).when(grant).thenNothingHappened();
    given([created(), granted])
      .when(revoke)
      .then([
        {
          type: 'GuideAccessRevoked',
          data: { guideId: GUIDE, email: 'auditor@globex.example', revokedBy: BY, revokedAt: LATER },
        },
      ]);
    given([created()]).when(revoke).thenNothingHappened();
  });

  it('edits details, clearing a contact sent as blank', () => {
    given([created()])
      .when({ type: 'EditGuideDetails', data: { ...meta, contactName: 'Pat Lee', contactEmail: '' } })
      .then([
        {
          type: 'GuideDetailsEdited',
          data: {
            guideId: GUIDE,
            title: 'Acme Corporation User Guide',
            description: 'How Acme uses Zoho',
            contactName: 'Pat Lee',
            contactEmail: null,
            editedBy: BY,
            editedAt: LATER,
          },
        },
      ]);
  });
});

describe('a guide page made from the template page', () => {
  const template = TemplatePageContentInputSchema.parse({
    explainer: 'Leave in Zoho People',
    zohoAdminGuideUrl: 'https://help.zoho.com/leave',
    adminResources: { contentIds: '12, 404', customContent: '<p>Set up leave types.</p>' },
    troubleshootingGuide: {
      customContent: '<p>Common issues.</p>',
      qaItems: [{ question: 'Why is <balance> 0?', answer: '<p>The policy has not started.</p>' }],
    },
    reports: ['Leave balance'],
    stakeholderHelpGuide: {
      managers: { contentIds: '13', customContent: '<p>Approve requests.</p>' },
      employees: { customContent: '<p>Apply for leave.</p>' },
    },
    buttons: ['Apply Leave'],
    processes: [
      {
        name: 'Leave approval',
        triggeredBy: 'Employee',
        triggeredWhen: 'A request is submitted',
        triggeredHow: 'Automatically',
        workflows: ['Notify manager'],
        templates: ['Approval mail'],
      },
    ],
  });

  it('maps sections to audiences, content IDs to links of the items that exist, Q&A escaped', () => {
    const page = guidePageFromTemplate(
      { moduleId: 'Leave', application: 'Zoho People' },
      template,
      new Map([
        [12, video],
        [13, article],
      ]),
    );
    expect(page).toEqual({
      ...leavePage(),
      content: {
        explainer: 'Leave in Zoho People',
        zohoAdminGuideUrl: 'https://help.zoho.com/leave',
        managerContent:
          '<p>Approve requests.</p><h3>Related help</h3><ul><li><a href="https://help.example/leave">Applying for leave</a> (article)</li></ul>',
        employeeContent: '<p>Apply for leave.</p>',
        adminContent:
          '<p>Set up leave types.</p><h3>Related help</h3><ul><li><a href="https://www.loom.com/share/leave" data-content-id="12">Applying for leave</a> (video)</li></ul>',
        troubleshooting:
          '<p>Common issues.</p><h3>Questions and answers</h3><h4>Why is &lt;balance&gt; 0?</h4><p>The policy has not started.</p>',
        processes: [
          {
            name: 'Leave approval',
            description: '',
            trigger: 'A request is submitted — Automatically',
            triggeredBy: 'Employee',
            workflows: ['Notify manager'],
            templates: ['Approval mail'],
            videoContentId: null,
            videoUrl: null,
            actionButton: null,
          },
        ],
        reports: [{ name: 'Leave balance', url: null }],
      },
    });
  });

  it('a module the template has no page for starts empty', () => {
    expect(
      guidePageFromTemplate({ moduleId: 'Leave', application: 'Zoho People' }, undefined, new Map()),
    ).toEqual(leavePage());
  });
});
