import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Profile, SessionUser } from '@zen/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PersonalDetailsFields } from '../profile/PersonalDetailsFields.tsx';
import {
  errorsFromResponse,
  SAVE_FAILED_MESSAGE,
  validatePersonalDetails,
  valuesFromProfile,
  type PersonalDetailsErrors,
} from '../profile/personalDetails.ts';
import { profileQuery, useSaveProfile } from '../profile/profileQueries.ts';
import { PageLoading, useSignedInUser } from '../session/RequireSession.tsx';
import { usePageTitle } from '../common/usePageTitle.ts';

/**
 * /complete-profile (spec §2): asked once, after the first sign-in. Whatever the CRM already knows
 * (names, mobile, job title) is filled in; a completed profile goes straight to the dashboard.
 */
export function CompleteProfilePage() {
  const user = useSignedInUser();
  const profile = useQuery(profileQuery);
  usePageTitle('Complete your profile');

  if (user.profileCompleted) return <Navigate to="/" replace />;
  // The form starts from the CRM's answer; if the profile cannot be read it starts from the session.
  if (profile.isPending) return <PageLoading label="Loading your profile" />;
  return <CompleteProfileForm user={user} profile={profile.data ?? null} />;
}

function CompleteProfileForm({ user, profile }: { user: SessionUser; profile: Profile | null }) {
  const [values, setValues] = useState(() => valuesFromProfile(profile, user));
  const [errors, setErrors] = useState<PersonalDetailsErrors>({});
  const save = useSaveProfile();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePersonalDetails(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.details, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => setErrors(errorsFromResponse(error)),
    });
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card
        component="section"
        aria-labelledby="complete-profile-title"
        elevation={3}
        sx={{ width: '100%', maxWidth: 640 }}
      >
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography
            id="complete-profile-title"
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontWeight: 700 }}
          >
            Complete your profile
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Tell us a little about yourself before you start. Your first and last name are required.
          </Typography>
          <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
            <TextField
              label="Email"
              value={user.email}
              fullWidth
              helperText="Your sign-in e-mail cannot be changed here."
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <PersonalDetailsFields
              values={values}
              errors={errors}
              onChange={setValues}
              disabled={save.isPending}
            />
            {save.isError && <Alert severity="error">{SAVE_FAILED_MESSAGE}</Alert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={save.isPending}
              sx={{ alignSelf: { sm: 'flex-start' } }}
            >
              Complete Profile
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
