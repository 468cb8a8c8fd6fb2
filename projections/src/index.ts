import { contentCatalogueProjection } from './content-catalogue/projection.ts';
import { crmSyncStatusProjection } from './crm-sync-status/projection.ts';
import { userProfilesProjection } from './user-profiles/projection.ts';
import type { Projection } from './runner/projection.ts';

export * from './runner/log.ts';
export * from './runner/projection.ts';
export * from './runner/checkpoint.ts';
export * from './runner/notifications.ts';
export * from './runner/runner.ts';
export * from './runner/rebuild.ts';
export * from './runner/wait.ts';
export * from './content-catalogue/projection.ts';
export * from './user-profiles/projection.ts';
export * from './crm-sync-status/projection.ts';

/** Every read model, by name: what `portal rebuild <name>` accepts and the runner runs. */
export const PROJECTIONS: readonly Projection[] = [
  contentCatalogueProjection,
  userProfilesProjection,
  crmSyncStatusProjection,
];

/** Read models a customer reads right after their own command (DESIGN §4 read-your-writes). */
export const READ_YOUR_WRITES = [contentCatalogueProjection.name] as const;
export * from './content-catalogue/rows.ts';
