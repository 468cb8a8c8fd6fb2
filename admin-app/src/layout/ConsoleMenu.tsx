import InsightsIcon from '@mui/icons-material/Insights';
import { Menu } from 'react-admin';

/**
 * The spec's six tabs, in its order (spec §2 Admin dashboard): Content Management, User Guides,
 * User Guide Template, Analytics, User Management, Data Recovery. The console's landing page is the
 * analytics dashboard (with the CRM sync card), so its item is react-admin's dashboard item, named
 * and placed as the spec's Analytics tab rather than first as "Dashboard".
 */
export const ConsoleMenu = () => (
  <Menu>
    <Menu.ResourceItem name="content" primaryText="Content Management" />
    <Menu.ResourceItem name="userguides" />
    <Menu.ResourceItem name="userguide-template" />
    <Menu.DashboardItem primaryText="Analytics" leftIcon={<InsightsIcon />} />
    <Menu.ResourceItem name="users" />
    <Menu.ResourceItem name="recovery" />
  </Menu>
);
