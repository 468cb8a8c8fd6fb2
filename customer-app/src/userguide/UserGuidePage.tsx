import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../common/MessagePage.tsx';

/**
 * /userguide and /userguide/:companySlug (spec §2, session only). Company user guides arrive in a
 * later issue; until then every guide is 'Coming Soon', the spec's text for a company without one.
 */
export function UserGuidePage() {
  return (
    <MessagePage
      overline="Company User Guide"
      title="Coming Soon"
      actions={
        <Button component={RouterLink} to="/" variant="contained">
          Back to Dashboard
        </Button>
      }
    >
      Your company&apos;s user guide is not available yet. Please check back later.
    </MessagePage>
  );
}
