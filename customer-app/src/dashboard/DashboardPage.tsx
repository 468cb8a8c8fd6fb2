import { Container } from '@mui/material';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { DashboardHeader } from './header/DashboardHeader.tsx';
import { HelpContent } from './help-content/HelpContent.tsx';

/**
 * The customer dashboard at '/' (spec §2). Each area has its own folder beside this file; this
 * issue delivers the header and Help Content's Browse Content tab.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <>
      <DashboardHeader user={user} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <HelpContent user={user} />
      </Container>
    </>
  );
}
