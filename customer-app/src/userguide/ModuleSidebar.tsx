import { Box, List, ListItem, ListItemButton, Paper, Typography } from '@mui/material';
import { GUIDE_APPLICATIONS, type GuidePage } from '@zen/contracts';

/** The published modules, by application (spec §2): choosing one shows it beside the list. */
export function ModuleSidebar({
  modules,
  selected,
  onSelect,
}: {
  modules: readonly GuidePage[];
  selected: string;
  onSelect: (pageId: string) => void;
}) {
  return (
    <Paper
      component="nav"
      aria-label="Modules"
      sx={{ alignSelf: 'start', position: { md: 'sticky' }, top: { md: 16 } }}
    >
      {GUIDE_APPLICATIONS.map((application) => {
        const pages = modules.filter((page) => page.application === application);
        if (pages.length === 0) return null;
        const headingId = `guide-modules-${application.replace(/\W+/g, '-')}`;
        // The heading stands before its list, not inside it: a list holds list items only.
        return (
          <Box key={application}>
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle2"
              sx={{ px: 2, pt: 1.5, pb: 0.5, color: 'text.secondary' }}
            >
              {application}
            </Typography>
            <List dense disablePadding aria-labelledby={headingId} sx={{ pb: 1 }}>
              {pages.map((page) => (
                <ListItem key={page.id} disablePadding>
                  <ListItemButton
                    selected={page.id === selected}
                    aria-current={page.id === selected ? 'page' : undefined}
                    onClick={() => onSelect(page.id)}
                  >
                    {page.moduleId}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Paper>
  );
}
