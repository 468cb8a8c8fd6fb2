import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { Box, Typography } from '@mui/material';
import { AddSynonymGroupButton } from './AddSynonymGroupButton.tsx';
import { SYNONYMS_EXAMPLE, SYNONYMS_EXPLAINED } from './wording.ts';

/** Shown while there are no groups at all (a search with no match keeps the list and its search box). */
export const SynonymsEmpty = () => (
  <Box sx={{ textAlign: 'center', mt: 6, px: 2 }}>
    <ManageSearchIcon sx={{ fontSize: 72, color: 'text.secondary' }} />
    <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
      No synonym groups yet
    </Typography>
    <Typography sx={{ mt: 1 }}>{SYNONYMS_EXPLAINED}</Typography>
    <Typography sx={{ mt: 0.5, mb: 3, color: 'text.secondary' }}>{SYNONYMS_EXAMPLE}</Typography>
    <AddSynonymGroupButton variant="contained" />
  </Box>
);
