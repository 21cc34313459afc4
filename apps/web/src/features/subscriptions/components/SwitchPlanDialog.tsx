import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  DialogActions,
  DialogContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stepper,
  Step,
  StepLabel,
  TextField,
  Typography,
} from '@mui/material';
import {
  formatPrice,
  ORDER_MAX_QUANTITY,
  orderTotal,
  planCardFeatures,
  SWITCH_PLAN_DIALOG_MAX_WIDTH,
} from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersistentDialog } from '@/shared/ui/PersistentDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { subscriptionsApi, type Order, type PlanCard, type PlansInfo } from '../api/subscriptions.api';
import { openInNewTab } from '../hooks/useSubscription';

interface SwitchPlanDialogProps {
  open: boolean;
  info: PlansInfo;
  subscriptionId: number;
  onClose: () => void;
  onOrdered: (order: Order) => void;
}

/**
 * The switch-plan dialog (spec 3 section 2): 750 px at most, persistent (only its buttons close it), two
 * steps. Choosing a plan card moves to the confirmation; cancelling or closing goes back to step 1.
 * Confirming places the order and opens its checkout link in a new tab.
 */
export function SwitchPlanDialog({ open, info, subscriptionId, onClose, onOrdered }: SwitchPlanDialogProps) {
  const { t } = useTranslation('subscriptions');
  const notify = useSnackbar();
  const titleId = useId();
  const [chosen, setChosen] = useState<PlanCard | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setChosen(null);
    setQuantity('1');
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  // The current plan's units are bounded by what it has left; another plan's by its own maximum (the server checks again).
  const max = chosen
    ? chosen.planType === info.currentPlanType
      ? info.availableQuantity
      : Math.min(chosen.maxQuantity, ORDER_MAX_QUANTITY)
    : 0;
  const amount = Number(quantity);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= max;

  const confirm = async () => {
    if (!chosen || !valid) return;
    const tab = openInNewTab();
    setBusy(true);
    try {
      const { order, link } = await subscriptionsApi.upgrade({
        companyId: info.companyId,
        subscriptionId,
        itemId: info.itemId,
        productId: chosen.id,
        quantity: amount,
      });
      tab.go(link);
      notify({ message: t('switch.ordered', { id: order.id }) });
      onOrdered(order);
      reset();
      onClose();
    } catch (caught) {
      tab.close();
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PersistentDialog
      open={open}
      maxWidth={SWITCH_PLAN_DIALOG_MAX_WIDTH}
      titleId={titleId}
      title={t('switch.title')}
      onClose={close}
    >
      <DialogContent>
        <Stepper activeStep={chosen ? 1 : 0} sx={{ mb: 2 }} alternativeLabel>
          <Step>
            <StepLabel>{t('switch.stepChoose')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('switch.stepConfirm')}</StepLabel>
          </Step>
        </Stepper>
        {!chosen ? (
          <Box
            role="list"
            aria-label={t('switch.plans')}
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
            }}
          >
            {info.plans.map((plan) => (
              <Card key={plan.id} variant="outlined" role="listitem">
                <CardActionArea
                  onClick={() => setChosen(plan)}
                  aria-label={t('switch.choose', { plan: plan.label })}
                  sx={{ height: '100%', alignItems: 'stretch' }}
                >
                  <CardContent>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="h6" component="h3">
                        {plan.label}
                      </Typography>
                      {plan.planType === info.currentPlanType && (
                        <Chip size="small" color="primary" label={t('switch.current')} />
                      )}
                    </Box>
                    <Typography variant="h5" component="p" sx={{ my: 1, fontWeight: 700 }}>
                      {t('price', { price: formatPrice(plan.price) })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('switch.perUnit')}
                    </Typography>
                    <List dense disablePadding>
                      {planCardFeatures(plan.features).map((feature) => (
                        <ListItem key={feature.slug} disableGutters>
                          <ListItemIcon sx={{ minWidth: 28 }}>
                            <CheckIcon fontSize="small" color="success" aria-hidden />
                          </ListItemIcon>
                          <ListItemText primary={feature.name} />
                        </ListItem>
                      ))}
                    </List>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h3">
              {t('switch.confirmTitle', { plan: chosen.label })}
            </Typography>
            <Typography>{t('switch.unitPrice', { price: formatPrice(chosen.price) })}</Typography>
            <TextField
              label={t('switch.quantity')}
              type="number"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max, step: 1 } }}
              error={!valid}
              helperText={max < 1 ? t('switch.noneLeft') : t('switch.quantityHelp', { max })}
              sx={{ maxWidth: 240 }}
            />
            <Typography variant="h6" component="p" aria-live="polite">
              {t('total', { total: formatPrice(valid ? orderTotal(chosen.price, amount) : 0) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('switch.checkoutNote')}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('cancel', { ns: 'common' })}
        </Button>
        {chosen && (
          <>
            <Button onClick={() => setChosen(null)} disabled={busy}>
              {t('switch.back')}
            </Button>
            <Button variant="contained" disabled={!valid} loading={busy} onClick={() => void confirm()}>
              {t('switch.confirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </PersistentDialog>
  );
}
