import { List, ListItemButton, ListSubheader, Paper } from '@mui/material';
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
        return (
          <List
            key={application}
            dense
            subheader={
              <ListSubheader component="h2" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
                {application}
              </ListSubheader>
            }
          >
            {pages.map((page) => (
              <ListItemButton
                key={page.id}
                selected={page.id === selected}
                aria-current={page.id === selected ? 'page' : undefined}
                onClick={() => onSelect(page.id)}
              >
                {page.moduleId}
              </ListItemButton>
            ))}
          </List>
        );
      })}
    </Paper>
  );
}
