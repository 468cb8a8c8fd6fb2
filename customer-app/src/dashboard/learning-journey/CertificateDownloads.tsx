import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { Application } from '@zen/contracts';
import { describeError } from '../../api/http.ts';
import { useNotify } from '../../notifications/notificationsContext.ts';
import { fetchCertificate } from './journeyQueries.ts';

const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started; the object URL is no longer needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * A completion certificate per application whose every Essential item is completed (issue 8):
 * fetched, then saved, so a failure is told with a toast instead of a broken download.
 */
export function CertificateDownloads({ applications }: { applications: readonly Application[] }) {
  const notify = useNotify();
  const download = useMutation({
    mutationFn: fetchCertificate,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      notify({ title: 'Download Complete', description: fileName, variant: 'success' });
    },
    onError: (error) =>
      notify({ title: 'Download Failed', description: describeError(error).detail, variant: 'destructive' }),
  });

  if (applications.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="certificates-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="certificates-title" variant="h6" component="h3">
        Certificates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        You have completed every Essential item of these applications.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {applications.map((application) => (
          <Button
            key={application}
            variant="contained"
            startIcon={<WorkspacePremium aria-hidden />}
            loading={download.isPending && download.variables === application}
            onClick={() => download.mutate(application)}
          >
            Download {application} certificate
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
