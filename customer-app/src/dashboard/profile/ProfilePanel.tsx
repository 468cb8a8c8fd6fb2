import Edit from '@mui/icons-material/Edit';
import Logout from '@mui/icons-material/Logout';
import { Alert, AlertTitle, Box, Button, Divider, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Profile, SessionUser } from '@zen/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusWasDropped } from '../../common/focusWasDropped.ts';
import { useWarnBeforeLeaving } from '../../common/useWarnBeforeLeaving.ts';
import { useNotify } from '../../notifications/notificationsContext.ts';
import { PersonalDetailsFields } from '../../profile/PersonalDetailsFields.tsx';
import {
  errorsFromResponse,
  SAVE_FAILED_MESSAGE,
  validatePersonalDetails,
  valuesFromProfile,
  type PersonalDetailsErrors,
  type PersonalDetailsValues,
} from '../../profile/personalDetails.ts';
import { profileQuery, useSaveProfile } from '../../profile/profileQueries.ts';
import { useSignOut } from '../../session/sessionHooks.ts';
import { CrmDetailsView, PersonalDetailsView } from './ProfileDetails.tsx';

/**
 * The profile panel behind the header's 'My Profile' toggle (spec §2 Profile panel): the CRM's
 * view of the user (read-only), the personal fields with Edit Profile / Save Changes / Cancel,
 * and Sign Out. `hidden` while the header's toggle has it closed: it stays mounted, so an edit in
 * progress is still there, as typed, when the panel is opened again.
 */
export function ProfilePanel({ id, user, hidden }: { id: string; user: SessionUser; hidden: boolean }) {
  const profile = useQuery(profileQuery);
  const signOut = useSignOut();

  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      hidden={hidden}
      sx={{ p: { xs: 2, sm: 3 }, mb: { xs: 2, sm: 3 } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Profile Information
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Logout aria-hidden />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign Out
        </Button>
      </Box>

      {profile.data ? (
        <ProfileContent profile={profile.data} user={user} />
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>Failed to load user profile</AlertTitle>
          Your profile could not be loaded right now.
        </Alert>
      ) : (
        <Stack spacing={1} aria-busy>
          <Typography role="status" variant="body2" color="text.secondary">
            Loading your profile…
          </Typography>
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
    </Paper>
  );
}

const sameValues = (a: PersonalDetailsValues, b: PersonalDetailsValues): boolean =>
  (Object.keys(a) as (keyof PersonalDetailsValues)[]).every((field) => a[field] === b[field]);

function ProfileContent({ profile, user }: { profile: Profile; user: SessionUser }) {
  const [draft, setDraft] = useState<PersonalDetailsValues | null>(null);
  const [errors, setErrors] = useState<PersonalDetailsErrors>({});
  const save = useSaveProfile();
  const notify = useNotify();
  // Saving or cancelling removes the form, and with it the button that had the focus: the
  // keyboard goes back to Edit Profile rather than to the top of the page.
  const editButton = useRef<HTMLButtonElement>(null);
  // Edit Profile goes away as the form opens: the keyboard moves on to the form's first field.
  const form = useRef<HTMLFormElement>(null);
  const editing = draft !== null;
  useWarnBeforeLeaving(editing && !sameValues(draft, valuesFromProfile(profile, user)));
  useEffect(() => {
    if (!focusWasDropped()) return;
    if (editing) form.current?.querySelector('input')?.focus();
    else editButton.current?.focus();
  }, [editing]);
  // A save the rules refuse puts the keyboard on the first field they name.
  useEffect(() => {
    if (Object.keys(errors).length > 0) {
      form.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
    }
  }, [errors]);

  const startEditing = () => {
    setErrors({});
    setDraft(valuesFromProfile(profile, user));
  };
  const cancel = () => {
    setErrors({});
    setDraft(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const checked = validatePersonalDetails(draft);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.details, {
      onSuccess: () => {
        setDraft(null);
        notify({
          title: 'Profile Updated',
          description: 'Your changes have been saved.',
          variant: 'success',
        });
      },
      onError: (error) => {
        setErrors(errorsFromResponse(error));
        notify({ title: 'Update failed', description: SAVE_FAILED_MESSAGE, variant: 'destructive' });
      },
    });
  };

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="personal-details-title">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1.5,
          }}
        >
          <Typography id="personal-details-title" variant="h6" component="h3">
            Personal details
          </Typography>
          {!draft && (
            <Button
              ref={editButton}
              variant="contained"
              startIcon={<Edit aria-hidden />}
              onClick={startEditing}
            >
              Edit Profile
            </Button>
          )}
        </Box>
        {draft ? (
          <Stack
            ref={form}
            component="form"
            noValidate
            spacing={2}
            onSubmit={submit}
            aria-label="Edit your profile"
          >
            <PersonalDetailsFields
              values={draft}
              errors={errors}
              onChange={setDraft}
              disabled={save.isPending}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button type="submit" variant="contained" loading={save.isPending}>
                Save Changes
              </Button>
              <Button onClick={cancel} disabled={save.isPending}>
                Cancel
              </Button>
            </Box>
          </Stack>
        ) : (
          <PersonalDetailsView profile={profile} />
        )}
      </Box>
      <Divider />
      <Box component="section" aria-labelledby="crm-details-title">
        <Typography id="crm-details-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          Company and access
        </Typography>
        <CrmDetailsView profile={profile} />
      </Box>
    </Stack>
  );
}
