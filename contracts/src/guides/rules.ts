import { MODULES_BY_APPLICATION } from '../enumerations.ts';

/**
 * The rules of user-guide templates and company user guides (spec §2 User Guide Management and
 * Baseline template editor, §3, §5, §9). Pure, so the console, the deciders and the tests agree.
 */

/** New guides are built from the baseline template, id 1 (spec §9). */
export const BASELINE_TEMPLATE_ID = 1;
export const BASELINE_TEMPLATE_NAME = 'Baseline Template';

/** The template editor's tabs (spec §2): a guide is written for the two Zoho applications. */
export const GUIDE_APPLICATIONS = ['Zoho People', 'Zoho Recruit'] as const;
export type GuideApplication = (typeof GUIDE_APPLICATIONS)[number];

export const isGuideModule = (application: GuideApplication, moduleId: string): boolean =>
  MODULES_BY_APPLICATION[application].includes(moduleId);

/** Every module a guide can have, in the editor's order: People's, then Recruit's. */
export const GUIDE_MODULES: readonly { application: GuideApplication; moduleId: string }[] =
  GUIDE_APPLICATIONS.flatMap((application) =>
    MODULES_BY_APPLICATION[application].map((moduleId) => ({ application, moduleId })),
  );

/**
 * Who section 4 (Stakeholder Help Guide) is written for: managers and employees in People,
 * hiring managers and clients in Recruit. Both are stored as `managers` and `employees` (spec §3).
 */
export const STAKEHOLDERS: Record<GuideApplication, { managers: string; employees: string }> = {
  'Zoho People': { managers: 'Managers', employees: 'Employees' },
  'Zoho Recruit': { managers: 'Hiring Managers', employees: 'Clients' },
};

export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const MISSING_INFORMATION_MESSAGE = 'Please select a company and enter a title.';
export const NO_MODULES_MESSAGE = 'Please select at least one module.';

/**
 * Whether a guide or template page is published (spec §4): not a draft, and with publishedAt.
 * Only such guide pages reach the company's people; the server's reads ask the same in SQL.
 */
export const isPublishedPage = (page: { isDraft: boolean; publishedAt: string | null }): boolean =>
  !page.isDraft && page.publishedAt !== null;

/** A guide's title when none is entered (spec §5). */
export const defaultGuideTitle = (companyName: string): string => `${companyName} User Guide`;

/** Every template page is titled after its module (spec §7). */
export const templatePageTitle = (application: string, moduleId: string): string =>
  `${application} - ${moduleId} Module Guide`;

const slugPart = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A page's id: its application and module, which are unique per template and per guide (spec §3
 * user_guide_template_pages, user_guide_pages), e.g. 'zoho-recruit--clients-contacts'. Derived,
 * not drawn, so creating the same module twice names the same page.
 */
export const guidePageId = (application: string, moduleId: string): string =>
  `${slugPart(application)}--${slugPart(moduleId)}`;

/** Template ID fields (spec §5): split on commas, trimmed, blanks dropped. */
export const splitIdList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Content IDs as typed ('12, 7,,31') or as a list: the positive whole numbers in order, each
 * once, and what was not one (`invalid`), so a form can name it.
 */
export const parseContentIdList = (
  input: string | readonly (string | number)[],
): { ids: number[]; invalid: string[] } => {
  const parts = typeof input === 'string' ? splitIdList(input) : input.map((part) => String(part).trim());
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    if (!/^\d{1,9}$/.test(part) || Number(part) === 0) invalid.push(part);
    else if (!ids.includes(Number(part))) ids.push(Number(part));
  }
  return { ids, invalid };
};

/** The list back as the form shows it. */
export const formatIdList = (ids: readonly number[]): string => ids.join(', ');

/** The decider's refusal when IDs name no content: every unknown one, so it can be fixed at once. */
export const unknownContentIdsMessage = (ids: readonly number[]): string =>
  ids.length === 1
    ? `Content ID ${ids[0]} does not exist`
    : `These content IDs do not exist: ${ids.join(', ')}`;
