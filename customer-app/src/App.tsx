import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AuthPage } from './auth/AuthPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { createQueryClient } from './queryClient.ts';
import { RequireSession } from './session/RequireSession.tsx';
import { theme } from './theme.ts';

/** Routes (spec §2). Later issues add /complete-profile and /userguide under the session guard. */
const router = createBrowserRouter([
  { path: '/auth', element: <AuthPage /> },
  {
    element: <RequireSession />,
    children: [{ path: '/', element: <DashboardPage /> }],
  },
  { path: '*', element: <NotFoundPage /> },
]);

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
