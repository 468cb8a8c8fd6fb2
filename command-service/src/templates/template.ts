import {
  BASELINE_TEMPLATE_NAME,
  emptyTemplatePageContent,
  GUIDE_MODULES,
  guidePageId,
  isGuideModule,
  templatePageTitle,
  type FieldError,
  type GuideApplication,
  type TemplateEvent,
  type TemplatePageContent,
} from '@zen/contracts';
import { requireStillAsRead } from '../preconditions.ts';
import { sanitizeTemplateContent, unknownContentErrors } from './page-content.ts';
import { sameJson } from '../same-json.ts';

/**
 * The baseline user-guide template (`template-{id}`): one page per module, each a draft until
 * published (spec §2 Baseline template editor, §4). One stream holds the template and all its
 * pages, so "one page per template and module" (spec §3) is decided in one place.
 */

export type TemplatePageState = {
  moduleId: string;
  application: GuideApplication;
  content: TemplatePageContent;
  isDraft: boolean;
  published: boolean;
  /** The page's updatedAt as its read model shows it (when it was last saved): If-Match's check. */
  changedAt: string;
};

export type TemplateState = {
  exists: boolean;
  name: string;
  description: string;
  pages: ReadonlyMap<string, TemplatePageState>;
};

export const DEFAULT_TEMPLATE_DESCRIPTION =
  'The provider’s baseline user guide: one page per module, copied into each company’s guide.';

export const initialState = (): TemplateState => ({
  exists: false,
  name: BASELINE_TEMPLATE_NAME,
  description: DEFAULT_TEMPLATE_DESCRIPTION,
  pages: new Map(),
});

export const evolve = (state: TemplateState, event: TemplateEvent): TemplateState => {
  switch (event.type) {
    case 'TemplateCreated':
    case 'TemplateDetailsChanged':
      return { ...state, exists: true, name: event.data.name, description: event.data.description };
    case 'TemplatePageSaved': {
      const { pageId, moduleId, application, content, isDraft, savedAt } = event.data;
      const pages = new Map(state.pages);
      pages.set(pageId, {
        moduleId,
        application,
        content,
        isDraft,
        published: state.pages.get(pageId)?.published ?? false,
        changedAt: savedAt,
      });
      return { ...state, pages };
    }
    case 'TemplatePagePublished': {
      const page = state.pages.get(event.data.pageId);
      if (!page) return state;
      const pages = new Map(state.pages);
      pages.set(event.data.pageId, { ...page, published: true });
      return { ...state, pages };
    }
  }
};

type Meta = { templateId: number; by: string; at: string };

/**
 * `existingContentIds`: which of the content IDs the page names exist, looked up by the handler
 * (a decider does no I/O). `content` is the contract's parsed output, not yet sanitised.
 */
export type TemplateCommand =
  | {
      type: 'CreateTemplatePage';
      data: Meta & {
        moduleId: string;
        application: GuideApplication;
        content: TemplatePageContent;
        isDraft: boolean;
        existingContentIds: ReadonlySet<number>;
      };
    }
  | {
      type: 'UpdateTemplatePage';
      data: Meta & {
        pageId: string;
        /** The page's updatedAt as the editor read it (If-Match): refused if it changed since. */
        readAs?: string | undefined;
        moduleId?: string;
        application?: string;
        content?: TemplatePageContent;
        isDraft?: boolean;
        existingContentIds: ReadonlySet<number>;
      };
    }
  | { type: 'CreateDefaultModules'; data: Meta }
  | { type: 'ChangeTemplateDetails'; data: Meta & { name?: string; description?: string } };

export class TemplateRuleViolation extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}
export class TemplatePageNotFound extends Error {}
export class TemplatePageAlreadyExists extends Error {}

/** The first change to a template that has no events yet creates it under its default name. */
const created = (state: TemplateState, { templateId, by, at }: Meta): TemplateEvent[] =>
  state.exists
    ? []
    : [
        {
          type: 'TemplateCreated',
          data: {
            templateId,
            name: state.name,
            description: state.description,
            createdBy: by,
            createdAt: at,
          },
        },
      ];

const savePage = (
  state: TemplateState,
  meta: Meta,
  page: {
    pageId: string;
    moduleId: string;
    application: GuideApplication;
    content: TemplatePageContent;
    isDraft: boolean;
  },
): TemplateEvent[] => {
  const before = state.pages.get(page.pageId);
  const content = sanitizeTemplateContent(page.content);
  // Saving what is already there records nothing: the log holds facts, and nothing happened.
  const unchanged = before && before.isDraft === page.isDraft && sameJson(before.content, content);
  if (unchanged) return [];
  const events: TemplateEvent[] = [
    ...created(state, meta),
    {
      type: 'TemplatePageSaved',
      data: {
        templateId: meta.templateId,
        pageId: page.pageId,
        moduleId: page.moduleId,
        application: page.application,
        title: templatePageTitle(page.application, page.moduleId),
        content,
        isDraft: page.isDraft,
        savedBy: meta.by,
        savedAt: meta.at,
      },
    },
  ];
  // Leaving draft publishes the page (again, if it had been published and put back to draft).
  if (!page.isDraft && (!before || before.isDraft || !before.published)) {
    events.push({
      type: 'TemplatePagePublished',
      data: { templateId: meta.templateId, pageId: page.pageId, publishedBy: meta.by, publishedAt: meta.at },
    });
  }
  return events;
};

const checkContentIds = (content: TemplatePageContent, existing: ReadonlySet<number>) => {
  const errors = unknownContentErrors(content, existing);
  if (errors.length > 0) throw new TemplateRuleViolation(errors);
};

export const decide = (command: TemplateCommand, state: TemplateState): TemplateEvent[] => {
  const { data } = command;
  switch (command.type) {
    case 'CreateTemplatePage': {
      const { moduleId, application } = command.data;
      if (!isGuideModule(application, moduleId)) {
        throw new TemplateRuleViolation([
          { field: 'moduleId', message: `${moduleId} is not a ${application} module` },
        ]);
      }
      const pageId = guidePageId(application, moduleId);
      if (state.pages.has(pageId)) {
        throw new TemplatePageAlreadyExists(
          `The template already has a page for ${application} - ${moduleId}`,
        );
      }
      checkContentIds(command.data.content, command.data.existingContentIds);
      return savePage(state, data, {
        pageId,
        moduleId,
        application,
        content: command.data.content,
        isDraft: command.data.isDraft,
      });
    }
    case 'UpdateTemplatePage': {
      const { pageId } = command.data;
      const page = state.pages.get(pageId);
      if (!page) throw new TemplatePageNotFound(`No template page ${pageId}`);
      requireStillAsRead(command.data.readAs, page.changedAt, 'module template');
      // A page is its module's: sending another module or application is a mistake, not a move.
      const moved = [
        ...(command.data.moduleId !== undefined && command.data.moduleId !== page.moduleId
          ? [{ field: 'moduleId', message: `This page is the ${page.moduleId} module's` }]
          : []),
        ...(command.data.application !== undefined && command.data.application !== page.application
          ? [{ field: 'application', message: `This page is ${page.application}'s` }]
          : []),
      ];
      if (moved.length > 0) throw new TemplateRuleViolation(moved);
      const content = command.data.content ?? page.content;
      if (command.data.content) checkContentIds(content, command.data.existingContentIds);
      return savePage(state, data, {
        pageId,
        moduleId: page.moduleId,
        application: page.application,
        content,
        isDraft: command.data.isDraft ?? page.isDraft,
      });
    }
    case 'CreateDefaultModules': {
      // A draft for every module lacking a page, and only those: a second run finds none lacking.
      const missing = GUIDE_MODULES.filter(
        ({ application, moduleId }) => !state.pages.has(guidePageId(application, moduleId)),
      );
      if (missing.length === 0) return [];
      return [
        ...created(state, data),
        ...missing.map(({ application, moduleId }): TemplateEvent => ({
          type: 'TemplatePageSaved',
          data: {
            templateId: data.templateId,
            pageId: guidePageId(application, moduleId),
            moduleId,
            application,
            title: templatePageTitle(application, moduleId),
            content: emptyTemplatePageContent(),
            isDraft: true,
            savedBy: data.by,
            savedAt: data.at,
          },
        })),
      ];
    }
    case 'ChangeTemplateDetails': {
      const name = command.data.name ?? state.name;
      const description = command.data.description ?? state.description;
      if (!state.exists) {
        return [
          {
            type: 'TemplateCreated',
            data: { templateId: data.templateId, name, description, createdBy: data.by, createdAt: data.at },
          },
        ];
      }
      if (name === state.name && description === state.description) return [];
      return [
        {
          type: 'TemplateDetailsChanged',
          data: { templateId: data.templateId, name, description, changedBy: data.by, changedAt: data.at },
        },
      ];
    }
  }
};
