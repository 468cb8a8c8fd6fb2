import {
  isPublishedPage,
  formatIdList,
  type TemplatePage,
  type TemplatePageContent,
  type TemplatePageContentInput,
} from '@zen/contracts';

/**
 * The module template form's values and the request they become. The form edits lists of names
 * as lists of `{ value }` (react-hook-form's field arrays hold objects) and content IDs as the
 * text typed ('12, 7, 31'); the server splits, trims and checks them (spec §5).
 */
type Named = { value: string };
type Section = { contentIds: string; customContent: string };

export type TemplateProcessValues = {
  name: string;
  description: string;
  triggeredBy: string;
  triggeredWhen: string;
  triggeredHow: string;
  workflows: Named[];
  templates: Named[];
};

export type TemplateFormValues = {
  /** The 'Ready' switch: a ready page is published (not a draft). */
  ready: boolean;
  content: {
    explainer: string;
    zohoAdminGuideUrl: string;
    adminResources: Section;
    troubleshootingGuide: Section & { qaItems: { question: string; answer: string }[] };
    reports: Named[];
    stakeholderHelpGuide: { managers: Section; employees: Section };
    buttons: Named[];
    processes: TemplateProcessValues[];
  };
};

const named = (values: readonly string[]): Named[] => values.map((value) => ({ value }));
const names = (values: readonly Named[] | undefined): string[] =>
  (values ?? []).map(({ value }) => value ?? '');
const section = ({
  contentIds,
  customContent,
}: {
  contentIds: number[];
  customContent: string;
}): Section => ({
  contentIds: formatIdList(contentIds),
  customContent,
});

const EMPTY_SECTION = { contentIds: [], customContent: '' };

export const toTemplateFormValues = (page: TemplatePage | undefined): TemplateFormValues => {
  const content: TemplatePageContent | undefined = page?.content;
  return {
    ready: page ? isPublishedPage(page) : false,
    content: {
      explainer: content?.explainer ?? '',
      zohoAdminGuideUrl: content?.zohoAdminGuideUrl ?? '',
      adminResources: section(content?.adminResources ?? EMPTY_SECTION),
      troubleshootingGuide: {
        ...section(content?.troubleshootingGuide ?? EMPTY_SECTION),
        qaItems: content?.troubleshootingGuide.qaItems.map((item) => ({ ...item })) ?? [],
      },
      reports: named(content?.reports ?? []),
      stakeholderHelpGuide: {
        managers: section(content?.stakeholderHelpGuide.managers ?? EMPTY_SECTION),
        employees: section(content?.stakeholderHelpGuide.employees ?? EMPTY_SECTION),
      },
      buttons: named(content?.buttons ?? []),
      processes:
        content?.processes.map((process) => ({
          ...process,
          workflows: named(process.workflows),
          templates: named(process.templates),
        })) ?? [],
    },
  };
};

export const toTemplateRequest = (
  values: TemplateFormValues,
): { isDraft: boolean; content: TemplatePageContentInput } => {
  const { content } = values;
  return {
    isDraft: !values.ready,
    content: {
      explainer: content.explainer ?? '',
      zohoAdminGuideUrl: content.zohoAdminGuideUrl ?? '',
      adminResources: content.adminResources,
      troubleshootingGuide: {
        ...content.troubleshootingGuide,
        qaItems: (content.troubleshootingGuide.qaItems ?? []).map(({ question, answer }) => ({
          question: question ?? '',
          answer: answer ?? '',
        })),
      },
      reports: names(content.reports),
      stakeholderHelpGuide: content.stakeholderHelpGuide,
      buttons: names(content.buttons),
      processes: (content.processes ?? []).map((process) => ({
        name: process.name ?? '',
        description: process.description ?? '',
        triggeredBy: process.triggeredBy ?? '',
        triggeredWhen: process.triggeredWhen ?? '',
        triggeredHow: process.triggeredHow ?? '',
        workflows: names(process.workflows),
        templates: names(process.templates),
      })),
    },
  };
};
