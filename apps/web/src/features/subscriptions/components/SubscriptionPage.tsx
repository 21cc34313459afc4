import { useAbility } from '@casl/react';
import {
  Alert,
  Box,
  Button,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import { formatPrice, type AppAbility } from '@terna/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '@/shared/lib/dates';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { ToneChip } from '@/shared/ui/ToneChip';
import { subscriptionsApi, type Order } from '../api/subscriptions.api';
import { useSubscription } from '../hooks/useSubscription';
import { AddProcessDialog } from './AddProcessDialog';
import { SwitchPlanDialog } from './SwitchPlanDialog';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

const ORDER_TONE = { PENDING: 'warning', PAID: 'success', CANCELLED: 'default' } as const;

/**
 * /subscription/detail (spec 2 sections 2.9 and 2.10): the current plan, its status and renewal, the
 * subscription's plans with quantities and balances, the order history, and for owners and
 * administrators the switch-plan and add-process dialogs, cancel and resubscribe.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const ability = useAbility<AppAbility>();
  const notify = useSnackbar();
  const [params] = useSearchParams();
  const { data, error, reload } = useSubscription();
  const [dialog, setDialog] = useState<'switch' | 'add' | 'cancel' | 'resubscribe' | null>(null);
  const [busy, setBusy] = useState(false);
  const manage = ability.can('full', 'Company');
  const highlighted = Number(params.get('order')) || null;

  if (error && !data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void reload()}>{t('retry')}</Button>}>
        {error}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={200} />
      </Box>
    );
  }

  const { state, detail, plans, orders } = data;
  const subscriptionId = state.subscriptionId;
  const pending = highlighted ? orders.find((order) => order.id === highlighted) : undefined;

  const change = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify({ message: t(success) });
      setDialog(null);
      await reload();
    } catch (caught) {
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      {pending && (
        <Alert severity={pending.status === 'PAID' ? 'success' : 'info'}>
          {t(pending.status === 'PAID' ? 'orderPaid' : 'orderPending', {
            id: pending.id,
            total: formatPrice(pending.total),
          })}
        </Alert>
      )}

      <Section
        title={t('current.title')}
        action={
          detail && (
            <ToneChip
              tone={detail.status === 'ACTIVE' ? 'success' : 'error'}
              label={t(`status.${detail.status}`)}
              data-testid="subscription-status"
            />
          )
        }
      >
        {!subscriptionId || !detail ? (
          <Typography>{t('current.none')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="h4" component="p" data-testid="current-plan">
              {plans.currentPlan ?? t('current.noPlan')}
            </Typography>
            {plans.itemId !== null && (
              <>
                <Typography data-testid="current-quantity">
                  {t('current.quantity', { quantity: plans.quantity, max: plans.maxQuantity })}
                </Typography>
                <Typography>
                  {t('current.price', { price: formatPrice(plans.price), total: formatPrice(plans.totalPrice) })}
                </Typography>
                <Typography data-testid="current-credits">{t('current.credits', { count: plans.credits })}</Typography>
              </>
            )}
            <Typography color="text.secondary">
              {detail.status === 'ACTIVE' && detail.renewsAt
                ? t('current.renews', { date: formatDate(detail.renewsAt) })
                : t('current.noRenewal', { date: formatDate(plans.renovation) ?? '—' })}
            </Typography>
            {manage && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                <Button variant="contained" onClick={() => setDialog('switch')} disabled={plans.plans.length === 0}>
                  {t('actions.switch')}
                </Button>
                {plans.itemId !== null && (
                  <Button
                    variant="outlined"
                    onClick={() => setDialog('add')}
                    disabled={plans.availableQuantity < 1 || plans.productId === null}
                  >
                    {t('actions.add')}
                  </Button>
                )}
                {detail.status === 'ACTIVE' ? (
                  <Button color="error" onClick={() => setDialog('cancel')}>
                    {t('actions.cancel')}
                  </Button>
                ) : (
                  <Button color="primary" variant="outlined" onClick={() => setDialog('resubscribe')}>
                    {t('actions.resubscribe')}
                  </Button>
                )}
              </Box>
            )}
          </Box>
        )}
      </Section>

      {detail && (
        <Section title={t('items.title')}>
          {detail.items.length === 0 ? (
            <Typography>{t('items.empty')}</Typography>
          ) : (
            <List disablePadding aria-label={t('items.title')}>
              {detail.items.map((item, index) => (
                <Box key={item.itemId} component="li" sx={{ listStyle: 'none' }}>
                  {index > 0 && <Divider component="div" />}
                  <ListItem component="div" disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={`${item.label} · ${item.name}`}
                      secondary={[
                        item.maxQuantity !== null
                          ? t('items.quantity', { quantity: item.quantity, max: item.maxQuantity })
                          : t('items.quantityOnly', { quantity: item.quantity }),
                        t('items.credits', { count: item.credits }),
                        item.endsAt ? t('items.ends', { date: formatDate(item.endsAt) }) : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    />
                    <ToneChip
                      tone={item.planStatus === 'ACTIVE' ? 'success' : 'default'}
                      label={t(`planStatus.${item.planStatus}`, { defaultValue: item.planStatus })}
                    />
                  </ListItem>
                </Box>
              ))}
            </List>
          )}
        </Section>
      )}

      {detail && (
        <Section title={t('orders.title')}>
          {orders.length === 0 ? (
            <Typography>{t('orders.empty')}</Typography>
          ) : (
            <List disablePadding aria-label={t('orders.title')}>
              {orders.map((order, index) => (
                <OrderRow key={order.id} order={order} first={index === 0} />
              ))}
            </List>
          )}
        </Section>
      )}

      {subscriptionId && dialog === 'switch' && (
        <SwitchPlanDialog
          open
          info={plans}
          subscriptionId={subscriptionId}
          onClose={() => setDialog(null)}
          onOrdered={() => void reload()}
        />
      )}
      {subscriptionId && dialog === 'add' && (
        <AddProcessDialog open info={plans} subscriptionId={subscriptionId} onClose={() => setDialog(null)} />
      )}
      {subscriptionId && dialog === 'cancel' && (
        <ConfirmDialog
          title={t('cancel.title')}
          body={t('cancel.body', { date: formatDate(plans.renovation) ?? '—' })}
          confirmLabel={t('cancel.confirm')}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={() => void change(() => subscriptionsApi.cancel(subscriptionId), 'cancel.done')}
        />
      )}
      {subscriptionId && dialog === 'resubscribe' && (
        <ConfirmDialog
          title={t('resubscribe.title')}
          body={t('resubscribe.body')}
          confirmLabel={t('resubscribe.confirm')}
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={() => void change(() => subscriptionsApi.resubscribe(subscriptionId), 'resubscribe.done')}
        />
      )}
    </Box>
  );
}

function OrderRow({ order, first }: { order: Order; first: boolean }) {
  const { t } = useTranslation('subscriptions');
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="order-row">
      {!first && <Divider component="div" />}
      <ListItem component="div" disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ListItemText
          primary={t('orders.line', {
            id: order.id,
            product: order.productName,
            quantity: order.quantity,
            total: formatPrice(order.total),
          })}
          secondary={[
            t('orders.placed', { date: formatDate(order.createdAt), by: order.createdBy ?? '—' }),
            order.paidAt ? t('orders.paidAt', { date: formatDate(order.paidAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        />
        <ToneChip tone={ORDER_TONE[order.status]} label={t(`orderStatus.${order.status}`)} />
        {order.status === 'PENDING' && order.checkoutUrl && (
          <Link href={order.checkoutUrl} target="_blank" rel="noopener noreferrer" variant="body2">
            {t('orders.pay')}
          </Link>
        )}
      </ListItem>
    </Box>
  );
}
