import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminPage } from './admin/AdminPage.tsx';
import { AuthPage } from './auth/AuthPage.tsx';
import { CompleteProfilePage } from './complete-profile/CompleteProfilePage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { NotificationsProvider } from './notifications/NotificationsProvider.tsx';
import { createQueryClient } from './queryClient.ts';
import { RequireCompletedProfile, RequireSession } from './session/RequireSession.tsx';
import { theme } from './theme.ts';
import { UserGuidePage } from './userguide/UserGuidePage.tsx';

/** Routes and their guards (spec §2 Routes). */
const router = createBrowserRouter([
  { path: '/auth', element: <AuthPage /> },
  {
    element: <RequireSession />,
    children: [
      { path: '/complete-profile', element: <CompleteProfilePage /> },
      { path: '/userguide', element: <UserGuidePage /> },
      { path: '/userguide/:companySlug', element: <UserGuidePage /> },
      {
        element: <RequireCompletedProfile />,
        children: [
          { path: '/', element: <DashboardPage /> },
          { path: '/admin', element: <AdminPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <RouterProvider router={router} />
        </NotificationsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
