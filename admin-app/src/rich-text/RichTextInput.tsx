import { Box, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useInput } from 'react-admin';

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The id of the visible label that names the editable area. */
  labelId: string;
  invalid: boolean;
  describedBy?: string;
};

/** TipTap and ProseMirror come in their own chunk the first time a form shows an editor. */
const TipTapEditor = lazy(() => import('./TipTapEditor.tsx'));

/**
 * A react-admin input holding rich text as HTML (guide and template pages). What it sends is
 * sanitised by the server before it is stored; the editor only offers what survives that.
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
  const labelId = useId();
  const helperId = useId();
  const message = fieldState.error?.message ?? helperText;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }}>
      <FormLabel id={labelId} error={fieldState.invalid} sx={{ fontSize: '0.875rem' }}>
        {label}
      </FormLabel>
      <Suspense
        fallback={<Skeleton variant="rounded" height={164} aria-label={`Loading the ${label} editor`} />}
      >
        <TipTapEditor
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelId={labelId}
          invalid={fieldState.invalid}
          describedBy={message ? helperId : undefined}
        />
      </Suspense>
      {message && (
        <FormHelperText id={helperId} error={fieldState.invalid}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
