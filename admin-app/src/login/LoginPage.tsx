import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, type Validator } from 'react-admin';
import { BRAND } from '@zen/contracts';
import { CONSOLE_TITLE } from '../layout/consoleTitle.ts';
import { SessionEndedNotice } from '../session/SessionEndedNotice.tsx';

// Both fields are plainly needed to sign in, so their labels carry no required asterisk.
const present =
  (message: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? undefined : message;

/** react-admin's login card, asking for the e-mail the API signs in with. */
export const LoginPage = () => (
  <Login
    role="main"
    sx={{
      backgroundImage: `radial-gradient(circle at 50% 14em, ${BRAND.primary} 0%, ${BRAND.primaryDark} 60%, ${BRAND.primaryDark} 100%)`,
    }}
  >
    <SessionEndedNotice />
    <Typography component="h1" variant="h6" align="center" sx={{ px: 2 }}>
      {CONSOLE_TITLE}
    </Typography>
    <LoginForm>
      <TextInput
        autoFocus
        source="email"
        label="Email"
        type="email"
        autoComplete="email"
        validate={present('Please enter your email address')}
      />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="current-password"
        validate={present('Please enter your password')}
      />
    </LoginForm>
  </Login>
);
