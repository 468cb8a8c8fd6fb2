import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { learnerProgressFileName, MAX_SEARCH_LENGTH, MIN_USER_SEARCH_LENGTH } from '@zen/contracts';
import { BusyButton } from '../layout/BusyButton.tsx';
import { useDownload } from './useDownload.tsx';
import { useCompanies } from './useUserData.ts';
import { LEARNER_PROGRESS_CSV_URL } from './usersApi.ts';

/** A pause in typing before the list is searched. */
const SEARCH_DELAY_MS = 300;
const ALL = '';

/** The text of the search box, sent to the server only from 2 characters (spec §5, §9). */
export const searchFilterOf = (text: string): string | undefined => {
  const trimmed = text.trim();
  return trimmed.length >= MIN_USER_SEARCH_LENGTH ? trimmed : undefined;
};

/**
 * Above the rows: the search box, the company filter ('All companies' plus the companies, and
 * Clear), and the learner progress export. Both filters live in react-admin's list filter, so
 * they are kept in the URL and survive going back.
 */
export const UserFilters = ({ search, onSearch }: { search: string; onSearch: (text: string) => void }) => {
  const { filterValues, setFilters } = useListContext();
  const companies = useCompanies();
  const { download, downloading } = useDownload();
  const company = typeof filterValues.company === 'string' ? filterValues.company : ALL;

  useEffect(() => {
    const q = searchFilterOf(search);
    if (q === filterValues.q) return;
    const timer = setTimeout(() => {
      const { q: _previous, ...rest } = filterValues;
      setFilters(q ? { ...rest, q } : rest);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filterValues, setFilters]);

  const setCompany = (name: string) => {
    const { company: _previous, ...rest } = filterValues;
    setFilters(name === ALL ? rest : { ...rest, company: name });
  };
  const companyField = useRef<HTMLDivElement>(null);
  const tooShort = search.trim().length > 0 && searchFilterOf(search) === undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) auto auto' },
        gap: 1.5,
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        label="Search users"
        placeholder="Name, e-mail, company or job title"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        helperText={tooShort ? `Type at least ${MIN_USER_SEARCH_LENGTH} characters to search` : ' '}
        slotProps={{
          htmlInput: { maxLength: MAX_SEARCH_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        ref={companyField}
        select
        label="Company"
        value={company}
        onChange={(event) => setCompany(event.target.value)}
        helperText={companies.error ? 'Failed to fetch companies' : ' '}
      >
        <MenuItem value={ALL}>All companies</MenuItem>
        {(companies.data ?? []).map((choice) => (
          <MenuItem key={choice.name} value={choice.name}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<ClearIcon />}
        onClick={() => {
          setCompany(ALL);
          // Clear disables itself, which would drop the keyboard's focus to the page: it goes to
          // the filter it cleared instead.
          companyField.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
        }}
        disabled={company === ALL}
        sx={{ mt: 1 }}
      >
        Clear
      </Button>
      <BusyButton
        startIcon={<DownloadIcon />}
        busy={downloading}
        onClick={() =>
          void download(LEARNER_PROGRESS_CSV_URL, learnerProgressFileName(), 'Learner progress CSV')
        }
        sx={{ mt: 1, whiteSpace: 'nowrap' }}
      >
        Download Progress CSV
      </BusyButton>
    </Box>
  );
};
