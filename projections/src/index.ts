import { contentCatalogueProjection } from './content-catalogue/projection.ts';

export * from './registry.ts';
export * from './runner/log.ts';
export * from './runner/projection.ts';
export * from './runner/checkpoint.ts';
export * from './runner/notifications.ts';
export * from './runner/runner.ts';
export * from './runner/rebuild.ts';
export * from './runner/wait.ts';
export * from './runner/table-statistics.ts';
export * from './content-catalogue/projection.ts';
export * from './user-profiles/projection.ts';
export * from './crm-sync-status/projection.ts';
export * from './content-catalogue/access.ts';
export * from './content-catalogue/memory-index/catalogue-index.ts';
export * from './content-catalogue/memory-index/visible-matches.ts';
export * from './learner-favourites/projection.ts';
export * from './learner-content/projection.ts';
export * from './learner-achievements/projection.ts';
export * from './learner-activity/projection.ts';
export * from './analytics/projection.ts';
export * from './guide-templates/projection.ts';
export * from './guide-templates/rows.ts';
export * from './user-guides/projection.ts';
export * from './user-guides/rows.ts';
export * from './search-synonyms/projection.ts';
export * from './search-synonyms/rows.ts';

/** Read models a customer reads right after their own command (DESIGN §4 read-your-writes). */
export const READ_YOUR_WRITES = [contentCatalogueProjection.name] as const;
export * from './content-catalogue/rows.ts';
