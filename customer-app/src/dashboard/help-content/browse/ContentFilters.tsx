import OndemandVideo from '@mui/icons-material/OndemandVideo';
import { Box, Link, TextField } from '@mui/material';
import { LEARNING_JOURNEYS, type ContentAccess, type SessionUser } from '@zen/contracts';
import {
  ALL,
  applicationChoices,
  audienceChoices,
  moduleGroups,
  withApplication,
  withModule,
  type All,
  type BrowseFilters,
} from './browseFilters.ts';
import { FilterButtonGroup, type FilterOption } from './FilterButtonGroup.tsx';

const allOption = <T extends string>(options: readonly T[]): FilterOption<T | All>[] => [
  { value: ALL, label: 'All' },
  ...options.map((value) => ({ value, label: value })),
];

const CONTENT_TYPE_OPTIONS: FilterOption<BrowseFilters['contentType']>[] = [
  { value: ALL, label: 'All' },
  { value: 'Video', label: 'Video', icon: <OndemandVideo fontSize="small" aria-hidden /> },
  { value: 'Article', label: 'Article' },
];

/** The five filter groups of Browse Content (spec §2 "Filter groups"). */
export function ContentFilters({
  user,
  access,
  accessFailed,
  onRetryAccess,
  filters,
  onChange,
}: {
  user: SessionUser;
  /** What the user may see; `null` while not known, when no module is offered yet. */
  access: ContentAccess | null;
  /** The user's modules could not be read: the Module filter says so and offers to try again. */
  accessFailed: boolean;
  onRetryAccess: () => void;
  filters: BrowseFilters;
  onChange: (filters: BrowseFilters) => void;
}) {
  const applications = applicationChoices(user);
  const groups = moduleGroups(user, access, filters.application);
  const grouped = groups.length > 1;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {applications && (
        <FilterButtonGroup
          label="Zoho Application"
          options={allOption(applications)}
          value={filters.application}
          onChange={(application) => onChange(withApplication(user, access, filters, application))}
        />
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Module"
          size="small"
          value={filters.module}
          disabled={access === null}
          onChange={(event) => onChange(withModule(user, filters, event.target.value))}
          helperText={
            accessFailed && (
              <>
                Your modules could not be loaded.{' '}
                <Link component="button" type="button" variant="caption" onClick={onRetryAccess}>
                  Try Again
                </Link>
              </>
            )
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {/* Spec §2: 'Module: All plus modules'. */}
          <option value={ALL}>All</option>
          {grouped
            ? groups.map((group) => (
                <optgroup key={group.application} label={group.application}>
                  {group.modules.map((module) => (
                    <option key={module} value={module}>
                      {module}
                    </option>
                  ))}
                </optgroup>
              ))
            : groups.flatMap((group) =>
                group.modules.map((module) => (
                  <option key={module} value={module}>
                    {module}
                  </option>
                )),
              )}
        </TextField>

        <TextField
          select
          label="Learning Journey"
          size="small"
          value={filters.learningJourney}
          onChange={(event) =>
            onChange({ ...filters, learningJourney: event.target.value as BrowseFilters['learningJourney'] })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={ALL}>All Learning Journey</option>
          <option value="none">None</option>
          {LEARNING_JOURNEYS.map((journey) => (
            <option key={journey} value={journey}>
              {journey}
            </option>
          ))}
        </TextField>
      </Box>
      <FilterButtonGroup
        label="Audience"
        hint="who is the content made for"
        options={allOption(audienceChoices(user, filters))}
        value={filters.level}
        onChange={(level) => onChange({ ...filters, level })}
      />

      <FilterButtonGroup
        label="Content Type"
        options={CONTENT_TYPE_OPTIONS}
        value={filters.contentType}
        onChange={(contentType) => onChange({ ...filters, contentType })}
      />
    </Box>
  );
}
