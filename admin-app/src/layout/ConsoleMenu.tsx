import InsightsIcon from '@mui/icons-material/Insights';
import { Menu } from 'react-admin';
import { SYNONYMS_RESOURCE } from '../synonyms/synonymsApi.ts';

/**
 * The spec's six tabs, in its order (spec §2 Admin dashboard): Content Management, User Guides,
 * User Guide Template, Analytics, User Management, Data Recovery; and issue 11's Search Synonyms
 * beside Content Management, as both shape what customers find when they search. The console's
 * landing page is the analytics dashboard (with the CRM sync card), so its item is react-admin's
 * dashboard item, named and placed as the spec's Analytics tab rather than first as "Dashboard".
 */
export const ConsoleMenu = () => (
  <Menu>
    <Menu.ResourceItem name="content" primaryText="Content Management" />
    <Menu.ResourceItem name={SYNONYMS_RESOURCE} primaryText="Search Synonyms" />
    <Menu.ResourceItem name="userguides" />
    <Menu.ResourceItem name="userguide-template" />
    <Menu.DashboardItem primaryText="Analytics" leftIcon={<InsightsIcon />} />
    <Menu.ResourceItem name="users" />
    <Menu.ResourceItem name="recovery" />
  </Menu>
);
