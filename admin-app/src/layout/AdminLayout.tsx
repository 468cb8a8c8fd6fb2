import HomeIcon from '@mui/icons-material/Home';
import type { ReactNode } from 'react';
import {
  AppBar,
  Button,
  Layout,
  Loading,
  LoadingIndicator,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  usePermissions,
  type LayoutProps,
} from 'react-admin';
import type { Permissions } from '../authProvider.ts';
import { AdminAccessRequired } from './AdminAccessRequired.tsx';

const BackToHomeButton = () => (
  <Button label="Back to Home" href="/" color="inherit">
    <HomeIcon />
  </Button>
);

// react-admin's menu button shows the user's name but is named 'Profile'; a name that contains
// what is shown is what speech-input users say to press it.
const AccountMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `Account menu for ${identity.fullName}` : 'Account menu'} />;
};

// The page title is the page's heading. The brand's orange fails contrast behind white text, so
// the bar uses the primary blue.
const AdminAppBar = () => (
  <AppBar
    color="primary"
    userMenu={<AccountMenu />}
    toolbar={
      <>
        <BackToHomeButton />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal component="h1" />
  </AppBar>
);

/**
 * Guards every page, not only resource routes: a signed-in customer who opens /admin/ gets the
 * explanation instead of an empty console, and no resource page mounts, so nothing is fetched.
 */
const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return permissions === 'admin' ? children : <AdminAccessRequired />;
};

export const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar}>
    <AdminOnly>{children}</AdminOnly>
  </Layout>
);
