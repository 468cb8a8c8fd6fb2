import { TextInput } from 'react-admin';
import { RichTextInput } from '../rich-text/RichTextInput.tsx';

/**
 * Help content for one audience or topic: catalogue items by their IDs, comma-separated (spec §2,
 * §5), and text of the company's own.
 */
export function ContentSectionInputs({ source, label }: { source: string; label?: string }) {
  const prefix = label ? `${label}: ` : '';
  return (
    <>
      <TextInput
        source={`${source}.contentIds`}
        label={`${prefix}Content IDs (comma-separated)`}
        helperText="IDs from Content Management, e.g. 12, 31, 47"
        fullWidth
      />
      <RichTextInput source={`${source}.customContent`} label={`${prefix}Custom content`} />
    </>
  );
}
