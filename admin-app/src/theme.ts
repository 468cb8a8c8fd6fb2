import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { BRAND, FOCUS_RING_COMPONENTS } from '@zen/contracts';

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
    // The customer app's focus ring: MUI's ripple on the blue bar and the menu's grey fill (the
    // same as the current page's) were too faint to tell where the keyboard was.
    ...FOCUS_RING_COMPONENTS,
    // A title may be one unbroken 200-character word: a dialog breaks it rather than overflow.
    MuiDialogTitle: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    // react-admin's 'Skip to content' is white on the page's light grey, and on a phone an empty
    // 16 px icon button (its label is only a tooltip there): a blue button with its words, on every
    // screen. Its aria-label names it for screen readers either way.
    RaSkipNavigationButton: {
      // The focus ripple washed the button out to a pale blue; the outline below marks focus.
      defaultProps: { disableFocusRipple: true },
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          backgroundColor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          '&:hover': { backgroundColor: theme.palette.primary.dark, opacity: 1 },
          '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
          '&.MuiIconButton-root': {
            borderRadius: theme.shape.borderRadius,
            padding: theme.spacing(1, 1.5),
            fontSize: theme.typography.button.fontSize,
            fontWeight: theme.typography.button.fontWeight,
            '&::after': { content: '"Skip to content"' },
          },
        }),
      },
    },
    // A disabled input's helper text still tells what to do ('Choose an application first'): MUI's
    // disabled grey is 2.7:1 on white, the secondary text colour 5.7:1.
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-disabled': { color: theme.palette.text.secondary },
        }),
      },
    },
  },
};
