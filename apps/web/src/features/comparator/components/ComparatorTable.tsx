import CloseIcon from '@mui/icons-material/Close';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  Box,
  IconButton,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import type { ComparatorRow } from '../comparator-rows';
import { ComparatorCellValue } from './ComparatorCellValue';

export interface ComparedHeader {
  id: number;
  firstName: string;
  lastName: string;
  avatarUrl?: string | null;
  /** The candidate detail page with the locale, or null when there is no component to open. */
  detailHref: string | null;
}

interface ComparatorTableProps {
  candidates: readonly ComparedHeader[];
  rows: readonly ComparatorRow[];
  /** Removing is offered when given (company users who may edit, observers for their own pick). */
  onRemove?: (candidate: ComparedHeader) => void;
  busy?: boolean;
}

const LABEL_WIDTH = { xs: 132, sm: 200 };
const CANDIDATE_WIDTH = 168;
// The criteria column stays in view while the candidates scroll sideways on a phone.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: LABEL_WIDTH,
  minWidth: LABEL_WIDTH,
} as const;

/** The candidates side by side: one column each, one row per compared value, the best of each row marked. */
export function ComparatorTable({ candidates, rows, onRemove, busy = false }: ComparatorTableProps) {
  const { t } = useTranslation('comparator');
  const label = (row: ComparatorRow) =>
    'text' in row.label ? row.label.text : t(row.label.key, { defaultValue: row.key });

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <EmojiEventsIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
        {t('legend')}
      </Typography>
      <Paper
        variant="outlined"
        role="region"
        aria-label={t('table')}
        tabIndex={0}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Table
          size="small"
          sx={{
            tableLayout: 'fixed',
            minWidth: { xs: 132 + candidates.length * CANDIDATE_WIDTH, sm: 200 + candidates.length * CANDIDATE_WIDTH },
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {t('caption', { count: candidates.length })}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell
                component="th"
                scope="col"
                sx={{ ...sticky, zIndex: 2, verticalAlign: 'bottom', fontWeight: 700 }}
              >
                {t('criterion')}
              </TableCell>
              {candidates.map((candidate) => {
                const name = `${candidate.firstName} ${candidate.lastName}`;
                return (
                  <TableCell
                    key={candidate.id}
                    component="th"
                    scope="col"
                    sx={{ width: CANDIDATE_WIDTH, verticalAlign: 'top' }}
                  >
                    <Box
                      sx={{
                        display: 'grid',
                        justifyItems: 'center',
                        gap: 0.5,
                        textAlign: 'center',
                        position: 'relative',
                        pt: 0.5,
                      }}
                    >
                      {onRemove && (
                        <IconButton
                          size="small"
                          aria-label={t('remove', { name })}
                          disabled={busy}
                          onClick={() => onRemove(candidate)}
                          sx={{ position: 'absolute', top: -4, right: -8 }}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      )}
                      <PersonAvatar
                        firstName={candidate.firstName}
                        lastName={candidate.lastName}
                        src={candidate.avatarUrl}
                        size={40}
                      />
                      <Typography component="span" variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                        {candidate.detailHref ? (
                          <Link component={RouterLink} to={candidate.detailHref} underline="hover" color="inherit">
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                      </Typography>
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const heading = row.group !== 'overall' && row.group !== rows[index - 1]?.group;
              return (
                <Fragment key={row.key}>
                  {heading && (
                    <TableRow sx={{ bgcolor: 'grey.50' }}>
                      <TableCell component="th" scope="colgroup" colSpan={candidates.length + 1} sx={{ py: 0.75 }}>
                        <Typography
                          component="span"
                          variant="overline"
                          sx={{ position: 'sticky', left: 16, fontWeight: 700 }}
                        >
                          {t(`groups.${row.group}`)}
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                  <TableRow hover>
                    <TableCell component="th" scope="row" sx={{ ...sticky, overflowWrap: 'anywhere' }}>
                      {label(row)}
                    </TableCell>
                    {row.cells.map((cell, position) => (
                      <TableCell key={candidates[position]?.id ?? position} align="center">
                        <ComparatorCellValue cell={cell} best={row.best.includes(position)} />
                      </TableCell>
                    ))}
                  </TableRow>
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
