import CloudSync from '@mui/icons-material/CloudSync';
import { Alert, AlertTitle, Button } from '@mui/material';
import { CRM_SETUP_PATH } from './authApi.ts';

/**
 * Shown when the e-mail domain was allowed but the CRM could not be asked (spec §2 Auth screen):
 * sign-in goes on, and an administrator can connect the CRM from here.
 */
export function CrmSetupCard() {
  return (
    <Alert
      severity="warning"
      icon={<CloudSync aria-hidden />}
      component="section"
      aria-label="CRM Setup Required"
      role="region"
      sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        CRM Setup Required
      </AlertTitle>
      The customer database (Zoho CRM) is not connected, so your e-mail was checked against the list of
      allowed company domains only. You can carry on signing in. Connecting the CRM can only be completed by a
      portal administrator.
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        startIcon={<CloudSync aria-hidden />}
        onClick={() => window.location.assign(CRM_SETUP_PATH)}
        sx={{ mt: 1.5, display: 'flex' }}
      >
        Connect to Zoho CRM
      </Button>
    </Alert>
  );
}
