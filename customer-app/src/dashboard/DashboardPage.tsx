import { Container } from '@mui/material';
import { useState } from 'react';
import { useSignedInUser } from '../session/RequireSession.tsx';
import { DashboardHeader } from './header/DashboardHeader.tsx';
import { HelpContent } from './help-content/HelpContent.tsx';
import { ProfilePanel } from './profile/ProfilePanel.tsx';

const PROFILE_PANEL_ID = 'profile-panel';

/**
 * The customer dashboard at '/' (spec §2). Each area has its own folder beside this file: the
 * header, the profile panel behind 'My Profile', and Help Content.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const [profileOpen, setProfileOpen] = useState(false);
  return (
    <>
      <DashboardHeader
        user={user}
        profileOpen={profileOpen}
        onToggleProfile={() => setProfileOpen((open) => !open)}
        profilePanelId={PROFILE_PANEL_ID}
      />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        {profileOpen && <ProfilePanel id={PROFILE_PANEL_ID} user={user} />}
        <HelpContent user={user} />
      </Container>
    </>
  );
}
