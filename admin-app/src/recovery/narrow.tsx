import {
  Box,
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Below the lg breakpoint (1200 px) the recovery tables would need more room than the page has
 * (the deleted-content table alone takes about 950 px, the menu beside it 240), so each row
 * becomes a card that wraps instead, with its actions in reach without scrolling sideways.
 */
export const useNarrowRecovery = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));

/** The cards of a narrow screen, as a list a screen reader counts. */
export const RecoveryCards = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {children}
  </Box>
);

/**
 * One row of a recovery table on a narrow screen: the item's title as the card's heading, a line of
 * what it is, a line of what happened to it, and any actions below.
 */
export const RecoveryCard = ({
  label,
  heading,
  summary,
  detail,
  children,
}: {
  label: string;
  heading: ReactNode;
  summary: ReactNode;
  detail: ReactNode;
  children?: ReactNode;
}) => (
  <Card
    component="li"
    variant="outlined"
    aria-label={label}
    sx={{
      p: 2,
      display: 'flex',
      flexDirection: 'column',
      gap: 0.5,
      overflowWrap: 'anywhere',
      '& + &': { mt: 1 },
    }}
  >
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {heading}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {summary}
    </Typography>
    <Typography variant="body2">{detail}</Typography>
    {children}
  </Card>
);

/** A recovery list on a wide screen: a table with one heading per column, and its rows. */
export const RecoveryTable = ({
  label,
  columns,
  children,
}: {
  label: string;
  /** Column headings; a number column is aligned right. */
  columns: readonly (string | { heading: string; align: 'right' })[];
  children: ReactNode;
}) => (
  <TableContainer>
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <TableCell key={column}>{column}</TableCell>
            ) : (
              <TableCell key={column.heading} align={column.align}>
                {column.heading}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </TableContainer>
);
