import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { importRetried } from '@zen/contracts';
import { PageFailed } from './common/PageFailed.tsx';
import { NotificationsProvider } from './notifications/NotificationsProvider.tsx';
import { createQueryClient } from './queryClient.ts';
import { PageLoading, RequireCompletedProfile, RequireSession } from './session/RequireSession.tsx';
import { SessionEndedNotice } from './session/SessionEndedNotice.tsx';
import { theme } from './theme.ts';

/**
 * Each route's screen is its own chunk, loaded when the route is first visited: the first load
 * carries only the shell (theme, router, session guard, notifications). A failed load is tried
 * again by itself (importRetried) before the page says it could not be loaded.
 */
const screen = <Name extends string, Chunk extends Record<Name, ComponentType>>(
  load: () => Promise<Chunk>,
  name: Name,
) => lazy(async () => ({ default: (await importRetried(load))[name] }));

const AuthPage = screen(() => import('./auth/AuthPage.tsx'), 'AuthPage');
const CompleteProfilePage = screen(
  () => import('./complete-profile/CompleteProfilePage.tsx'),
  'CompleteProfilePage',
);
const DashboardPage = screen(() => import('./dashboard/DashboardPage.tsx'), 'DashboardPage');
const AdminPage = screen(() => import('./admin/AdminPage.tsx'), 'AdminPage');
const UserGuidePage = screen(() => import('./userguide/UserGuidePage.tsx'), 'UserGuidePage');
const NotFoundPage = screen(() => import('./not-found/NotFoundPage.tsx'), 'NotFoundPage');

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageLoading label="Loading the page" />}>
    <Screen />
  </Suspense>
);

/**
 * Routes and their guards (spec §2 Routes), under one error element: a page that fails to show
 * (its chunk did not load, or it threw) says so in the portal's words, with Reload.
 */
const router = createBrowserRouter([
  {
    errorElement: <PageFailed />,
    children: [
      { path: '/auth', element: page(AuthPage) },
      {
        element: <RequireSession />,
        children: [
          { path: '/complete-profile', element: page(CompleteProfilePage) },
          { path: '/userguide', element: page(UserGuidePage) },
          { path: '/userguide/:companySlug', element: page(UserGuidePage) },
          {
            element: <RequireCompletedProfile />,
            children: [
              { path: '/', element: page(DashboardPage) },
              { path: '/admin', element: page(AdminPage) },
            ],
          },
        ],
      },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
]);

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <SessionEndedNotice />
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
