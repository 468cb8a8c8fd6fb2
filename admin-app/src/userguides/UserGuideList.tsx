import AddIcon from '@mui/icons-material/Add';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  Pagination,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, Title, useDataProvider } from 'react-admin';
import type { ZenDataProvider } from '../dataProvider.ts';
import { CreateGuideDialog } from './CreateGuideDialog.tsx';
import { failureMessage } from './guideHttp.ts';
import { guideKeys, GUIDES_PER_PAGE } from './guidesApi.ts';
import { UserGuideCard } from './UserGuideCard.tsx';

/** The search runs once typing pauses, not on every key. */
const SEARCH_DELAY_MS = 300;

/**
 * The User Guides tab (spec §2 User Guide Management): search, a card per guide, 'No User Guides
 * Found', and the create dialog.
 */
export const UserGuideList = () => {
  const dataProvider = useDataProvider<ZenDataProvider>();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const guides = useQuery({
    queryKey: guideKeys.list(q, page),
    queryFn: async () => await dataProvider.getUserGuides({ q, page }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.ceil((guides.data?.total ?? 0) / GUIDES_PER_PAGE);

  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="User Guides" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label="Search user guides"
          placeholder="Title or company"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
          onClick={() => setCreating(true)}
          sx={{ ml: { sm: 'auto' } }}
        >
          Create User Guide
        </Button>
      </Stack>
      {guides.isPending ? (
        <Loading />
      ) : guides.isError ? (
        <Alert severity="error" action={<Button onClick={() => void guides.refetch()}>Try Again</Button>}>
          {failureMessage(guides.error, 'Failed to fetch user guides')}
        </Alert>
      ) : guides.data.data.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
        >
          <MenuBookOutlined aria-hidden color="disabled" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2">
            No User Guides Found
          </Typography>
          <Typography color="text.secondary">
            {q
              ? `No guide's title or company matches “${q}”.`
              : 'Create a company-specific guide from the baseline template.'}
          </Typography>
        </Paper>
      ) : (
        <>
          <Box
            component="section"
            aria-label="User guides"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
            }}
          >
            {guides.data.data.map((guide) => (
              <UserGuideCard key={guide.id} guide={guide} />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              sx={{ justifySelf: 'center' }}
            />
          )}
        </>
      )}
      {creating && <CreateGuideDialog onClose={() => setCreating(false)} />}
    </Box>
  );
};
