import {
  BASELINE_TEMPLATE_NAME,
  type BaselineTemplate,
  type TemplatePage,
  type TemplateSummary,
} from '@zen/contracts';
import { isoText, type Pool } from '@zen/platform';

/** Template pages as the API returns them; the one place their rows are mapped. */
const TEMPLATE_PAGE_COLUMNS = `id, template_id AS "templateId", module_id AS "moduleId", application, title,
  is_draft AS "isDraft", ${isoText('published_at')} AS "publishedAt", content,
  ${isoText('created_at')} AS "createdAt", ${isoText('updated_at')} AS "updatedAt"`;

export const findTemplatePage = async (
  pool: Pool,
  templateId: number,
  pageId: string,
): Promise<TemplatePage | undefined> =>
  (
    await pool.query<TemplatePage>(
      `SELECT ${TEMPLATE_PAGE_COLUMNS} FROM user_guide_template_pages WHERE template_id = $1 AND id = $2`,
      [templateId, pageId],
    )
  ).rows[0];

export const findTemplatePages = async (
  pool: Pool,
  templateId: number,
  pageIds: readonly string[],
): Promise<TemplatePage[]> =>
  (
    await pool.query<TemplatePage>(
      `SELECT ${TEMPLATE_PAGE_COLUMNS} FROM user_guide_template_pages
        WHERE template_id = $1 AND id = ANY($2) ORDER BY application, module_id`,
      [templateId, pageIds],
    )
  ).rows;

/**
 * A template and every page of it (at most one per module: a few dozen). A template nobody has
 * written to yet has no row; it is shown under its default name, with no pages.
 */
export const readTemplate = async (pool: Pool, templateId: number): Promise<BaselineTemplate> => {
  const [template, pages] = await Promise.all([
    pool.query<BaselineTemplate['template']>(
      `SELECT id, name, description, is_active AS "isActive", ${isoText('updated_at')} AS "updatedAt"
         FROM user_guide_templates WHERE id = $1`,
      [templateId],
    ),
    pool.query<TemplatePage>(
      `SELECT ${TEMPLATE_PAGE_COLUMNS} FROM user_guide_template_pages
        WHERE template_id = $1 ORDER BY application, module_id`,
      [templateId],
    ),
  ]);
  return {
    template: template.rows[0] ?? {
      id: templateId,
      name: BASELINE_TEMPLATE_NAME,
      description: '',
      isActive: true,
      updatedAt: null,
    },
    pages: pages.rows,
  };
};

/** The templates a guide can be built from, with how many pages each has and has published. */
export const listTemplates = async (pool: Pool): Promise<TemplateSummary[]> =>
  (
    await pool.query<TemplateSummary>(
      `SELECT t.id, t.name, t.description, t.is_active AS "isActive", ${isoText('t.updated_at')} AS "updatedAt",
              count(p.id)::int AS "pageCount",
              (count(p.id) FILTER (WHERE NOT p.is_draft AND p.published_at IS NOT NULL))::int AS "publishedPageCount"
         FROM user_guide_templates t LEFT JOIN user_guide_template_pages p ON p.template_id = t.id
        GROUP BY t.id ORDER BY t.id`,
    )
  ).rows;
