import { GuideEventSchema, type GuideModulePage } from '@zen/contracts';
import type { Projection } from '../runner/projection.ts';

export const USER_GUIDES = 'user-guides';

/**
 * Company user guides, their module pages and who else may read them (spec §3 user_guides,
 * user_guide_pages, user_guide_access), from the `guide-{id}` streams.
 */
export const userGuidesProjection: Projection = {
  name: USER_GUIDES,
  eventTypes: [
    'GuideCreated',
    'GuideModulesAdded',
    'GuidePageRemoved',
    'GuideDetailsEdited',
    'GuidePageEdited',
    'GuidePagePublished',
    'GuidePageUnpublished',
    'GuideDeactivated',
    'GuideActivated',
    'GuideAccessGranted',
    'GuideAccessRevoked',
  ],
  tables: ['user_guides', 'user_guide_pages', 'user_guide_access'],
  apply: async (client, logged) => {
    const event = GuideEventSchema.parse({ type: logged.type, data: logged.data });
    const touch = (guideId: string, at: string) =>
      client.query('UPDATE user_guides SET updated_at = $2 WHERE id = $1', [guideId, at]);
    // Each module's page starts as a draft (the table's default); a guide's pages in one statement.
    const insertPages = async (guideId: string, pages: readonly GuideModulePage[], at: string) => {
      if (pages.length === 0) return;
      await client.query(
        `INSERT INTO user_guide_pages (user_guide_id, id, module_id, application, title, content, created_at,
           updated_at)
         SELECT $1, p."pageId", p."moduleId", p.application, p.title, p.content, $3, $3
           FROM jsonb_to_recordset($2::jsonb)
             AS p("pageId" text, "moduleId" text, application text, title text, content jsonb)
         ON CONFLICT DO NOTHING`,
        [guideId, JSON.stringify(pages), at],
      );
    };
    switch (event.type) {
      case 'GuideCreated': {
        const { guideId, companyName, companySlug, title, description, templateId, contactEmail, createdAt } =
          event.data;
        await client.query(
          `INSERT INTO user_guides (id, company_name, company_slug, title, description, template_id, contact_email,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (id) DO NOTHING`,
          [guideId, companyName, companySlug, title, description, templateId, contactEmail, createdAt],
        );
        await insertPages(guideId, event.data.modules, createdAt);
        return;
      }
      case 'GuideModulesAdded': {
        const { guideId, modules, addedAt } = event.data;
        await insertPages(guideId, modules, addedAt);
        await touch(guideId, addedAt);
        return;
      }
      case 'GuidePageRemoved': {
        const { guideId, pageId, removedAt } = event.data;
        await client.query('DELETE FROM user_guide_pages WHERE user_guide_id = $1 AND id = $2', [
          guideId,
          pageId,
        ]);
        await touch(guideId, removedAt);
        return;
      }
      case 'GuideDetailsEdited': {
        const { guideId, title, description, contactName, contactEmail, editedAt } = event.data;
        await client.query(
          `UPDATE user_guides SET title = $2, description = $3, contact_name = $4, contact_email = $5,
             updated_at = $6 WHERE id = $1`,
          [guideId, title, description, contactName, contactEmail, editedAt],
        );
        return;
      }
      case 'GuidePageEdited': {
        const { guideId, pageId, content, editedAt } = event.data;
        await client.query(
          'UPDATE user_guide_pages SET content = $3, updated_at = $4 WHERE user_guide_id = $1 AND id = $2',
          [guideId, pageId, JSON.stringify(content), editedAt],
        );
        await touch(guideId, editedAt);
        return;
      }
      case 'GuidePagePublished': {
        const { guideId, pageId, publishedAt } = event.data;
        await client.query(
          `UPDATE user_guide_pages SET is_draft = false, published_at = $3, updated_at = $3
            WHERE user_guide_id = $1 AND id = $2`,
          [guideId, pageId, publishedAt],
        );
        await touch(guideId, publishedAt);
        return;
      }
      case 'GuidePageUnpublished': {
        // Back to draft: it leaves the customer's page, and `publishedAt` goes with it.
        const { guideId, pageId, unpublishedAt } = event.data;
        await client.query(
          `UPDATE user_guide_pages SET is_draft = true, published_at = NULL, updated_at = $3
            WHERE user_guide_id = $1 AND id = $2`,
          [guideId, pageId, unpublishedAt],
        );
        await touch(guideId, unpublishedAt);
        return;
      }
      case 'GuideDeactivated':
        await client.query('UPDATE user_guides SET is_active = false, updated_at = $2 WHERE id = $1', [
          event.data.guideId,
          event.data.deactivatedAt,
        ]);
        return;
      case 'GuideActivated':
        await client.query('UPDATE user_guides SET is_active = true, updated_at = $2 WHERE id = $1', [
          event.data.guideId,
          event.data.activatedAt,
        ]);
        return;
      case 'GuideAccessGranted': {
        const { guideId, email, companyName, grantedAt } = event.data;
        await client.query(
          `INSERT INTO user_guide_access (user_guide_id, email, company_name, has_access, created_at, updated_at)
           VALUES ($1, $2, $3, true, $4, $4)
           ON CONFLICT (user_guide_id, email) DO UPDATE SET
             company_name = EXCLUDED.company_name, has_access = true, updated_at = EXCLUDED.updated_at`,
          [guideId, email, companyName, grantedAt],
        );
        return;
      }
      case 'GuideAccessRevoked': {
        const { guideId, email, revokedAt } = event.data;
        await client.query(
          'UPDATE user_guide_access SET has_access = false, updated_at = $3 WHERE user_guide_id = $1 AND email = $2',
          [guideId, email, revokedAt],
        );
        return;
      }
    }
  },
};
