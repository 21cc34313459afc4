import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Divider, List, ListItem, ListItemText, Paper, Skeleton, Typography } from '@mui/material';
import { formatPrice } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { MarkOrderPaidMutation, StaffOrdersQuery } from '../graphql/staff-orders.graphql';
import { useTernaStaff } from '../hooks/useTernaStaff';

type PendingOrder = { id: number; companyName: string; productName: string; quantity: number; total: string };

/**
 * /staff/orders: Terna's administrators see every company's pending orders, oldest first, and mark one
 * paid once the money arrived, which applies it to the company's plan and credits (docs/decisions/021).
 */
export function StaffOrdersPage() {
  const { t } = useTranslation('subscriptions');
  const notify = useSnackbar();
  const staff = useTernaStaff();
  const { data, loading, error, refetch } = useQuery(StaffOrdersQuery, {
    variables: { status: 'PENDING' },
    fetchPolicy: 'network-only',
    skip: !staff,
  });
  const [markPaid, { loading: paying }] = useMutation(MarkOrderPaidMutation);
  const [confirming, setConfirming] = useState<PendingOrder | null>(null);

  const pay = async (order: PendingOrder) => {
    try {
      const result = await markPaid({ variables: { orderId: order.id } });
      const paid = result.data?.markOrderPaid;
      notify({ message: t('staff.paid', { id: order.id, credits: paid?.creditsAdded ?? 0 }) });
    } catch (caught) {
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    }
    setConfirming(null);
    await refetch();
  };

  return (
    <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('staff.title')}
      </Typography>
      {!staff ? (
        <Alert severity="info">{t('staff.only')}</Alert>
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : loading && !data ? (
        <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
      ) : !data?.staffOrders.length ? (
        <EmptyState message={t('staff.empty')} />
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('staff.title')}>
            {data.staffOrders.map((order, index) => (
              <Box component="li" key={order.id} sx={{ listStyle: 'none' }} data-testid="staff-order">
                {index > 0 && <Divider component="div" />}
                <ListItem component="div" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={t('staff.line', {
                      id: order.id,
                      company: order.companyName,
                      product: order.productName,
                      quantity: order.quantity,
                      total: formatPrice(order.total),
                    })}
                    secondary={formatDate(order.createdAt)}
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  />
                  <Button variant="contained" size="small" onClick={() => setConfirming(order)}>
                    {t('staff.markPaid')}
                  </Button>
                </ListItem>
              </Box>
            ))}
          </List>
        </Paper>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('staff.confirmTitle', { id: confirming.id })}
          body={t('staff.confirmBody', {
            company: confirming.companyName,
            product: confirming.productName,
            quantity: confirming.quantity,
            total: formatPrice(confirming.total),
          })}
          confirmLabel={t('staff.markPaid')}
          busy={paying}
          onClose={() => setConfirming(null)}
          onConfirm={() => void pay(confirming)}
        />
      )}
    </Box>
  );
}
