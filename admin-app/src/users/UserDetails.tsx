import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { AdminUserRow } from '@zen/contracts';
import { enabled, lastSync, listOrNone, orNotGiven } from './wording.ts';

/** A titled description list: a screen reader says which value is which. */
const Section = ({ title, rows }: { title: string; rows: [string, ReactNode][] }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 3 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '13rem minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 500 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

/** The Details dialog's three sections (spec §2 User Management), with the spec's words for blanks. */
export const UserDetails = ({ user }: { user: AdminUserRow }) => (
  <>
    <Section
      title="Personal Information"
      rows={[
        ['First Name', orNotGiven(user.firstName)],
        ['Last Name', orNotGiven(user.lastName)],
        ['Email', user.email],
        ['Mobile', orNotGiven(user.mobile)],
        ['Birthday', orNotGiven(user.birthday)],
        ['Job Title', orNotGiven(user.jobTitle)],
      ]}
    />
    <Section
      title="Company Information"
      rows={[
        ['Company Name', orNotGiven(user.companyName)],
        ['Support Contract', orNotGiven(user.supportContract)],
        ['User Guide Service', enabled(user.userguideService)],
        ['Last CRM Sync', lastSync(user.lastCrmSync)],
      ]}
    />
    <Section
      title="Applications & Access"
      rows={[
        ['Applications Implemented', listOrNone(user.applicationsImplemented)],
        ['Recruit Module Access', listOrNone(user.recruitModulesAccess)],
        ['People Module Access', listOrNone(user.peopleModulesAccess)],
      ]}
    />
  </>
);
