/** The console's name (spec §2 Admin dashboard), shown in the app bar, the sign-in card and the tab. */
export const CONSOLE_TITLE = 'ZOHO ZEN ADMIN CONTROL';

/** The browser tab's title: the page first, so tabs stay distinguishable when several are open. */
export const documentTitle = (pageTitle: string | null | undefined): string => {
  const page = pageTitle?.replace(/\s+/g, ' ').trim();
  return page ? `${page} · ${CONSOLE_TITLE}` : CONSOLE_TITLE;
};
