import { Router, type Request } from 'express';
import {
  AddGuideModulesRequestSchema,
  BASELINE_TEMPLATE_ID,
  CreateGuideRequestSchema,
  GuideAccessParamsSchema,
  GuideActionRequestSchema,
  GuideAccessRequestSchema,
  GuideDetailsPatchRequestSchema,
  GuidePageParamsSchema,
  GuidePagePatchRequestSchema,
  GuideParamsSchema,
  PreconditionHeadersSchema,
} from '@zen/contracts';
import { currentUser, HttpProblem, parseBody, parseHeaders, parseParams, requireAdmin } from '@zen/platform';
import { findGuideDetail } from '@zen/projections';
import { loadCatalogueEntries } from '../content/catalogue-entries.ts';
import type { CrmGateway } from '../crm/gateway.ts';
import {
  GuideAlreadyExists,
  GuideNotFound,
  GuidePageNotFound,
  GuideRuleViolation,
  type GuideCommand,
} from './guide.ts';
import {
  createGuideCommand,
  executeGuideCommand,
  pagesFromTemplate,
  type GuideCommandDeps,
} from './handler.ts';
import { sharedCommandProblem, type CommandWording } from '../command-problems.ts';

export type GuideRoutesDeps = GuideCommandDeps & { crm: CrmGateway };

const WORDING: CommandWording = {
  raced: 'Someone else changed this guide at the same time. Please try again.',
  lagging: 'The guide was saved but may take a moment to show',
};

/** Maps the decider's refusals to HTTP; anything else is unexpected. */
const run = async (deps: GuideCommandDeps, command: GuideCommand) => {
  try {
    return await executeGuideCommand(deps, command);
  } catch (error) {
    if (error instanceof GuideRuleViolation)
      throw HttpProblem.validation(error.errors, error.errors[0]?.message);
    if (error instanceof GuideNotFound || error instanceof GuidePageNotFound) {
      throw new HttpProblem(404, 'Not found', error.message);
    }
    if (error instanceof GuideAlreadyExists)
      throw new HttpProblem(409, 'User guide already exists', error.message);
    throw sharedCommandProblem(error, WORDING);
  }
};

const meta = (req: Request) => ({ by: currentUser(req).id, at: new Date().toISOString() });

/** The company's e-mail as the CRM has it, the guide's first contact; none if the CRM cannot say. */
const crmCompanyEmail = async (crm: CrmGateway, companyName: string): Promise<string | null> => {
  try {
    const companies = await crm.listCompanies();
    return companies.find((company) => company.name === companyName)?.email ?? null;
  } catch {
    return null;
  }
};

/** The guide as the console shows it after a command (read your writes). */
const detail = async (deps: GuideCommandDeps, guideId: string) => {
  const guide = await findGuideDetail(deps.pool, guideId);
  if (!guide) throw new HttpProblem(404, 'Not found', `No user guide ${guideId}`);
  return guide;
};

/** The console's guide commands (spec §7 Admin, issue 10): admin only. */
export const guideCommandRoutes = (deps: GuideRoutesDeps): Router => {
  const router = Router();

  router.post('/api/admin/userguide/from-template', requireAdmin, async (req, res) => {
    const request = parseBody(CreateGuideRequestSchema, req);
    const command = await createGuideCommand(
      deps.eventStore,
      { ...request, contactEmail: await crmCompanyEmail(deps.crm, request.companyName) },
      meta(req),
    );
    await run(deps, command);
    const { guideId } = command.data;
    res
      .status(201)
      .location(`/api/admin/userguides/${guideId}`)
      .json(await detail(deps, guideId));
  });

  // Modules a guide was made without, or that the company takes up later: drafts from the template.
  router.post('/api/admin/userguide/:guideId/modules', requireAdmin, async (req, res) => {
    const { guideId } = parseParams(GuideParamsSchema, req);
    const { modules } = parseBody(AddGuideModulesRequestSchema, req);
    await run(deps, {
      type: 'AddGuideModules',
      data: {
        guideId,
        ...meta(req),
        modules: await pagesFromTemplate(deps.eventStore, BASELINE_TEMPLATE_ID, modules),
      },
    });
    res.status(201).json(await detail(deps, guideId));
  });

  router.patch('/api/admin/userguide/:guideId', requireAdmin, async (req, res) => {
    const { guideId } = parseParams(GuideParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    const change = parseBody(GuideDetailsPatchRequestSchema, req);
    await run(deps, { type: 'EditGuideDetails', data: { guideId, ...meta(req), ...change, readAs } });
    res.json(await detail(deps, guideId));
  });

  router.patch('/api/admin/userguide/:guideId/pages/:pageId', requireAdmin, async (req, res) => {
    const { guideId, pageId } = parseParams(GuidePageParamsSchema, req);
    const { 'if-match': readAs } = parseHeaders(PreconditionHeadersSchema, req);
    const { content } = parseBody(GuidePagePatchRequestSchema, req);
    const videoIds = content.processes.flatMap((process) =>
      process.videoContentId === null ? [] : [process.videoContentId],
    );
    await run(deps, {
      type: 'EditGuidePage',
      data: {
        guideId,
        pageId,
        ...meta(req),
        readAs,
        content,
        videos: await loadCatalogueEntries(deps.eventStore, videoIds),
      },
    });
    res.json(await detail(deps, guideId));
  });

  // A module taken out of the guide, published or not; adding it again starts from the template.
  router.delete('/api/admin/userguide/:guideId/pages/:pageId', requireAdmin, async (req, res) => {
    const { guideId, pageId } = parseParams(GuidePageParamsSchema, req);
    await run(deps, { type: 'RemoveGuidePage', data: { guideId, pageId, ...meta(req) } });
    res.json(await detail(deps, guideId));
  });

  // "Publish guide" (DESIGN §2): a published page is what the company's people read.
  for (const [action, type] of [
    ['publish', 'PublishGuidePage'],
    ['unpublish', 'UnpublishGuidePage'],
  ] as const) {
    router.post(`/api/admin/userguide/:guideId/pages/:pageId/${action}`, requireAdmin, async (req, res) => {
      const { guideId, pageId } = parseParams(GuidePageParamsSchema, req);
      parseBody(GuideActionRequestSchema, req);
      await run(deps, { type, data: { guideId, pageId, ...meta(req) } });
      res.json(await detail(deps, guideId));
    });
  }

  for (const [action, type] of [
    ['deactivate', 'DeactivateGuide'],
    ['activate', 'ActivateGuide'],
  ] as const) {
    router.post(`/api/admin/userguide/:guideId/${action}`, requireAdmin, async (req, res) => {
      const { guideId } = parseParams(GuideParamsSchema, req);
      parseBody(GuideActionRequestSchema, req);
      await run(deps, { type, data: { guideId, ...meta(req) } });
      res.json(await detail(deps, guideId));
    });
  }

  router.post('/api/admin/userguide/:guideId/access', requireAdmin, async (req, res) => {
    const { guideId } = parseParams(GuideParamsSchema, req);
    const { email } = parseBody(GuideAccessRequestSchema, req);
    const { rows } = await deps.pool.query<{ companyName: string | null }>(
      'SELECT company_name AS "companyName" FROM user_profiles WHERE email = $1',
      [email],
    );
    await run(deps, {
      type: 'GrantGuideAccess',
      data: { guideId, ...meta(req), email, companyName: rows[0]?.companyName ?? null },
    });
    res.status(201).json(await detail(deps, guideId));
  });

  router.delete('/api/admin/userguide/:guideId/access/:email', requireAdmin, async (req, res) => {
    const { guideId, email } = parseParams(GuideAccessParamsSchema, req);
    await run(deps, { type: 'RevokeGuideAccess', data: { guideId, ...meta(req), email } });
    res.json(await detail(deps, guideId));
  });

  return router;
};
