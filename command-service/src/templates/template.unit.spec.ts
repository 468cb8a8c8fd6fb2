import { DeciderSpecification } from '@event-driven-io/emmett';
import {
  emptyTemplatePageContent,
  GUIDE_MODULES,
  TemplatePageContentInputSchema,
  type FieldError,
  type TemplateEvent,
  type TemplatePageContent,
} from '@zen/contracts';
import { describe, expect, it } from 'vitest';
import { asStored } from '../testing/as-stored.ts';
import {
  decide,
  DEFAULT_TEMPLATE_DESCRIPTION,
  evolve,
  initialState,
  TemplatePageAlreadyExists,
  TemplatePageNotFound,
  TemplateRuleViolation,
  type TemplateCommand,
} from './template.ts';

const BY = 'admin-1';
const AT = '2024-05-01T09:00:00.000Z';
const LATER = '2024-05-02T09:00:00.000Z';
const meta = { templateId: 1, by: BY, at: AT };

const emmett = DeciderSpecification.for({ decide, evolve, initialState });

/** Emmett's given-when-then, with outcomes compared exactly (see the content decider's tests). */
const given = (history: TemplateEvent[]) => ({
  when: (command: TemplateCommand) => ({
    ...emmett(history).when(command),
    then: (expected: TemplateEvent[]) =>
      expect(decide(command, history.reduce(evolve, initialState()))).toStrictEqual(expected),
  }),
});

const violation =
  (...expected: FieldError[]) =>
  (error: TemplateRuleViolation): boolean => {
    expect(error.errors).toStrictEqual(expected);
    return true;
  };

const content = (input: Record<string, unknown> = {}): TemplatePageContent =>
  TemplatePageContentInputSchema.parse(input);

const templateCreated: TemplateEvent = {
  type: 'TemplateCreated',
  data: {
    templateId: 1,
    name: 'Baseline Template',
    description: DEFAULT_TEMPLATE_DESCRIPTION,
    createdBy: BY,
    createdAt: AT,
  },
};

const leaveSaved = (page: TemplatePageContent, isDraft = true, at = AT): TemplateEvent => ({
  type: 'TemplatePageSaved',
  data: {
    templateId: 1,
    pageId: 'zoho-people--leave',
    moduleId: 'Leave',
    application: 'Zoho People',
    title: 'Zoho People - Leave Module Guide',
    content: page,
    isDraft,
    savedBy: BY,
    savedAt: at,
  },
});

const leavePublished = (at = AT): TemplateEvent => ({
  type: 'TemplatePagePublished',
  data: { templateId: 1, pageId: 'zoho-people--leave', publishedBy: BY, publishedAt: at },
});

const createLeave = (
  page: TemplatePageContent,
  isDraft = true,
  existing: number[] = [],
): TemplateCommand => ({
  type: 'CreateTemplatePage',
  data: {
    ...meta,
    moduleId: 'Leave',
    application: 'Zoho People',
    content: page,
    isDraft,
    existingContentIds: new Set(existing),
  },
});

const updateLeave = (
  change: { content?: TemplatePageContent; isDraft?: boolean; moduleId?: string; application?: string },
  existing: number[] = [],
  at = LATER,
): TemplateCommand => ({
  type: 'UpdateTemplatePage',
  data: { ...meta, at, pageId: 'zoho-people--leave', ...change, existingContentIds: new Set(existing) },
});

describe('template decider: pages', () => {
  it('the first page creates the template, then saves the page as a draft', () => {
    given([])
      .when(createLeave(content({ explainer: 'How leave works' })))
      .then([templateCreated, leaveSaved(content({ explainer: 'How leave works' }))]);
  });

  it('a page saved not as a draft is published at once', () => {
    given([templateCreated])
      .when(createLeave(content(), false))
      .then([leaveSaved(content(), false), leavePublished()]);
  });

  it('sanitises every rich-text field before it is recorded', () => {
    const dirty = content({
      adminResources: { customContent: '<p onclick="x()">Admin<script>steal()</script></p>' },
      troubleshootingGuide: {
        customContent: '<a href="javascript:alert(1)">fix</a>',
        qaItems: [{ question: 'Why?', answer: '<img src=x onerror="alert(1)"><p>Because</p>' }],
      },
      stakeholderHelpGuide: {
        managers: { customContent: '<p><a href="https://help.example">Help</a></p>' },
        employees: { customContent: '<p></p>' },
      },
    });
    given([templateCreated])
      .when(createLeave(dirty))
      .then([
        leaveSaved(
          content({
            adminResources: { customContent: '<p>Admin</p>' },
            troubleshootingGuide: {
              customContent: 'fix',
              qaItems: [{ question: 'Why?', answer: '<p>Because</p>' }],
            },
            stakeholderHelpGuide: {
              managers: {
                customContent:
                  '<p><a href="https://help.example" target="_blank" rel="noopener noreferrer">Help</a></p>',
              },
              employees: { customContent: '' },
            },
          }),
        ),
      ]);
  });

  it('refuses content IDs that name no content, listing each unknown one under its field', () => {
    given([templateCreated])
      .when(
        createLeave(
          content({
            adminResources: { contentIds: '3, 998' },
            stakeholderHelpGuide: { employees: { contentIds: '999, 4, 997' } },
          }),
          true,
          [3, 4],
        ),
      )
      .thenThrows(
        TemplateRuleViolation,
        violation(
          { field: 'content.adminResources.contentIds', message: 'Content ID 998 does not exist' },
          {
            field: 'content.stakeholderHelpGuide.employees.contentIds',
            message: 'These content IDs do not exist: 999, 997',
          },
        ),
      );
  });

  it('refuses a module of another application', () => {
    given([])
      .when({
        type: 'CreateTemplatePage',
        data: {
          ...meta,
          moduleId: 'Jobs',
          application: 'Zoho People',
          content: content(),
          isDraft: true,
          existingContentIds: new Set(),
        },
      })
      .thenThrows(
        TemplateRuleViolation,
        violation({ field: 'moduleId', message: 'Jobs is not a Zoho People module' }),
      );
  });

  it('one page per module: a second create is refused', () => {
    given([templateCreated, leaveSaved(content())])
      .when(createLeave(content()))
      .thenThrows(TemplatePageAlreadyExists);
  });

  it('an update changes what is sent and keeps the rest', () => {
    const page = content({ explainer: 'Before' });
    given([templateCreated, leaveSaved(page)])
      .when(updateLeave({ isDraft: false }))
      .then([leaveSaved(page, false, LATER), leavePublished(LATER)]);
  });

  it('saving what is there records nothing; a published page saved again is not published again', () => {
    const page = content({ explainer: 'Same' });
    given([templateCreated, leaveSaved(page)])
      .when(updateLeave({ content: page }))
      .thenNothingHappened();
    given([templateCreated, leaveSaved(page, false), leavePublished()])
      .when(updateLeave({ content: content({ explainer: 'New' }) }))
      .then([leaveSaved(content({ explainer: 'New' }), false, LATER)]);
  });

  it('saving what is there records nothing whatever the key order of the stored page', () => {
    const page = content({
      explainer: 'Same',
      processes: [{ name: 'Leave approval', workflows: ['Notify'] }],
    });
    given([templateCreated, leaveSaved(asStored(page))])
      .when(updateLeave({ content: page }))
      .thenNothingHappened();
  });

  it('a page put back to draft and published again has a new publication', () => {
    given([templateCreated, leaveSaved(content(), false), leavePublished(), leaveSaved(content(), true)])
      .when(updateLeave({ isDraft: false }))
      .then([leaveSaved(content(), false, LATER), leavePublished(LATER)]);
  });

  it('updating a page that does not exist, or moving it to another module, is refused', () => {
    given([templateCreated])
      .when(updateLeave({ isDraft: false }))
      .thenThrows(TemplatePageNotFound);
    given([templateCreated, leaveSaved(content())])
      .when(updateLeave({ moduleId: 'Attendance', application: 'Zoho Recruit' }))
      .thenThrows(
        TemplateRuleViolation,
        violation(
          { field: 'moduleId', message: "This page is the Leave module's" },
          { field: 'application', message: "This page is Zoho People's" },
        ),
      );
  });
});

describe('template decider: Create Default Modules', () => {
  const createDefaults: TemplateCommand = { type: 'CreateDefaultModules', data: { ...meta, at: LATER } };

  it('saves a draft for every module lacking a page, and only those', () => {
    const events = decide(
      createDefaults,
      [templateCreated, leaveSaved(content({ explainer: 'Kept' }))].reduce(evolve, initialState()),
    );
    const saved = events.flatMap((event) => (event.type === 'TemplatePageSaved' ? [event.data] : []));
    expect(saved).toHaveLength(GUIDE_MODULES.length - 1);
    expect(saved.map((page) => page.moduleId)).not.toContain('Leave');
    expect(
      saved.every(
        (page) => page.isDraft && JSON.stringify(page.content) === JSON.stringify(emptyTemplatePageContent()),
      ),
    ).toBe(true);
    expect(saved.find((page) => page.moduleId === 'Clients & Contacts')).toMatchObject({
      pageId: 'zoho-recruit--clients-contacts',
      application: 'Zoho Recruit',
      title: 'Zoho Recruit - Clients & Contacts Module Guide',
    });
  });

  it('the second time creates nothing', () => {
    const first = decide(createDefaults, initialState());
    expect(first[0]).toEqual({ ...templateCreated, data: { ...templateCreated.data, createdAt: LATER } });
    given(first).when(createDefaults).thenNothingHappened();
  });
});

describe('template decider: details', () => {
  it('renames the template, and records nothing when nothing changes', () => {
    given([templateCreated])
      .when({ type: 'ChangeTemplateDetails', data: { ...meta, at: LATER, name: 'Baseline 2024' } })
      .then([
        {
          type: 'TemplateDetailsChanged',
          data: {
            templateId: 1,
            name: 'Baseline 2024',
            description: DEFAULT_TEMPLATE_DESCRIPTION,
            changedBy: BY,
            changedAt: LATER,
          },
        },
      ]);
    given([templateCreated])
      .when({ type: 'ChangeTemplateDetails', data: { ...meta, name: 'Baseline Template' } })
      .thenNothingHappened();
  });
});
