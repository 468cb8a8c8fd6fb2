import HomeIcon from '@mui/icons-material/Home';
import { Box, Divider, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import {
  AppBar,
  AppBarClasses,
  Button,
  Layout,
  Loading,
  LoadingIndicator,
  Sidebar,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  usePermissions,
  type LayoutProps,
  type SidebarProps,
} from 'react-admin';
import type { Permissions } from '../authProvider.ts';
import { ReconnectingNotice } from '../connection/ReconnectingNotice.tsx';
import { usePeriodicSessionCheck } from '../session/usePeriodicSessionCheck.ts';
import { AdminAccessRequired } from './AdminAccessRequired.tsx';
import { ConsoleMenu } from './ConsoleMenu.tsx';
import { CONSOLE_TITLE, documentTitle } from './consoleTitle.ts';
import { useFocusRescue } from './useFocusRescue.ts';

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

// react-admin renders each page's <Title> into this element (see TitlePortal).
const PAGE_TITLE_ID = 'react-admin-title';

/**
 * The console's name, then the page's title, which is the page's heading. Side by side on a wide
 * screen; stacked on a narrow one, where each is cut short with an ellipsis rather than pushing the
 * bar's buttons away.
 */
const ConsoleTitle = () => (
  <Box
    sx={{
      flex: 1,
      minWidth: 0,
      display: 'flex',
      flexDirection: { xs: 'column', md: 'row' },
      alignItems: { xs: 'stretch', md: 'center' },
      columnGap: 1.5,
    }}
  >
    <Typography
      component="p"
      noWrap
      sx={{
        flexShrink: 0,
        fontWeight: 700,
        lineHeight: 1.3,
        fontSize: { xs: '0.75rem', md: '1.125rem' },
        letterSpacing: { xs: '0.02em', md: '0.06em' },
      }}
    >
      {CONSOLE_TITLE}
    </Typography>
    <Divider
      orientation="vertical"
      aria-hidden
      sx={{
        display: { xs: 'none', md: 'block' },
        height: '1.25rem',
        borderColor: 'rgba(255, 255, 255, 0.6)',
      }}
    />
    <TitlePortal
      component="h1"
      sx={{ flex: { xs: 'none', md: 1 }, minWidth: 0, fontSize: '1rem', fontWeight: 400, lineHeight: 1.3 }}
    />
  </Box>
);

/** Keeps the browser tab's title in step with the page title react-admin renders into the bar. */
const useDocumentTitle = () => {
  useEffect(() => {
    const heading = document.getElementById(PAGE_TITLE_ID);
    if (!heading) return;
    const update = () => {
      document.title = documentTitle(heading.textContent);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(heading, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = CONSOLE_TITLE;
    };
  }, []);
};

/** Staff, or not known yet: what the console's menu and its button are shown for. */
const useMayUseMenu = () => {
  const { permissions, isPending } = usePermissions<Permissions>();
  // Kept while permissions load, so a staff member's page does not shift when they arrive.
  return isPending || permissions === 'admin';
};

// The brand's orange fails contrast behind white text, so the bar uses the primary blue.
const AdminAppBar = () => {
  useDocumentTitle();
  const mayUseMenu = useMayUseMenu();
  return (
    <AppBar
      color="primary"
      // react-admin's AppBar always renders the menu button; with no menu it would open nothing.
      sx={mayUseMenu ? undefined : { [`& .${AppBarClasses.menuButton}`]: { display: 'none' } }}
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <BackToHomeButton />
          <LoadingIndicator />
        </>
      }
    >
      <ConsoleTitle />
    </AppBar>
  );
};

/**
 * Guards every page, not only resource routes: a signed-in customer who opens /admin/ gets the
 * explanation instead of an empty console, and no resource page mounts, so nothing is fetched.
 */
const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  return permissions === 'admin' ? children : <AdminAccessRequired />;
};

/**
 * The console's menu, for staff only: beside "Admin Access Required" its items would only lead
 * back to that page.
 */
const AdminSidebar = (props: SidebarProps) => (useMayUseMenu() ? <Sidebar {...props} /> : null);

export const AdminLayout = ({ children }: LayoutProps) => {
  useFocusRescue();
  usePeriodicSessionCheck();
  return (
    <Layout appBar={AdminAppBar} sidebar={AdminSidebar} menu={ConsoleMenu}>
      <AdminOnly>{children}</AdminOnly>
      <ReconnectingNotice />
    </Layout>
  );
};
