import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AnalyticsDashboard } from '../analytics/AnalyticsDashboard.tsx';
import { CrmSyncCard } from '../crm-sync/CrmSyncCard.tsx';
import { useCrmConnectionNotice } from '../crm-sync/useCrmConnectionNotice.tsx';

/**
 * The console's landing page: a grid of cards as wide as there is room for, one column on a
 * phone: the CRM's card, then the Analytics tab (spec §2 Analytics dashboard) below it.
 */
export const Dashboard = () => {
  useCrmConnectionNotice();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Analytics" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))',
          alignItems: 'start',
        }}
      >
        <CrmSyncCard />
      </Box>
      <AnalyticsDashboard />
    </Box>
  );
};
