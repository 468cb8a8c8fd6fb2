import { SearchInput } from 'react-admin';
import { MAX_SEARCH_LENGTH } from '@zen/contracts';

/**
 * A list's search box, its filter `q`, always shown: named for what it searches, and stopping
 * where the server does (every console search's `q` is at most MAX_SEARCH_LENGTH). An element, as
 * react-admin reads a filter's `source` and `alwaysOn` from the element itself.
 */
export const listSearchFilter = ({ name, placeholder }: { name: string; placeholder: string }) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={placeholder}
    slotProps={{ htmlInput: { 'aria-label': name, maxLength: MAX_SEARCH_LENGTH } }}
  />
);
