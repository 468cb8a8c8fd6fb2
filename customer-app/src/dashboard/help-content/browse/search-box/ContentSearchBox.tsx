import Search from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, useMediaQuery, type Theme } from '@mui/material';
import { MAX_SEARCH_LENGTH, type ContentSuggestion } from '@zen/contracts';
import { useId, useState, type FocusEvent } from 'react';
import { visuallyHidden } from '../../../../common/visuallyHidden.ts';
import { SuggestionOption } from './SuggestionOption.tsx';
import { useContentSuggestions } from './useContentSuggestions.ts';
import { useOpenSuggestion } from './useOpenSuggestion.ts';

const suggestionLabel = (option: ContentSuggestion | string) =>
  typeof option === 'string' ? option : option.title;

/**
 * On a phone the box moves to the top of the screen when focused: the on-screen keyboard takes
 * the lower half, and the suggestions open under the box, where they would otherwise be hidden.
 */
const bringToTop = (event: FocusEvent<HTMLElement>) => event.currentTarget.scrollIntoView({ block: 'start' });

/**
 * The Browse Content search box (spec §2) with suggestions under it as the customer types
 * (issue 11): an ARIA combobox (MUI Autocomplete in free-text mode). Arrow keys move through the
 * titles, Enter or a click on one opens that item, Escape closes the list, and Enter with no
 * title chosen searches for the words typed (`onSearch`). The words stay as typed throughout:
 * choosing a title opens it rather than replacing the search.
 */
export function ContentSearchBox({
  placeholder,
  value,
  onType,
  onSearch,
}: {
  placeholder: string;
  value: string;
  onType: (value: string) => void;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const suggestions = useContentSuggestions(value);
  const { prefetch, open: openSuggestion } = useOpenSuggestion();
  const showing = open && suggestions.length > 0;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Box role="search" onFocus={phone ? bringToTop : undefined}>
      {/* `boolean` for disableClearable keeps `null` a valid value: nothing is ever selected. */}
      <Autocomplete<ContentSuggestion, false, boolean, true>
        id={id}
        freeSolo
        // The box is type="search": the browser's own clear button is enough.
        disableClearable
        // In the page rather than a portal: the list scrolls with the box and stays inside the
        // search landmark for assistive technologies.
        disablePortal
        // Always under the box, as search suggestions are: low on a phone's screen Popper flipped
        // the list above it, over the page heading (the box now moves up when focused, above).
        slotProps={{ popper: { modifiers: [{ name: 'flip', enabled: false }] } }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={suggestions}
        // The server matched them, typos and all: filtering by the typed letters would drop some.
        filterOptions={(options) => options}
        getOptionLabel={suggestionLabel}
        getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
        value={null}
        inputValue={value}
        onInputChange={(_, next, reason) => {
          // Only typing changes the words; choosing a title would otherwise write it in the box.
          if (reason === 'input') onType(next);
        }}
        onChange={(_, choice, reason) => {
          if (reason === 'selectOption' && choice !== null && typeof choice === 'object') {
            openSuggestion(choice);
          } else if (reason === 'createOption' && typeof choice === 'string') onSearch(choice);
        }}
        onHighlightChange={(_, option) => {
          if (option) prefetch(option);
        }}
        renderOption={({ key, ...optionProps }, option) => (
          <SuggestionOption key={key} {...optionProps} suggestion={option} />
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            type="search"
            placeholder={placeholder}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': 'Search content',
                maxLength: MAX_SEARCH_LENGTH,
              },
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <Search aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      {/* The list's name: Autocomplete labels its listbox by this id. */}
      <span id={`${id}-label`} hidden>
        Suggestions
      </span>
      <Box role="status" sx={visuallyHidden}>
        {showing &&
          `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}, use the up and down arrows to choose`}
      </Box>
    </Box>
  );
}
