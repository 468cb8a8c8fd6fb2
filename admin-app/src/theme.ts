import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BRAND } from '@zen/contracts';

/** react-admin's light theme in the provider's colours, shared with the customer app (DESIGN §5). */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, contrastText: '#ffffff' },
    secondary: { main: BRAND.secondary, contrastText: '#ffffff' },
    success: { main: BRAND.success },
    warning: { main: BRAND.warning },
    error: { main: BRAND.error },
    background: { default: BRAND.background, paper: BRAND.surface },
    text: { primary: BRAND.text },
  },
  typography: {
    fontFamily: BRAND.fontFamily,
    h6: { fontWeight: 500 },
  },
  shape: { borderRadius: BRAND.borderRadius },
  components: {
    ...defaultLightTheme.components,
    // react-admin's grey form toolbar leaves the red Delete label short of 4.5:1 contrast.
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#eef1f5' } } },
    // A title may be one unbroken 200-character word: a dialog breaks it rather than overflow.
    MuiDialogTitle: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
  },
};
