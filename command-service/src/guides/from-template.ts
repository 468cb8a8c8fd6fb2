import {
  guidePageId,
  templatePageTitle,
  type GuideModuleChoice,
  type GuideModulePage,
  type GuidePageContent,
  type TemplatePageContent,
  type TemplateProcess,
} from '@zen/contracts';
import type { CatalogueEntry } from '../content/catalogue-entries.ts';
import { escapeHtml } from '../rich-text/sanitize.ts';

/**
 * A company's page for a module, made from the template's page for it (issue 10): the template
 * is written per module, the guide per audience. Content IDs become links to the items as they
 * are now; the decider sanitises the result like any other rich text.
 */

/**
 * Links to the named items that still exist, under a heading; nothing when there are none. A
 * video's link names its content id, so the customer app plays it in its own player (badged
 * 'User Guide', and credited when watched); the address stays for a link opened in a new tab.
 */
const relatedHelp = (ids: readonly number[], catalogue: ReadonlyMap<number, CatalogueEntry>): string => {
  const items = ids.flatMap((id) => {
    const entry = catalogue.get(id);
    return entry ? [entry] : [];
  });
  if (items.length === 0) return '';
  const links = items
    .map((item) => {
      const video = item.type === 'Video';
      const id = video ? ` data-content-id="${item.id}"` : '';
      return `<li><a href="${escapeHtml(item.url)}"${id}>${escapeHtml(item.title)}</a> (${video ? 'video' : 'article'})</li>`;
    })
    .join('');
  return `<h3>Related help</h3><ul>${links}</ul>`;
};

const section = (
  { contentIds, customContent }: { contentIds: number[]; customContent: string },
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): string => `${customContent}${relatedHelp(contentIds, catalogue)}`;

const questionsAndAnswers = (items: TemplatePageContent['troubleshootingGuide']['qaItems']): string =>
  items.length === 0
    ? ''
    : `<h3>Questions and answers</h3>${items
        .map(({ question, answer }) => `<h4>${escapeHtml(question)}</h4>${answer}`)
        .join('')}`;

/** When it starts, in one line: when, and how if the template says. */
const triggerOf = (process: TemplateProcess): string =>
  [process.triggeredWhen, process.triggeredHow].filter((part) => part !== '').join(' — ');

export const emptyGuidePageContent = (): GuidePageContent => ({
  explainer: '',
  zohoAdminGuideUrl: null,
  managerContent: '',
  employeeContent: '',
  adminContent: '',
  troubleshooting: '',
  processes: [],
  reports: [],
});

export const guideContentFromTemplate = (
  content: TemplatePageContent,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): GuidePageContent => ({
  explainer: content.explainer,
  zohoAdminGuideUrl: content.zohoAdminGuideUrl,
  managerContent: section(content.stakeholderHelpGuide.managers, catalogue),
  employeeContent: section(content.stakeholderHelpGuide.employees, catalogue),
  adminContent: section(content.adminResources, catalogue),
  troubleshooting: `${section(content.troubleshootingGuide, catalogue)}${questionsAndAnswers(content.troubleshootingGuide.qaItems)}`,
  // Buttons name what staff configure in Zoho; each company process links its own button instead.
  processes: content.processes.map((process) => ({
    name: process.name,
    description: process.description,
    trigger: triggerOf(process),
    triggeredBy: process.triggeredBy,
    workflows: process.workflows,
    templates: process.templates,
    videoContentId: null,
    videoUrl: null,
    actionButton: null,
  })),
  reports: content.reports.map((name) => ({ name, url: null })),
});

/** A selected module's page: from its template page, or empty when the template has none yet. */
export const guidePageFromTemplate = (
  choice: GuideModuleChoice,
  templateContent: TemplatePageContent | undefined,
  catalogue: ReadonlyMap<number, CatalogueEntry>,
): GuideModulePage => ({
  pageId: guidePageId(choice.application, choice.moduleId),
  moduleId: choice.moduleId,
  application: choice.application,
  title: templatePageTitle(choice.application, choice.moduleId),
  content: templateContent ? guideContentFromTemplate(templateContent, catalogue) : emptyGuidePageContent(),
});
