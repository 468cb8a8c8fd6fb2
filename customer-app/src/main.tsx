import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material';
import { App } from './App.tsx';
import { ReconnectingNotice } from './connection/ReconnectingNotice.tsx';
import { theme } from './theme.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    {/* Outside the app's routes: it must outlive any page that fails while the server is away.
        First, so that its banner sits above the page rather than over it. */}
    <ThemeProvider theme={theme}>
      <ReconnectingNotice />
    </ThemeProvider>
    <App />
  </StrictMode>,
);
