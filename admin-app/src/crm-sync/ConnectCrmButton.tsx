import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '../visuallyHidden.ts';
import { CRM_SETUP_PATH } from './crmSyncApi.ts';

/**
 * Zoho's consent flow in a new tab (spec §2), which ends back on the console with ?crm=connected.
 * A plain link: the browser sends the session cookie, and the server redirects to Zoho.
 */
export const ConnectCrmButton = () => (
  <Button
    component="a"
    href={CRM_SETUP_PATH}
    target="_blank"
    rel="noopener"
    variant="outlined"
    startIcon={<LinkIcon />}
    endIcon={<OpenInNewIcon />}
  >
    Connect CRM
    <Box component="span" sx={visuallyHidden}>
      (opens in a new tab)
    </Box>
  </Button>
);
