import { Router, type Request } from 'express';
import {
  BASELINE_TEMPLATE_ID,
  PreconditionHeadersSchema,
  DefaultModulesRequestSchema,
  guidePageId,
  TemplateDetailsPatchRequestSchema,
  TemplatePageCreateRequestSchema,
  TemplatePageIdParamsSchema,
  TemplatePagePatchRequestSchema,
  type DefaultModulesResponse,
  type TemplatePageContent,
} from '@zen/contracts';
import { currentUser, HttpProblem, parseBody, parseHeaders, parseParams, requireAdmin } from '@zen/platform';
import { findTemplatePage, findTemplatePages, readTemplate } from '@zen/projections';
import { loadCatalogueEntries } from '../content/catalogue-entries.ts';
import { executeTemplateCommand, type TemplateCommandDeps } from './handler.ts';
import { referencedContentIds } from './page-content.ts';
import {
  TemplatePageAlreadyExists,
  TemplatePageNotFound,
  TemplateRuleViolation,
  type TemplateCommand,
} from './template.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

const WORDING: CommandWording = {
  raced: 'Someone else changed the template at the same time. Please try again.',
  lagging: 'The template was saved but may take a moment to show',
};

/** Maps the decider's refusals to HTTP; anything else is unexpected. */
const run = async (deps: TemplateCommandDeps, command: TemplateCommand) => {
  try {
    return await executeTemplateCommand(deps, command);
  } catch (error) {
    if (error instanceof TemplateRuleViolation)
      throw HttpProblem.validation(error.errors, error.errors[0]?.message);
    if (error instanceof TemplatePageNotFound) throw new HttpProblem(404, 'Not found', error.message);
    if (error instanceof TemplatePageAlreadyExists) throw new HttpProblem(409, 'Conflict', error.message);
    throw sharedCommandProblem(error, WORDING);
  }
};

const meta = (req: Request) => ({
  templateId: BASELINE_TEMPLATE_ID,
  by: currentUser(req).id,
  at: new Date().toISOString(),
});

/** Which of the content IDs a page names exist: the decider refuses the others. */
const existingIds = async (deps: TemplateCommandDeps, content: TemplatePageContent | undefined) =>
  new Set(content ? (await loadCatalogueEntries(deps.eventStore, referencedContentIds(content))).keys() : []);

/**
 * The baseline template editor's commands (spec §7 Admin): admin only. Pages belong to the
 * baseline template (id 1), the one every guide is built from (spec §9).
 */
export const templateCommandRoutes = (deps: TemplateCommandDeps): Router => {
  const router = Router();

  router.patch('/api/admin/template/baseline', requireAdmin, async (req, res) => {
    const details = parseBody(TemplateDetailsPatchRequestSchema, req);
    await run(deps, { type: 'ChangeTemplateDetails', data: { ...meta(req), ...details } });
    res.json(await readTemplate(deps.pool, BASELINE_TEMPLATE_ID));
  });

  router.post('/api/admin/template/page', requireAdmin, async (req, res) => {
    const { moduleId, application, content, isDraft } = parseBody(TemplatePageCreateRequestSchema, req);
    await run(deps, {
      type: 'CreateTemplatePage',
      data: {
        ...meta(req),
        moduleId,
        application,
        content,
        isDraft,
        existingContentIds: await existingIds(deps, content),
      },
    });
    const pageId = guidePageId(application, moduleId);
    res
      .status(201)
      .location(`/api/admin/template/page/${pageId}`)
      .json(await findTemplatePage(deps.pool, BASELINE_TEMPLATE_ID, pageId));
  });

  router.patch('/api/admin/template/page/:id', requireAdmin, async (req, res) => {
    const { id } = parseParams(TemplatePageIdParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    const patch = parseBody(TemplatePagePatchRequestSchema, req);
    await run(deps, {
      type: 'UpdateTemplatePage',
      data: {
        ...meta(req),
        pageId: id,
        readAs,
        moduleId: patch.moduleId,
        application: patch.application,
        content: patch.content,
        isDraft: patch.isDraft,
        existingContentIds: await existingIds(deps, patch.content),
      },
    });
    res.json(await findTemplatePage(deps.pool, BASELINE_TEMPLATE_ID, id));
  });

  // 'Create Default Modules' (spec §2): a draft for every module lacking a page, and only those.
  router.post('/api/admin/template/baseline/default-modules', requireAdmin, async (req, res) => {
    parseBody(DefaultModulesRequestSchema, req);
    const { newEvents } = await run(deps, { type: 'CreateDefaultModules', data: meta(req) });
    const createdIds = newEvents.flatMap((event) =>
      event.type === 'TemplatePageSaved' ? [event.data.pageId] : [],
    );
    const response: DefaultModulesResponse = {
      created: await findTemplatePages(deps.pool, BASELINE_TEMPLATE_ID, createdIds),
    };
    res.status(createdIds.length > 0 ? 201 : 200).json(response);
  });

  return router;
};
