import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** The card every step of /auth is drawn in: a heading naming the mode, a line of guidance. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} elevation={3}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {description && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** A mailed link that cannot be used (reset, confirmation): why, and the way back to sign-in. */
export function LinkRefusedCard({
  title,
  description,
  children,
  onBack,
}: {
  title: string;
  description: string;
  children: ReactNode;
  onBack: () => void;
}) {
  return (
    <AuthCard title={title} description={description}>
      <Stack spacing={2.5}>
        <Alert severity="error">{children}</Alert>
        <Button variant="contained" size="large" fullWidth onClick={onBack}>
          Back to sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
