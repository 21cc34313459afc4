import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { useLocale } from '@/shared/hooks/useLocale';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCreditAccounts, useCreditHistory } from '../hooks/useCredits';
import { PagedTableNav, usePaging } from './PagedTableNav';

const STATUS_COLOR = { ACTIVE: 'success', INACTIVE: 'default', EXPIRED: 'warning', CANCELLED: 'error' } as const;
/** Movements that take credits away show with a minus sign. */
const OUTGOING = new Set(['DEBIT', 'OVERDRAW']);

/** cap-my-company-credits (credits Dashboard): each plan account's balance and its movements, paged. */
export function CreditsPage() {
  const { t } = useTranslation('companyAnalytics');
  const notify = useSnackbar();
  const { accounts, loading, error } = useCreditAccounts();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? accounts?.[0]?.planConfigId ?? null;

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  let content;
  if (!accounts && loading) content = <Skeleton variant="rounded" height={120} />;
  else if (!accounts || accounts.length === 0) content = <EmptyState message={t('credits.empty')} />;
  else
    content = (
      <>
        <Box
          role="list"
          aria-label={t('credits.accounts')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' }}
        >
          {accounts.map((account) => (
            <Card
              key={account.planConfigId}
              role="listitem"
              variant="outlined"
              sx={{
                borderWidth: account.planConfigId === selected ? 2 : 1,
                borderColor: account.planConfigId === selected ? 'primary.main' : undefined,
              }}
            >
              <CardActionArea
                aria-pressed={account.planConfigId === selected}
                onClick={() => setChosen(account.planConfigId)}
                sx={{ height: '100%' }}
              >
                <CardContent sx={{ display: 'grid', gap: 1 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{account.planLabel}</Typography>
                    <Chip
                      size="small"
                      label={t(`planStatus.${account.planStatus}`)}
                      color={STATUS_COLOR[account.planStatus]}
                    />
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {account.planName}
                  </Typography>
                  <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                    {t('credits.balance', { count: account.availableBalance })}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        {selected !== null && <CreditHistory key={selected} planConfigId={selected} />}
      </>
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('credits.title')}
      </Typography>
      {content}
    </Box>
  );
}

function CreditHistory({ planConfigId }: { planConfigId: number }) {
  const { t } = useTranslation('companyAnalytics');
  const { to } = useLocale();
  const notify = useSnackbar();
  const titleId = useId();
  const paging = usePaging();
  const { history, loading, error } = useCreditHistory(planConfigId, paging.page, paging.size);

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {t('credits.history')}
      </Typography>
      {!history && loading ? (
        <Skeleton variant="rounded" height={200} />
      ) : !history || history.total === 0 ? (
        <Typography color="text.secondary">{t('credits.noMovements')}</Typography>
      ) : (
        <>
          {/* A phone scrolls the table inside its box, never the page. */}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.date')}</TableCell>
                  <TableCell>{t('columns.type')}</TableCell>
                  <TableCell>{t('columns.concept')}</TableCell>
                  <TableCell>{t('columns.process')}</TableCell>
                  <TableCell align="right">{t('columns.amount')}</TableCell>
                  <TableCell align="right">{t('columns.balanceAfter')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.transactions.map((movement) => (
                  <TableRow key={movement.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.createdAt)}</TableCell>
                    <TableCell>{t(`transactionType.${movement.type}`)}</TableCell>
                    <TableCell>{movement.concept}</TableCell>
                    <TableCell>
                      {movement.processId !== null && movement.processName ? (
                        <RouterLink to={to(`/cap/process/${movement.processId}/control/people`)}>
                          {movement.processName}
                        </RouterLink>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {OUTGOING.has(movement.type) ? `−${movement.amount}` : `+${movement.amount}`}
                    </TableCell>
                    <TableCell align="right">{movement.balanceAfter}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PagedTableNav paging={paging} total={history.total} />
        </>
      )}
    </Paper>
  );
}
