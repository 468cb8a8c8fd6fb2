import { createTheme } from '@mui/material/styles';
import { BRAND, FOCUS_RING_COMPONENTS } from '@zen/contracts';

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
    ...FOCUS_RING_COMPONENTS,
  },
});
