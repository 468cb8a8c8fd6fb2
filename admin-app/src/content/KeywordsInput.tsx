import { Box, Chip, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FieldTitle, useInput, type InputProps } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden.ts';
import { KEYWORD_MAX_LENGTH, addKeyword, removeKeyword } from './keywords.ts';

const INSTRUCTIONS = 'Type a keyword and press Enter to add it';

/**
 * A list of keywords edited one at a time: type and press Enter to add; each keyword is a chip,
 * and activating it (click, Enter, Space, Delete or Backspace) removes it. Additions and removals
 * are announced, as is a refused keyword, and focus returns to the text box after a removal so the
 * keyboard never lands on the page body.
 */
export const KeywordsInput = (props: Omit<InputProps, 'defaultValue'>) => {
  const { field, fieldState, id, isRequired } = useInput({ defaultValue: [], ...props });
  const keywords: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const textBox = useRef<HTMLInputElement>(null);

  const commitDraft = () => {
    const outcome = addKeyword(keywords, draft);
    switch (outcome.kind) {
      case 'blank':
        return;
      case 'duplicate':
        setProblem(`"${outcome.keyword}" is already a keyword`);
        setDraft('');
        return;
      case 'too-long':
        setProblem(`A keyword must be at most ${KEYWORD_MAX_LENGTH} characters`);
        return;
      case 'added':
        field.onChange(outcome.keywords);
        setProblem(undefined);
        setAnnouncement(`Keyword ${outcome.keyword} added`);
        setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter belongs to the keyword, not to the form; an IME uses it to confirm a composition.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    commitDraft();
  };

  const remove = (keyword: string) => {
    field.onChange(removeKeyword(keywords, keyword));
    setAnnouncement(`Keyword ${keyword} removed`);
    textBox.current?.focus();
  };

  const message = fieldState.error?.message ?? problem;
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        id={id}
        inputRef={textBox}
        label={
          <FieldTitle
            label={props.label}
            source={props.source}
            resource={props.resource}
            isRequired={isRequired}
          />
        }
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={onKeyDown}
        // A keyword typed but not yet entered is kept rather than silently lost on save.
        onBlur={() => {
          commitDraft();
          field.onBlur();
        }}
        error={message !== undefined}
        helperText={message ?? INSTRUCTIONS}
        // The helper line is where a refused keyword is explained; it is read out when it changes.
        slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        fullWidth
      />
      {keywords.length > 0 && (
        <Box
          component="ul"
          // As far from the next field as a helper text line keeps the other inputs.
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1, mb: 2.5 }}
        >
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Chip
                label={keyword}
                aria-label={`Remove keyword ${keyword}`}
                onClick={() => remove(keyword)}
                onDelete={() => remove(keyword)}
              />
            </li>
          ))}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
};
