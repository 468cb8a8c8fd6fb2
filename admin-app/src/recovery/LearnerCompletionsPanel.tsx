import {
  Box,
  Button,
  Chip,
  Stack,
  TableCell,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useDataProvider } from 'react-admin';
import type { ZenDataProvider } from '../dataProvider.ts';
import { actorText, todayInputValue } from './formatting.ts';
import { RecoveryCard, RecoveryCards, RecoveryTable, useNarrowRecovery } from './narrow.tsx';
import { Empty, LoadError, Loading } from './RecoveryStates.tsx';
import { formatDay } from '../layout/dates.ts';
import { formatDateTime } from '../layout/dates.ts';

const PER_PAGE = 25;

type Search = { email: string; date: string };

const sameSearch = (a: Search | null, b: Search | null): boolean =>
  a !== null && b !== null && a.email === b.email && a.date === b.date;

/** The end of the chosen day where the admin is: 'as of 3 May' includes all of 3 May. */
const endOfLocalDay = (date: string): string => new Date(`${date}T23:59:59.999`).toISOString();

/** What a learner had completed by a chosen day: to answer "what did they have on the 3rd?". */
export const LearnerCompletionsPanel = () => {
  const [email, setEmail] = useState('');
  const [date, setDate] = useState(todayInputValue());
  const [search, setSearch] = useState<Search | null>(null);
  const [page, setPage] = useState(0);
  const dataProvider = useDataProvider<ZenDataProvider>();
  const narrow = useNarrowRecovery();
  const completions = useQuery({
    queryKey: ['recovery', 'learner-completions', search, page],
    queryFn: async () =>
      (
        await dataProvider.getLearnerCompletions({
          email: search!.email,
          asOf: endOfLocalDay(search!.date),
          page: page + 1,
          pageSize: PER_PAGE,
        })
      ).data,
    enabled: search !== null,
    // The page before stays up while the next page of the same search loads; another learner's
    // (or another day's) completions never stand under a search they do not answer.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameSearch(previousQuery.queryKey[2] as Search | null, search) ? previous : undefined,
    retry: false,
  });

  const show = (event: FormEvent) => {
    event.preventDefault();
    setPage(0);
    setSearch({ email: email.trim(), date });
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={show}
        sx={{ mb: 2, alignItems: { sm: 'center' } }}
      >
        <TextField
          label="Learner e-mail"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          size="small"
          sx={{ minWidth: { sm: '20rem' } }}
        />
        <TextField
          label="As of"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInputValue() } }}
        />
        {/* Its words on one line beside the two fields: it wrapped and spilt out of itself at 1280 px. */}
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          Show Completions
        </Button>
      </Stack>
      {search === null ? (
        <Empty>
          Enter a learner’s e-mail and a date to see what they had completed by the end of that day.
        </Empty>
      ) : completions.isPending ? (
        <Loading label={`Loading the completions of ${search.email}`} />
      ) : completions.error ? (
        completions.error instanceof HttpError && completions.error.status === 404 ? (
          <Empty>No account uses {search.email}.</Empty>
        ) : (
          <LoadError
            title="Could not load the completions"
            error={completions.error}
            onRetry={() => void completions.refetch()}
          />
        )
      ) : completions.data.total === 0 ? (
        <Empty>
          {actorText(completions.data.learner)} had completed nothing by the end of {formatDay(search.date)}.
        </Empty>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {actorText(completions.data.learner)} had completed {completions.data.total}{' '}
            {completions.data.total === 1 ? 'item' : 'items'} by the end of {formatDay(search.date)}.
          </Typography>
          {narrow ? (
            <RecoveryCards label="Completions">
              {completions.data.items.map((item) => (
                <RecoveryCard
                  key={item.contentId}
                  label={item.title}
                  heading={
                    <>
                      {item.title}{' '}
                      {item.contentDeleted && <Chip size="small" label="Deleted since" variant="outlined" />}
                    </>
                  }
                  summary={`${item.type} · ${item.application} · ${item.module}`}
                  detail={`Completed ${formatDateTime(item.completedAt)} · watched ${item.completionPercentage} %`}
                />
              ))}
            </RecoveryCards>
          ) : (
            <RecoveryTable
              label="Completions"
              columns={[
                'Title',
                'Type',
                'Application',
                'Module',
                'Completed',
                { heading: 'Watched', align: 'right' },
              ]}
            >
              {completions.data.items.map((item) => (
                <TableRow key={item.contentId}>
                  <TableCell>
                    {item.title}{' '}
                    {item.contentDeleted && <Chip size="small" label="Deleted since" variant="outlined" />}
                  </TableCell>
                  <TableCell>{item.type}</TableCell>
                  <TableCell>{item.application}</TableCell>
                  <TableCell>{item.module}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.completedAt)}</TableCell>
                  <TableCell align="right">{item.completionPercentage} %</TableCell>
                </TableRow>
              ))}
            </RecoveryTable>
          )}
          <TablePagination
            component="div"
            count={completions.data.total}
            page={page}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_event, next) => setPage(next)}
          />
        </>
      )}
    </Box>
  );
};
