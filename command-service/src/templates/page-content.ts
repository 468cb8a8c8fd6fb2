import { unknownContentIdsMessage, type FieldError, type TemplatePageContent } from '@zen/contracts';
import { normaliseRichText } from '../rich-text/sanitize.ts';

/** Every rich-text field of a template page, sanitised (DESIGN §8). */
export const sanitizeTemplateContent = (content: TemplatePageContent): TemplatePageContent => {
  const section = ({ contentIds, customContent }: { contentIds: number[]; customContent: string }) => ({
    contentIds,
    customContent: normaliseRichText(customContent),
  });
  return {
    ...content,
    adminResources: section(content.adminResources),
    troubleshootingGuide: {
      ...section(content.troubleshootingGuide),
      qaItems: content.troubleshootingGuide.qaItems.map(({ question, answer }) => ({
        question,
        answer: normaliseRichText(answer),
      })),
    },
    stakeholderHelpGuide: {
      managers: section(content.stakeholderHelpGuide.managers),
      employees: section(content.stakeholderHelpGuide.employees),
    },
  };
};

/** The page's content ID fields, each with the request path a form shows its error under. */
const contentIdFields = (content: TemplatePageContent): { field: string; ids: number[] }[] => [
  { field: 'content.adminResources.contentIds', ids: content.adminResources.contentIds },
  { field: 'content.troubleshootingGuide.contentIds', ids: content.troubleshootingGuide.contentIds },
  {
    field: 'content.stakeholderHelpGuide.managers.contentIds',
    ids: content.stakeholderHelpGuide.managers.contentIds,
  },
  {
    field: 'content.stakeholderHelpGuide.employees.contentIds',
    ids: content.stakeholderHelpGuide.employees.contentIds,
  },
];

export const referencedContentIds = (content: TemplatePageContent): number[] => [
  ...new Set(contentIdFields(content).flatMap(({ ids }) => ids)),
];

/** One error per field that names content which does not exist, listing every unknown id. */
export const unknownContentErrors = (
  content: TemplatePageContent,
  existing: ReadonlySet<number>,
): FieldError[] =>
  contentIdFields(content).flatMap(({ field, ids }) => {
    const unknown = ids.filter((id) => !existing.has(id));
    return unknown.length > 0 ? [{ field, message: unknownContentIdsMessage(unknown) }] : [];
  });
