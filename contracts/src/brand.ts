/**
 * The provider's brand, shared by the customer app and the admin console so both build their
 * MUI theme from the same palette (DESIGN §5).
 */
export const BRAND = {
  name: 'Zoho Zen',
  primary: '#0b5cad',
  primaryDark: '#083f78',
  secondary: '#e8590c',
  // 5.2:1 under white text (chips such as 'Ready'), 4.8:1 as text on the page's background.
  success: '#267d38',
  warning: '#e67700',
  error: '#c92a2a',
  background: '#f5f7fa',
  surface: '#ffffff',
  text: '#1b2430',
  fontFamily: '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  borderRadius: 10,
} as const;

/**
 * Keyboard focus on buttons, icon buttons and toggle buttons in both apps (WCAG 2.4.7): a
 * two-tone ring, white next to the button and dark blue around it, so it stands out on white
 * cards (the dark ring, 10.5:1) and in the blue header (the white ring, 6.7:1) alike. Only on
 * :focus-visible, so a mouse click draws no ring; MUI's ripple alone was too faint to see.
 */
const RING_OUTLINE = `2px solid ${BRAND.primaryDark}`;

export const FOCUS_RING = {
  '&:focus-visible': {
    outline: RING_OUTLINE,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px ${BRAND.surface}`,
  },
} as const;

/**
 * The same ring drawn inside the edge, for controls that fill a clipped strip or list: tabs (their
 * scroller hides what overflows) and the items of a menu or sidebar, where MUI's grey focus fill
 * looked like the light fill of the item already chosen. Keyed to MUI's own keyboard-focus class.
 */
export const FOCUS_RING_INSET = {
  '&.Mui-focusVisible': { outline: RING_OUTLINE, outlineOffset: -2 },
} as const;

/** Both apps' theme entries for the keyboard's ring, on every control it is drawn on. */
export const FOCUS_RING_COMPONENTS = {
  MuiButton: { styleOverrides: { root: FOCUS_RING } },
  MuiIconButton: { styleOverrides: { root: FOCUS_RING } },
  MuiToggleButton: { styleOverrides: { root: FOCUS_RING } },
  MuiTab: { styleOverrides: { root: FOCUS_RING_INSET } },
  MuiListItemButton: { styleOverrides: { root: FOCUS_RING_INSET } },
  MuiMenuItem: { styleOverrides: { root: FOCUS_RING_INSET } },
} as const;
