import { Button } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** A form's submit button, disabled while the form is being sent. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {isSubmitting ? 'Saving…' : label}
    </Button>
  );
}
