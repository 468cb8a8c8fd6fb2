import Verified from '@mui/icons-material/Verified';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Profile } from '@zen/contracts';
import type { ReactNode } from 'react';
import {
  applicationLabel,
  EMPTY_TEXT,
  lastSyncText,
  supportContractBadge,
  usesApplication,
} from './profileDisplay.ts';

/** One label and its value in the panel's description list. */
export function Detail({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

function Badges({ values, empty, label }: { values: string[]; empty: string; label: string }) {
  if (values.length === 0) return <>{empty}</>;
  return (
    <Stack
      component="span"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}
      aria-label={label}
    >
      {values.map((value) => (
        <Chip key={value} label={value} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** The personal fields as read (the panel swaps these for inputs while editing). */
export function PersonalDetailsView({ profile }: { profile: Profile }) {
  const text = (value: string | null) => value?.trim() || EMPTY_TEXT.personal;
  return (
    <DetailList>
      <Detail label="First name">{text(profile.firstName)}</Detail>
      <Detail label="Last name">{text(profile.lastName)}</Detail>
      <Detail label="Mobile">{text(profile.mobile)}</Detail>
      <Detail label="Title">{text(profile.jobTitle)}</Detail>
      <Detail label="Birthday">{text(profile.birthday)}</Detail>
    </DetailList>
  );
}

/** What the CRM says about the user: always read-only (spec §2 Profile panel). */
export function CrmDetailsView({ profile }: { profile: Profile }) {
  const contract = supportContractBadge(profile.supportContract);
  return (
    <DetailList>
      <Detail label="Email" wide>
        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <span>{profile.email}</span>
          <Chip
            icon={<Verified aria-hidden />}
            label="CRM Synced"
            size="small"
            color="success"
            variant="outlined"
          />
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Read-only: your e-mail is managed in the CRM.
        </Typography>
      </Detail>
      <Detail label="Company">{profile.companyName?.trim() || EMPTY_TEXT.company}</Detail>
      <Detail label="Support Contract">
        <Chip label={contract.label} color={contract.color} size="small" sx={{ mt: 0.5 }} />
      </Detail>
      <Detail label="Applications" wide>
        <Badges
          label="Applications"
          values={profile.applications.map(applicationLabel)}
          empty={EMPTY_TEXT.applications}
        />
      </Detail>
      {usesApplication(profile, 'Zoho Recruit') && (
        <Detail label="Recruit Modules Access" wide>
          <Badges
            label="Recruit modules"
            values={profile.recruitModulesAccess}
            empty={EMPTY_TEXT.recruitModules}
          />
        </Detail>
      )}
      {usesApplication(profile, 'Zoho People') && (
        <Detail label="People Modules Access" wide>
          <Badges
            label="People modules"
            values={profile.peopleModulesAccess}
            empty={EMPTY_TEXT.peopleModules}
          />
        </Detail>
      )}
      <Detail label="Last CRM Sync">{lastSyncText(profile.lastCrmSync)}</Detail>
      <Detail label="Profile ID">{profile.crmContactId ?? EMPTY_TEXT.profileId}</Detail>
    </DetailList>
  );
}
