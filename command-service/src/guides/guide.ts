import {
  companySlug,
  isGuideModule,
  MISSING_INFORMATION_MESSAGE,
  NO_MODULES_MESSAGE,
  unknownContentIdsMessage,
  type FieldError,
  type GuideApplication,
  type GuideEvent,
  type GuideModulePage,
  type GuidePageContent,
} from '@zen/contracts';
import { requireStillAsRead } from '../preconditions.ts';
import type { CatalogueEntry } from '../content/catalogue-entries.ts';
import { normaliseRichText } from '../rich-text/sanitize.ts';
import { sameJson } from '../same-json.ts';

/**
 * A company's user guide (`guide-{id}`, spec §2 User Guide Management, §4). Its id is the company
 * slug, so the stream itself is the uniqueness check the spec asks of `companySlug`: a second guide
 * for the same slug finds the first one's events and is refused.
 */

export type GuidePageState = {
  moduleId: string;
  application: GuideApplication;
  content: GuidePageContent;
  published: boolean;
  /** The page's updatedAt as its read model shows it (the same event times): If-Match's check. */
  changedAt: string;
};

export type GuideDetails = {
  title: string;
  description: string;
  contactName: string | null;
  contactEmail: string | null;
};

export type GuideState =
  | { exists: false }
  | {
      exists: true;
      companyName: string;
      details: GuideDetails;
      isActive: boolean;
      pages: ReadonlyMap<string, GuidePageState>;
      /** E-mails granted access besides the company's own people. */
      access: ReadonlySet<string>;
      /**
       * The guide's updatedAt as its read model shows it: the time of its last change of details,
       * modules, a page or its status (not of access, which has its own times). If-Match's check
       * for an edit of its details.
       */
      changedAt: string;
    };

export const initialState = (): GuideState => ({ exists: false });

const withPage = (
  state: GuideState,
  pageId: string,
  change: (page: GuidePageState) => GuidePageState,
): GuideState => {
  if (!state.exists) return state;
  const page = state.pages.get(pageId);
  if (!page) return state;
  const pages = new Map(state.pages);
  const changed = change(page);
  pages.set(pageId, changed);
  return { ...state, pages, changedAt: changed.changedAt };
};

/** A module's page as it is made, for a new guide or one added later: a draft. */
const unpublishedPage = (m: GuideModulePage, at: string): GuidePageState => ({
  moduleId: m.moduleId,
  application: m.application,
  content: m.content,
  published: false,
  changedAt: at,
});

export const evolve = (state: GuideState, event: GuideEvent): GuideState => {
  switch (event.type) {
    case 'GuideCreated': {
      const { companyName, title, description, contactEmail, modules, createdAt } = event.data;
      return {
        exists: true,
        companyName,
        details: { title, description, contactName: null, contactEmail },
        isActive: true,
        pages: new Map(modules.map((m) => [m.pageId, unpublishedPage(m, createdAt)])),
        access: new Set(),
        changedAt: createdAt,
      };
    }
    case 'GuideModulesAdded': {
      if (!state.exists) return state;
      const pages = new Map(state.pages);
      for (const m of event.data.modules) pages.set(m.pageId, unpublishedPage(m, event.data.addedAt));
      return { ...state, pages, changedAt: event.data.addedAt };
    }
    case 'GuidePageRemoved': {
      if (!state.exists) return state;
      const pages = new Map(state.pages);
      pages.delete(event.data.pageId);
      return { ...state, pages, changedAt: event.data.removedAt };
    }
    case 'GuideDetailsEdited': {
      if (!state.exists) return state;
      const { title, description, contactName, contactEmail, editedAt } = event.data;
      return { ...state, details: { title, description, contactName, contactEmail }, changedAt: editedAt };
    }
    case 'GuidePageEdited':
      return withPage(state, event.data.pageId, (page) => ({
        ...page,
        content: event.data.content,
        changedAt: event.data.editedAt,
      }));
    case 'GuidePagePublished':
      return withPage(state, event.data.pageId, (page) => ({
        ...page,
        published: true,
        changedAt: event.data.publishedAt,
      }));
    case 'GuidePageUnpublished':
      return withPage(state, event.data.pageId, (page) => ({
        ...page,
        published: false,
        changedAt: event.data.unpublishedAt,
      }));
    case 'GuideDeactivated':
      return state.exists ? { ...state, isActive: false, changedAt: event.data.deactivatedAt } : state;
    case 'GuideActivated':
      return state.exists ? { ...state, isActive: true, changedAt: event.data.activatedAt } : state;
    case 'GuideAccessGranted':
      return state.exists ? { ...state, access: new Set([...state.access, event.data.email]) } : state;
    case 'GuideAccessRevoked': {
      if (!state.exists) return state;
      const access = new Set(state.access);
      access.delete(event.data.email);
      return { ...state, access };
    }
  }
};

type Meta = { guideId: string; by: string; at: string };

export type GuideCommand =
  | {
      type: 'CreateGuide';
      data: Meta & {
        companyName: string;
        title: string;
        description: string;
        templateId: number;
        contactEmail: string | null;
        /** The selected modules' pages, made from the template by the handler. */
        modules: GuideModulePage[];
      };
    }
  | {
      type: 'AddGuideModules';
      /** The added modules' pages, made from the template by the handler. */
      data: Meta & { modules: GuideModulePage[] };
    }
  | { type: 'RemoveGuidePage'; data: Meta & { pageId: string } }
  | {
      type: 'EditGuideDetails';
      /** `readAs`: the guide's updatedAt as the editor read it (If-Match): refused if it changed since. */
      data: Meta & Partial<GuideDetails> & { readAs?: string | undefined };
    }
  | {
      type: 'EditGuidePage';
      data: Meta & {
        pageId: string;
        /** The page's updatedAt as the editor read it (If-Match): refused if it changed since. */
        readAs?: string | undefined;
        content: GuidePageContent;
        /** The catalogue items the processes name as videos, looked up by the handler. */
        videos: ReadonlyMap<number, CatalogueEntry>;
      };
    }
  | { type: 'PublishGuidePage'; data: Meta & { pageId: string } }
  | { type: 'UnpublishGuidePage'; data: Meta & { pageId: string } }
  | { type: 'DeactivateGuide'; data: Meta }
  | { type: 'ActivateGuide'; data: Meta }
  | { type: 'GrantGuideAccess'; data: Meta & { email: string; companyName: string | null } }
  | { type: 'RevokeGuideAccess'; data: Meta & { email: string } };

export class GuideRuleViolation extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => `${e.field}: ${e.message}`).join('; '));
  }
}
export class GuideNotFound extends Error {}
export class GuidePageNotFound extends Error {}
export class GuideAlreadyExists extends Error {}

/** Every rich-text field of a guide page, sanitised (DESIGN §8). */
export const sanitizeGuideContent = (content: GuidePageContent): GuidePageContent => ({
  ...content,
  managerContent: normaliseRichText(content.managerContent),
  employeeContent: normaliseRichText(content.employeeContent),
  adminContent: normaliseRichText(content.adminContent),
  troubleshooting: normaliseRichText(content.troubleshooting),
});

/**
 * A process's video is a catalogue video: it plays in the video modal and earns completion, so
 * its URL is the item's, whatever was sent.
 */
const withVideos = (
  content: GuidePageContent,
  videos: ReadonlyMap<number, CatalogueEntry>,
): GuidePageContent => {
  const errors: FieldError[] = [];
  const processes = content.processes.map((process, index) => {
    if (process.videoContentId === null) return process;
    const video = videos.get(process.videoContentId);
    const field = `content.processes.${index}.videoContentId`;
    if (!video) errors.push({ field, message: unknownContentIdsMessage([process.videoContentId]) });
    else if (video.type !== 'Video')
      errors.push({ field, message: `Content ${video.id} is an article, not a video` });
    return video ? { ...process, videoUrl: video.url } : process;
  });
  if (errors.length > 0) throw new GuideRuleViolation(errors);
  return { ...content, processes };
};

const validateCreation = (data: Extract<GuideCommand, { type: 'CreateGuide' }>['data']) => {
  const errors: FieldError[] = [];
  if (data.companyName.trim() === '')
    errors.push({ field: 'companyName', message: MISSING_INFORMATION_MESSAGE });
  else if (companySlug(data.companyName) !== data.guideId) {
    errors.push({ field: 'companyName', message: 'The guide id must be the company name’s slug' });
  }
  if (data.title.trim() === '') errors.push({ field: 'title', message: MISSING_INFORMATION_MESSAGE });
  errors.push(...moduleErrors(data.modules, new Map()));
  if (errors.length > 0) throw new GuideRuleViolation(errors);
};

/** Each page must be a module of its application, and one the guide does not have yet. */
const moduleErrors = (
  modules: readonly GuideModulePage[],
  existing: ReadonlyMap<string, GuidePageState>,
): FieldError[] =>
  modules.flatMap((page, index) => {
    const field = `modules.${index}.moduleId`;
    if (!isGuideModule(page.application, page.moduleId))
      return [{ field, message: `${page.moduleId} is not a ${page.application} module` }];
    if (existing.has(page.pageId))
      return [{ field, message: `${page.application} ${page.moduleId} is already in this guide` }];
    return [];
  });

const sanitizePages = (modules: readonly GuideModulePage[]): GuideModulePage[] =>
  modules.map((page) => ({ ...page, content: sanitizeGuideContent(page.content) }));

export const decide = (command: GuideCommand, state: GuideState): GuideEvent[] => {
  const { guideId, by, at } = command.data;
  if (command.type === 'CreateGuide') {
    const { data } = command;
    if (state.exists) {
      throw new GuideAlreadyExists(
        `${state.companyName} already has a user guide at /userguide/${guideId}: edit that guide instead of creating another`,
      );
    }
    validateCreation(data);
    return [
      {
        type: 'GuideCreated',
        data: {
          guideId,
          companyName: data.companyName,
          companySlug: guideId,
          title: data.title,
          description: data.description,
          templateId: data.templateId,
          contactEmail: data.contactEmail,
          modules: sanitizePages(data.modules),
          createdBy: by,
          createdAt: at,
        },
      },
    ];
  }

  if (!state.exists) throw new GuideNotFound(`No user guide ${guideId}`);
  const page = (pageId: string) => {
    const found = state.pages.get(pageId);
    if (!found) throw new GuidePageNotFound(`The guide ${guideId} has no page ${pageId}`);
    return found;
  };

  switch (command.type) {
    case 'AddGuideModules': {
      const { modules } = command.data;
      const errors =
        modules.length === 0
          ? [{ field: 'modules', message: NO_MODULES_MESSAGE }]
          : moduleErrors(modules, state.pages);
      if (errors.length > 0) throw new GuideRuleViolation(errors);
      return [
        {
          type: 'GuideModulesAdded',
          data: { guideId, modules: sanitizePages(modules), addedBy: by, addedAt: at },
        },
      ];
    }
    case 'RemoveGuidePage': {
      const { pageId } = command.data;
      page(pageId);
      return [{ type: 'GuidePageRemoved', data: { guideId, pageId, removedBy: by, removedAt: at } }];
    }
    case 'EditGuideDetails': {
      const change = command.data;
      requireStillAsRead(change.readAs, state.changedAt, 'guide');
      const details: GuideDetails = {
        title: change.title ?? state.details.title,
        description: change.description ?? state.details.description,
        contactName:
          change.contactName === undefined ? state.details.contactName : change.contactName || null,
        contactEmail:
          change.contactEmail === undefined ? state.details.contactEmail : change.contactEmail || null,
      };
      if (sameJson(details, state.details)) return [];
      return [{ type: 'GuideDetailsEdited', data: { guideId, ...details, editedBy: by, editedAt: at } }];
    }
    case 'EditGuidePage': {
      const { pageId } = command.data;
      const before = page(pageId);
      requireStillAsRead(command.data.readAs, before.changedAt, 'module');
      const content = sanitizeGuideContent(withVideos(command.data.content, command.data.videos));
      if (sameJson(content, before.content)) return [];
      return [{ type: 'GuidePageEdited', data: { guideId, pageId, content, editedBy: by, editedAt: at } }];
    }
    case 'PublishGuidePage': {
      const { pageId } = command.data;
      if (page(pageId).published) return [];
      return [{ type: 'GuidePagePublished', data: { guideId, pageId, publishedBy: by, publishedAt: at } }];
    }
    case 'UnpublishGuidePage': {
      const { pageId } = command.data;
      if (!page(pageId).published) return [];
      return [
        { type: 'GuidePageUnpublished', data: { guideId, pageId, unpublishedBy: by, unpublishedAt: at } },
      ];
    }
    case 'DeactivateGuide':
      return state.isActive
        ? [{ type: 'GuideDeactivated', data: { guideId, deactivatedBy: by, deactivatedAt: at } }]
        : [];
    case 'ActivateGuide':
      return state.isActive
        ? []
        : [{ type: 'GuideActivated', data: { guideId, activatedBy: by, activatedAt: at } }];
    case 'GrantGuideAccess': {
      const { email, companyName } = command.data;
      if (state.access.has(email)) return [];
      return [
        { type: 'GuideAccessGranted', data: { guideId, email, companyName, grantedBy: by, grantedAt: at } },
      ];
    }
    case 'RevokeGuideAccess': {
      const { email } = command.data;
      if (!state.access.has(email)) return [];
      return [{ type: 'GuideAccessRevoked', data: { guideId, email, revokedBy: by, revokedAt: at } }];
    }
  }
};
