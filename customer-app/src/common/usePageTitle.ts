import { useEffect } from 'react';

export const PORTAL_NAME = 'Zoho Zen Learning Portal';

/**
 * The browser tab's title names the screen first, then the portal (WCAG 2.4.2): with several
 * tabs open, and for a screen reader announcing the page, "Zoho Zen Learning Portal" alone on
 * every screen said nothing about where one was.
 */
export const usePageTitle = (screen: string): void => {
  useEffect(() => {
    document.title = `${screen} · ${PORTAL_NAME}`;
  }, [screen]);
};
