import { Admin, Resource, localStorageStore } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { authProvider } from './authProvider.ts';
import content from './content/index.ts';
import synonyms from './synonyms/index.ts';
import { SYNONYMS_RESOURCE } from './synonyms/synonymsApi.ts';
import userGuides from './userguides/index.ts';
import userGuideTemplate from './userguide-template/index.ts';
import users from './users/index.ts';
import recovery from './recovery/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { dataProvider } from './dataProvider.ts';
import { i18nProvider } from './i18nProvider.ts';
import { AdminAccessRequired } from './layout/AdminAccessRequired.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { CONSOLE_TITLE } from './layout/consoleTitle.ts';
import { ConsoleNotification } from './layout/ConsoleNotification.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { PageNotFound } from './layout/PageNotFound.tsx';
import { lightTheme } from './theme.ts';

// The customer app shares this origin, so the console keeps its preferences under its own key.
const store = localStorageStore(undefined, 'ZenAdmin');

const ZenAdmin = () => (
  <Admin
    title={CONSOLE_TITLE}
    basename="/admin"
    dashboard={Dashboard}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={lightTheme}
    store={store}
    layout={AdminLayout}
    notification={ConsoleNotification}
    loginPage={LoginPage}
    accessDenied={AdminAccessRequired}
    catchAll={PageNotFound}
    requireAuth
    disableTelemetry
  >
    <Resource name="content" {...content} />
    <Resource name={SYNONYMS_RESOURCE} {...synonyms} />
    <Resource name="userguides" {...userGuides} />
    <Resource name="userguide-template" {...userGuideTemplate} />
    <Resource name="users" {...users} />
    <Resource name="recovery" {...recovery} />
  </Admin>
);

// Left alone, react-admin routes with a HashRouter (/admin/#/content). Inside a browser router the
// console has real paths (/admin/content/12), which the portal serves by falling back to index.html.
const router = createBrowserRouter([{ path: '/admin/*', element: <ZenAdmin /> }]);

// Router updates as ordinary renders, not transitions (React Router's default). Opening the console
// signed out, react-admin logs the visitor out and navigates to /login, then clears its query cache;
// its auth check, still mounted on the old page, runs again and logs out again. Each round is an
// urgent update that restarted the pending transition to /login, so the sign-in form waited until
// React expired that transition: 11 to 16 s of blank page in Chromium, thousands of pushState calls
// and a history full of /admin/login. Rendered at once, /login replaces the old page in the first
// round.
export const App = () => <RouterProvider router={router} useTransitions={false} />;
