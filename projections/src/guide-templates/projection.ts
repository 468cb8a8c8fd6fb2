import { TemplateEventSchema } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const GUIDE_TEMPLATES = 'guide-templates';

/**
 * User-guide templates and their module pages (spec §3 user_guide_templates,
 * user_guide_template_pages), from the `template-{id}` streams.
 */
export const guideTemplatesProjection: Projection = {
  name: GUIDE_TEMPLATES,
  eventTypes: ['TemplateCreated', 'TemplateDetailsChanged', 'TemplatePageSaved', 'TemplatePagePublished'],
  tables: ['user_guide_templates', 'user_guide_template_pages'],
  apply: async (client, logged) => {
    const event = TemplateEventSchema.parse({ type: logged.type, data: logged.data });
    switch (event.type) {
      case 'TemplateCreated': {
        const { templateId, name, description, createdAt } = event.data;
        await client.query(
          `INSERT INTO user_guide_templates (id, name, description, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $4) ON CONFLICT (id) DO NOTHING`,
          [templateId, name, description, createdAt],
        );
        return;
      }
      case 'TemplateDetailsChanged': {
        const { templateId, name, description, changedAt } = event.data;
        await client.query(
          'UPDATE user_guide_templates SET name = $2, description = $3, updated_at = $4 WHERE id = $1',
          [templateId, name, description, changedAt],
        );
        return;
      }
      case 'TemplatePageSaved': {
        const { templateId, pageId, moduleId, application, title, content, isDraft, savedAt } = event.data;
        await client.query(
          `INSERT INTO user_guide_template_pages
             (template_id, id, module_id, application, title, content, is_draft, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
           ON CONFLICT (template_id, id) DO UPDATE SET
             title = EXCLUDED.title, content = EXCLUDED.content, is_draft = EXCLUDED.is_draft,
             updated_at = EXCLUDED.updated_at`,
          [templateId, pageId, moduleId, application, title, JSON.stringify(content), isDraft, savedAt],
        );
        await client.query('UPDATE user_guide_templates SET updated_at = $2 WHERE id = $1', [
          templateId,
          savedAt,
        ]);
        return;
      }
      case 'TemplatePagePublished': {
        const { templateId, pageId, publishedAt } = event.data;
        await client.query(
          'UPDATE user_guide_template_pages SET published_at = $3 WHERE template_id = $1 AND id = $2',
          [templateId, pageId, publishedAt],
        );
        return;
      }
    }
  },
};
