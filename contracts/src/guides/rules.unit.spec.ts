import { describe, expect, it } from 'vitest';
import { companySlug } from '../content/rules.ts';
import {
  AddGuideModulesRequestSchema,
  CreateGuideRequestSchema,
  GuidePageContentInputSchema,
} from './guide.ts';
import {
  defaultGuideTitle,
  GUIDE_MODULES,
  guidePageId,
  MISSING_INFORMATION_MESSAGE,
  NO_MODULES_MESSAGE,
  parseContentIdList,
  splitIdList,
  templatePageTitle,
  unknownContentIdsMessage,
} from './rules.ts';
import { TemplatePageContentInputSchema, TemplatePageCreateRequestSchema } from './template.ts';

describe('company slug (spec §2)', () => {
  it.each([
    ['Acme Corporation', 'acme-corporation'],
    ['  Globex Ltd. ', 'globex-ltd'],
    ['AT&T Business (UK)', 'at-t-business-uk'],
    ['Initech', 'initech'],
    ['', 'default'],
    [null, 'default'],
  ])('%j -> %s', (name, slug) => {
    expect(companySlug(name)).toBe(slug);
  });
});

describe('template ID fields (spec §5)', () => {
  it('split on commas, trimmed, blanks dropped', () => {
    expect(splitIdList(' 12, 7 ,, 31 ,')).toEqual(['12', '7', '31']);
    expect(splitIdList('')).toEqual([]);
    expect(splitIdList(' , ,')).toEqual([]);
  });

  it('keep positive whole numbers once, in order, and name what is not one', () => {
    expect(parseContentIdList('12, 7, 12, 31')).toEqual({ ids: [12, 7, 31], invalid: [] });
    expect(parseContentIdList('4, abc, -2, 0, 5.5, 9')).toEqual({
      ids: [4, 9],
      invalid: ['abc', '-2', '0', '5.5'],
    });
    expect(parseContentIdList([3, '8', ' 3 '])).toEqual({ ids: [3, 8], invalid: [] });
  });

  it('reach the contract as numbers, or as a 400 naming the bad parts', () => {
    const parsed = TemplatePageContentInputSchema.parse({ adminResources: { contentIds: '5, 6,,' } });
    expect(parsed.adminResources.contentIds).toEqual([5, 6]);
    const refused = TemplatePageContentInputSchema.safeParse({ adminResources: { contentIds: '5, six' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['adminResources', 'contentIds']);
    expect(refused.error?.issues[0]?.message).toContain('six');
  });

  it('an unknown-IDs refusal lists every unknown one', () => {
    expect(unknownContentIdsMessage([999])).toBe('Content ID 999 does not exist');
    expect(unknownContentIdsMessage([998, 999])).toBe('These content IDs do not exist: 998, 999');
  });
});

describe('template pages', () => {
  it('are titled after their module', () => {
    expect(templatePageTitle('Zoho People', 'Leave')).toBe('Zoho People - Leave Module Guide');
  });

  it('have an id per application and module, unique over every module', () => {
    expect(guidePageId('Zoho Recruit', 'Clients & Contacts')).toBe('zoho-recruit--clients-contacts');
    const ids = GUIDE_MODULES.map((m) => guidePageId(m.application, m.moduleId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('an empty page parses to every section, empty', () => {
    const content = TemplatePageContentInputSchema.parse({});
    expect(content.stakeholderHelpGuide.employees).toEqual({ contentIds: [], customContent: '' });
    expect(content.troubleshootingGuide.qaItems).toEqual([]);
    expect(content.zohoAdminGuideUrl).toBeNull();
  });

  it('a module belongs to its application', () => {
    const refused = TemplatePageCreateRequestSchema.safeParse({
      moduleId: 'Leave',
      application: 'Zoho Recruit',
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['moduleId'], message: 'Leave is not a Zoho Recruit module' }),
    ]);
    expect(
      TemplatePageCreateRequestSchema.safeParse({ moduleId: 'Jobs', application: 'Zoho Recruit' }).success,
    ).toBe(true);
  });

  it('lists of names are trimmed and blanks dropped', () => {
    const content = TemplatePageContentInputSchema.parse({
      reports: [' Leave balance ', '', '  '],
      processes: [{ name: 'Apply leave', workflows: ['Notify manager', ' '], templates: [] }],
    });
    expect(content.reports).toEqual(['Leave balance']);
    expect(content.processes[0]?.workflows).toEqual(['Notify manager']);
  });
});

describe('guide creation (spec §5)', () => {
  const modules = [{ moduleId: 'Leave', application: 'Zoho People' }];

  it('requires a company, in the spec’s words', () => {
    const refused = CreateGuideRequestSchema.safeParse({ companyName: '  ', title: 'Guide', modules });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['companyName'], message: MISSING_INFORMATION_MESSAGE }),
    ]);
  });

  it('defaults the title to "{company} User Guide"', () => {
    expect(defaultGuideTitle('Acme Corporation')).toBe('Acme Corporation User Guide');
    expect(CreateGuideRequestSchema.parse({ companyName: 'Acme Corporation', modules }).title).toBe(
      'Acme Corporation User Guide',
    );
    expect(CreateGuideRequestSchema.parse({ companyName: 'Acme', title: ' Our guide ', modules }).title).toBe(
      'Our guide',
    );
  });

  it('asks only company and title: modules may be added later, each of its application, each once', () => {
    expect(CreateGuideRequestSchema.parse({ companyName: 'Acme' }).modules).toEqual([]);
    expect(
      CreateGuideRequestSchema.safeParse({
        companyName: 'Acme',
        modules: [{ moduleId: 'Jobs', application: 'Zoho People' }],
      }).error?.issues[0]?.message,
    ).toBe('Jobs is not a Zoho People module');
    expect(
      CreateGuideRequestSchema.safeParse({ companyName: 'Acme', modules: [...modules, ...modules] }).error
        ?.issues[0]?.message,
    ).toBe('A module is selected twice');
  });
});

describe('adding modules to a guide', () => {
  const leave = { moduleId: 'Leave', application: 'Zoho People' };

  it('needs at least one module, in the create dialog’s words', () => {
    for (const body of [{}, { modules: [] }, { modules: 'Leave' }]) {
      expect(AddGuideModulesRequestSchema.safeParse(body).error?.issues[0]).toEqual(
        expect.objectContaining({ path: ['modules'], message: NO_MODULES_MESSAGE }),
      );
    }
  });

  it('takes each module of its application once', () => {
    expect(AddGuideModulesRequestSchema.parse({ modules: [leave] }).modules).toEqual([leave]);
    expect(
      AddGuideModulesRequestSchema.safeParse({ modules: [{ moduleId: 'Jobs', application: 'Zoho People' }] })
        .error?.issues[0]?.message,
    ).toBe('Jobs is not a Zoho People module');
    expect(
      AddGuideModulesRequestSchema.safeParse({ modules: [leave, leave] }).error?.issues[0]?.message,
    ).toBe('A module is selected twice');
  });
});

describe('guide page content', () => {
  it('an action button needs both a name and an http(s) URL; both blank is none', () => {
    const base = { name: 'Apply for leave' };
    expect(
      GuidePageContentInputSchema.parse({ processes: [{ ...base, actionButton: { name: '', url: '' } }] })
        .processes[0]?.actionButton,
    ).toBeNull();
    const refused = GuidePageContentInputSchema.safeParse({
      processes: [{ ...base, actionButton: { name: 'Open', url: 'javascript:alert(1)' } }],
    });
    expect(refused.error?.issues[0]?.path).toEqual(['processes', 0, 'actionButton', 'url']);
  });

  it('a video is a content id, or none when blank', () => {
    const parsed = GuidePageContentInputSchema.parse({
      processes: [
        { name: 'A', videoContentId: '12' },
        { name: 'B', videoContentId: '' },
      ],
    });
    expect(parsed.processes.map((p) => p.videoContentId)).toEqual([12, null]);
    const refused = GuidePageContentInputSchema.safeParse({
      processes: [{ name: 'A', videoContentId: 'abc' }],
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'A video is given by its content ID (a whole number), or left blank for none',
    ]);
  });
});
