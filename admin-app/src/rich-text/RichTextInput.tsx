import { Alert, Box, Button, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { Suspense, useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useInput } from 'react-admin';
import { LazyTipTapEditor, tryEditorsAgain, useEditorAttempt } from './LazyTipTapEditor.tsx';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  invalid: boolean;
  describedBy?: string;
};

/**
 * A react-admin input holding rich text as HTML (guide and template pages). What it sends is
 * sanitised by the server before it is stored; the editor only offers what survives that.
 *
 * An editor that fails (its chunk did not load on a bad connection, or it threw) is replaced, in
 * its own field, by a notice with Try Again: without that, the console's page-wide error screen
 * took the whole form, and every unsaved edit in it, with it. The field's value is the
 * form's, so it is still there when the editor comes back.
 */
export function RichTextInput({
  source,
  label,
  helperText,
}: {
  source: string;
  label: string;
  helperText?: string;
}) {
  const { field, fieldState } = useInput({ source, defaultValue: '' });
  const attempt = useEditorAttempt();
  const labelId = useId();
  const helperId = useId();
  const message = fieldState.error?.message ?? helperText;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }}>
      <FormLabel id={labelId} error={fieldState.invalid} sx={{ fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <ErrorBoundary
        resetKeys={[attempt]}
        fallbackRender={() => (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={tryEditorsAgain}>
                Try Again
              </Button>
            }
          >
            The editor could not be loaded. Check your connection and try again: your other changes in this
            form are kept.
          </Alert>
        )}
      >
        <Suspense
          fallback={<Skeleton variant="rounded" height={164} aria-label={`Loading the ${label} editor`} />}
        >
          <LazyTipTapEditor
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelId={labelId}
            invalid={fieldState.invalid}
            describedBy={message ? helperId : undefined}
          />
        </Suspense>
      </ErrorBoundary>
      {message && (
        <FormHelperText id={helperId} error={fieldState.invalid}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
