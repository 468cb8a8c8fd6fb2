import SearchOff from '@mui/icons-material/SearchOff';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { describeError } from '../../api/http.ts';
import { visuallyHidden } from '../../common/visuallyHidden.ts';

/** The responsive grid every content list uses: one column on phones, up to three on desktops. */
export function ContentGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {children}
    </Box>
  );
}

export function ContentListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ContentGrid busy>
      <Typography role="status" sx={visuallyHidden}>
        Loading content…
      </Typography>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" aria-hidden>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ mb: 1.5 }}>
              <Skeleton variant="rounded" width={40} height={40} />
              <Skeleton variant="text" sx={{ flexGrow: 1, fontSize: '1.1rem' }} />
            </Stack>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Skeleton variant="rounded" width={88} height={24} />
              <Skeleton variant="rounded" width={72} height={24} />
              <Skeleton variant="rounded" width={64} height={24} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </ContentGrid>
  );
}

/** A list with nothing in it yet: the list's own words, with an icon. */
export function EmptyListState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box aria-hidden sx={{ fontSize: 48, color: 'text.secondary', '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="p" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
        {title}
      </Typography>
      {children && (
        <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {children}
        </Typography>
      )}
    </Box>
  );
}

/** Nothing matched. The action clears search and filters (when there is anything to clear). */
export function EmptyContentState({ onClear }: { onClear?: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {onClear ? 'No content matches your search' : 'No content available yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {onClear
          ? 'Try other keywords or fewer filters.'
          : 'Content for your applications will appear here once it is published.'}
      </Typography>
      {onClear && (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 2 }}>
          Clear all filters
        </Button>
      )}
    </Box>
  );
}

export function ContentErrorState({
  error,
  onRetry,
  title = 'Error Loading Content',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { detail } = describeError(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
