import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { companySlug } from '@zen/contracts';
import { profileQuery, serviceAccessQuery } from '../../profile/profileQueries.ts';

export type DashboardView = 'help' | 'journey';

/**
 * The dashboard's buttons (spec §2): Help Content and My Learning Journey switch the main area,
 * Company User Guide opens the company's guide in a new tab when the company has the service,
 * and Log Support Ticket shows or hides the support panel.
 */
export function DashboardNav({
  view,
  onViewChange,
  supportOpen,
  onToggleSupport,
  supportPanelId,
}: {
  view: DashboardView;
  onViewChange: (view: DashboardView) => void;
  supportOpen: boolean;
  onToggleSupport: () => void;
  supportPanelId: string;
}) {
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' },
        justifyContent: { md: 'start' },
        mb: { xs: 2, sm: 3 },
      }}
    >
      <Button
        variant={view === 'help' ? 'contained' : 'outlined'}
        aria-current={view === 'help' ? 'page' : undefined}
        startIcon={<LibraryBooksOutlined aria-hidden />}
        onClick={() => onViewChange('help')}
      >
        Help Content
      </Button>
      <Button
        variant={view === 'journey' ? 'contained' : 'outlined'}
        aria-current={view === 'journey' ? 'page' : undefined}
        startIcon={<SchoolOutlined aria-hidden />}
        onClick={() => onViewChange('journey')}
      >
        My Learning Journey
      </Button>
      <CompanyUserGuideButton />
      <Button
        variant={supportOpen ? 'contained' : 'outlined'}
        aria-expanded={supportOpen}
        aria-controls={supportPanelId}
        startIcon={<SupportAgent aria-hidden />}
        endIcon={supportOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        onClick={onToggleSupport}
      >
        Log Support Ticket
      </Button>
    </Box>
  );
}

/** Enabled only when the service access says companyUserGuide (spec §2). */
function CompanyUserGuideButton() {
  const access = useQuery(serviceAccessQuery);
  const profile = useQuery({ ...profileQuery, enabled: access.data?.companyUserGuide === true });
  const icon = <MenuBookOutlined aria-hidden />;
  if (access.data?.companyUserGuide !== true || !profile.isSuccess) {
    return (
      <Button variant="outlined" startIcon={icon} disabled>
        Company User Guide
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={icon}
      href={`/userguide/${companySlug(profile.data.companyName)}`}
      target="_blank"
      rel="noopener noreferrer"
      // It leaves the dashboard for a page of its own, unlike the buttons beside it: say so.
      endIcon={<OpenInNew aria-hidden />}
      aria-label="Company User Guide (opens in a new tab)"
    >
      Company User Guide
    </Button>
  );
}
