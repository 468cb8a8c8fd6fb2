import { Box, Chip } from '@mui/material';
import { wrappingChip } from '../term-list/wrappingChip.ts';

/** A group's terms as chips, a list read out as one, wrapping onto more lines in a narrow column. */
export const SynonymTermsField = ({ terms }: { terms: readonly string[] }) => (
  <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
    {terms.map((term) => (
      <li key={term}>
        <Chip label={term} size="small" sx={wrappingChip} />
      </li>
    ))}
  </Box>
);
