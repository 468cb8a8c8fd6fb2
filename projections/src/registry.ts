import { contentCatalogueProjection } from './content-catalogue/projection.ts';
import { crmSyncStatusProjection } from './crm-sync-status/projection.ts';
import { userProfilesProjection } from './user-profiles/projection.ts';
import { learnerFavouritesProjection } from './learner-favourites/projection.ts';
import { learnerContentProjection } from './learner-content/projection.ts';
import { learnerAchievementsProjection } from './learner-achievements/projection.ts';
import { learnerActivityProjection } from './learner-activity/projection.ts';
import { analyticsProjection } from './analytics/projection.ts';
import { guideTemplatesProjection } from './guide-templates/projection.ts';
import { userGuidesProjection } from './user-guides/projection.ts';
import { searchSynonymsProjection } from './search-synonyms/projection.ts';
import type { Projection } from './runner/projection.ts';

/** Every read model, by name: what `portal rebuild <name>` accepts and the runner runs. */
export const PROJECTIONS: readonly Projection[] = [
  contentCatalogueProjection,
  userProfilesProjection,
  crmSyncStatusProjection,
  learnerFavouritesProjection,
  learnerContentProjection,
  learnerAchievementsProjection,
  learnerActivityProjection,
  analyticsProjection,
  guideTemplatesProjection,
  userGuidesProjection,
  searchSynonymsProjection,
];

/** The event types each read model reads, by its name: what a read-your-writes wait may skip. */
export const EVENT_TYPES_READ_BY: ReadonlyMap<string, readonly string[]> = new Map(
  PROJECTIONS.map((projection) => [projection.name, projection.eventTypes]),
);
