import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden.ts';
import { addTerm, removeTerm, type TermRules } from './termList.ts';
import { wrappingChip } from './wrappingChip.ts';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list of short texts edited one at a time (keywords, synonyms), by its `rules`: type and press
 * Enter, or Add on a touch screen, to add; each entry is a chip, and activating it (click, Enter,
 * Space, Delete or Backspace) removes it. Additions and removals are announced, as is a refused
 * entry, and focus returns to the text box after Add or a removal so the keyboard never lands on
 * the page body. The form's own message for the field (its validation, the server's refusal) is
 * shown under the box too.
 */
export const TermListInput = ({
  rules,
  ...props
}: Omit<InputProps, 'defaultValue'> & { rules: TermRules }) => {
  const { field, fieldState, id, isRequired } = useInput({ defaultValue: [], ...props });
  const terms: string[] = Array.isArray(field.value) ? field.value : [];
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const textBox = useRef<HTMLInputElement>(null);
  const noun = capitalised(rules.noun);

  const commitDraft = () => {
    const outcome = addTerm(terms, draft, rules);
    switch (outcome.kind) {
      case 'blank':
        return;
      case 'duplicate':
        setProblem(outcome.problem);
        setDraft('');
        return;
      case 'refused':
        setProblem(outcome.problem);
        return;
      case 'added':
        field.onChange(outcome.terms);
        setProblem(undefined);
        setAnnouncement(`${noun} ${outcome.term} added`);
        setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter belongs to the entry, not to the form; an IME uses it to confirm a composition.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    commitDraft();
  };

  const remove = (term: string) => {
    field.onChange(removeTerm(terms, term));
    setAnnouncement(`${noun} ${term} removed`);
    textBox.current?.focus();
  };

  // The entry just refused is the newest news, said as written (it quotes what was typed); the
  // form's message (its validation, the server's refusal) comes encoded by react-admin, for its
  // InputHelperText to read.
  const formError = fieldState.error?.message;
  const helperText = problem ?? (formError ? <InputHelperText error={formError} /> : rules.instructions);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
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
          // An entry typed but not yet added is kept rather than silently lost on save.
          onBlur={() => {
            commitDraft();
            field.onBlur();
          }}
          error={problem !== undefined || formError !== undefined}
          helperText={helperText}
          // The helper line is where a refused entry is explained; it is read out when it changes.
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
          fullWidth
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          aria-label={`Add ${rules.noun}`}
          // A tap keeps the focus (and a phone's keyboard) in the text box: the box is not blurred,
          // so the draft is added once, here.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            commitDraft();
            textBox.current?.focus();
          }}
          // Level with the text box beside it (react-admin's small, dense filled box), not its helper line.
          sx={{ flexShrink: 0, mt: 1, height: 48 }}
        >
          Add
        </Button>
      </Box>
      {terms.length > 0 && (
        <Box
          component="ul"
          // As far from the next field as a helper text line keeps the other inputs.
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1, mb: 2.5 }}
        >
          {terms.map((term) => (
            <li key={term}>
              <Chip
                label={term}
                aria-label={`Remove ${rules.noun} ${term}`}
                onClick={() => remove(term)}
                onDelete={() => remove(term)}
                sx={wrappingChip}
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
