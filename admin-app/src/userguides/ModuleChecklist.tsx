import { Box, Checkbox, Chip, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import {
  GUIDE_APPLICATIONS,
  guidePageId,
  MODULES_BY_APPLICATION,
  type GuideModuleChoice,
} from '@zen/contracts';

/** A module's key in the checklists: the id of its page in a guide or the template. */
export const moduleKey = ({ application, moduleId }: GuideModuleChoice) => guidePageId(application, moduleId);

/**
 * The create dialog's modules (spec §2): a checkbox per module grouped by application, each
 * group's 'selected / total', and the selected modules listed (each removable). Adding modules
 * to a guide uses it too, with the guide's own modules ticked and fixed.
 */
export function ModuleChecklist({
  selected,
  onChange,
  withoutTemplate,
  inGuide = new Set(),
}: {
  selected: readonly GuideModuleChoice[];
  onChange: (next: GuideModuleChoice[]) => void;
  /** Modules the template has no page for: they start empty. */
  withoutTemplate: ReadonlySet<string>;
  /** Modules the guide already has: shown ticked, not selectable again. */
  inGuide?: ReadonlySet<string>;
}) {
  const keys = new Set(selected.map(moduleKey));
  const toggle = (choice: GuideModuleChoice, checked: boolean) =>
    onChange(
      checked ? [...selected, choice] : selected.filter((item) => moduleKey(item) !== moduleKey(choice)),
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {GUIDE_APPLICATIONS.map((application) => {
        const modules = MODULES_BY_APPLICATION[application];
        const count = modules.filter((moduleId) => keys.has(moduleKey({ application, moduleId }))).length;
        const headingId = `modules-${application.replace(/\W+/g, '-')}`;
        return (
          <Box
            key={application}
            component="fieldset"
            aria-labelledby={headingId}
            sx={{ border: 0, p: 0, m: 0 }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
              <Typography id={headingId} variant="subtitle1" component="legend" sx={{ fontWeight: 600 }}>
                {application}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-label={`${count} of ${modules.length} selected`}
              >
                {count} / {modules.length}
              </Typography>
            </Stack>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' }}>
              {modules.map((moduleId) => {
                const choice = { application, moduleId };
                const key = moduleKey(choice);
                const note = inGuide.has(key)
                  ? '(in the guide)'
                  : withoutTemplate.has(key)
                    ? '(no template yet)'
                    : null;
                return (
                  <FormControlLabel
                    key={moduleId}
                    disabled={inGuide.has(key)}
                    control={
                      <Checkbox
                        size="small"
                        checked={inGuide.has(key) || keys.has(key)}
                        onChange={(event) => toggle(choice, event.target.checked)}
                      />
                    }
                    label={
                      note ? (
                        <span>
                          {moduleId}{' '}
                          <Typography component="span" variant="caption" color="text.secondary">
                            {note}
                          </Typography>
                        </span>
                      ) : (
                        moduleId
                      )
                    }
                  />
                );
              })}
            </FormGroup>
          </Box>
        );
      })}
      <Box>
        <Typography variant="subtitle2" component="h3">
          Selected modules ({selected.length})
        </Typography>
        {selected.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None yet
          </Typography>
        ) : (
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
          >
            {selected.map((choice) => (
              <li key={moduleKey(choice)}>
                <Chip
                  size="small"
                  label={`${choice.application}: ${choice.moduleId}`}
                  onDelete={() => toggle(choice, false)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
