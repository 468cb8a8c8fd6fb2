import { Router } from 'express';
import {
  BASELINE_TEMPLATE_ID,
  CompanyGuideParamsSchema,
  GuideListQuerySchema,
  GuideParamsSchema,
  type TemplateSummary,
} from '@zen/contracts';
import {
  currentUser,
  HttpProblem,
  parseParams,
  parseQuery,
  requireAdmin,
  requireUser,
  type Pool,
} from '@zen/platform';
import { findGuideDetail, listTemplates, readTemplate } from '@zen/projections';
import { renderGuidePdf } from './guide-pdf.ts';
import { findReadableGuide, listGuides } from './queries.ts';

/** Read models change with every command: never answered from a cache. */
const fresh = { 'Cache-Control': 'no-store' };

/**
 * Company user guides and the baseline template (spec §7 Company user guide, Admin). The admin
 * routes are the console's; `/api/userguide/{companySlugOrName}` is the customer page's.
 */
export const guideQueryRoutes = (pool: Pool): Router => {
  const router = Router();

  router.get('/api/admin/userguide/list', requireAdmin, async (req, res) => {
    const query = parseQuery(GuideListQuerySchema, req);
    const { items, total, start } = await listGuides(pool, query);
    const end = items.length ? start + items.length - 1 : start;
    res.set(fresh).set('Content-Range', `userguides ${start}-${end}/${total}`).json(items);
  });

  router.get('/api/admin/userguide/templates', requireAdmin, async (_req, res) => {
    const templates = await listTemplates(pool);
    // The baseline exists before anyone writes to it: guides can always name template 1.
    if (!templates.some((template) => template.id === BASELINE_TEMPLATE_ID)) {
      const { template } = await readTemplate(pool, BASELINE_TEMPLATE_ID);
      templates.unshift({ ...template, pageCount: 0, publishedPageCount: 0 } satisfies TemplateSummary);
    }
    res.set(fresh).json(templates);
  });

  // A guide's id is its company's slug, so a company named "List" or "Templates" has a guide whose
  // singular path is the list's or the templates' own. The plural path names every guide; the
  // singular one stays for every other id, as the API has always answered it.
  router.get(
    ['/api/admin/userguides/:guideId', '/api/admin/userguide/:guideId'],
    requireAdmin,
    async (req, res) => {
      const { guideId } = parseParams(GuideParamsSchema, req);
      const guide = await findGuideDetail(pool, guideId);
      if (!guide) throw new HttpProblem(404, 'Not found', `No user guide ${guideId}`);
      res.set(fresh).json(guide);
    },
  );

  router.get('/api/admin/template/baseline', requireAdmin, async (_req, res) => {
    res.set(fresh).json(await readTemplate(pool, BASELINE_TEMPLATE_ID));
  });

  router.get('/api/userguide/:companySlugOrName', requireUser, async (req, res) => {
    const { companySlugOrName } = parseParams(CompanyGuideParamsSchema, req);
    const guide = await findReadableGuide(pool, currentUser(req), companySlugOrName);
    // Another company's guide answers like a missing one: its existence is not disclosed.
    if (!guide) throw new HttpProblem(404, 'Not found', 'Failed to fetch user guide');
    res.set(fresh).json(guide);
  });

  router.get('/api/userguide/:companySlugOrName/pdf', requireUser, async (req, res) => {
    const { companySlugOrName } = parseParams(CompanyGuideParamsSchema, req);
    const guide = await findReadableGuide(pool, currentUser(req), companySlugOrName);
    if (!guide) throw new HttpProblem(404, 'Not found', 'Failed to fetch user guide');
    if (guide.modules.length === 0) {
      throw new HttpProblem(409, 'Nothing published yet', 'This guide has no published modules yet');
    }
    const pdf = await renderGuidePdf(guide);
    res.set(fresh).type('application/pdf').attachment(`user-guide-${guide.companySlug}.pdf`).send(pdf);
  });

  return router;
};
