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
