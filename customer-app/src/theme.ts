import { createTheme } from '@mui/material/styles';
import { BRAND } from '@zen/contracts';

/**
 * Keyboard focus on buttons, icon buttons and the filters' toggle buttons (WCAG 2.4.7): a
 * two-tone ring, white next to the button and dark blue around it, so it stands out on white
 * cards (the dark ring, 10.5:1) and in the blue header (the white ring, 6.7:1) alike. Only on
 * :focus-visible, so a mouse click draws no ring; MUI's ripple alone was too faint to see.
 */
const focusRing = {
  '&:focus-visible': {
    outline: `2px solid ${BRAND.primaryDark}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px ${BRAND.surface}`,
  },
} as const;

/** The customer app's MUI theme, built from the palette the admin console shares (DESIGN §5). */
export const theme = createTheme({
  palette: {
    primary: { main: BRAND.primary, dark: BRAND.primaryDark },
    secondary: { main: BRAND.secondary },
    success: { main: BRAND.success },
    warning: { main: BRAND.warning },
    error: { main: BRAND.error },
    background: { default: BRAND.background, paper: BRAND.surface },
    text: { primary: BRAND.text },
  },
  shape: { borderRadius: BRAND.borderRadius },
  typography: {
    fontFamily: BRAND.fontFamily,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: focusRing } },
    MuiIconButton: { styleOverrides: { root: focusRing } },
    MuiToggleButton: { styleOverrides: { root: focusRing } },
  },
});
