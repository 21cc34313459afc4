import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Button, DialogActions, DialogContent, IconButton, TextField, Typography } from '@mui/material';
import { ADD_PROCESS_DIALOG_MAX_WIDTH, clampAddQuantity, formatPrice, orderTotal } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersistentDialog } from '@/shared/ui/PersistentDialog';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { subscriptionsApi, type PlansInfo } from '../api/subscriptions.api';

interface AddProcessDialogProps {
  open: boolean;
  info: PlansInfo;
  subscriptionId: number;
  onClose: () => void;
}

/**
 * The add-process dialog (spec 3 sections 2 and 5): 550 px at most, persistent, a counter from 1 to
 * the available quantity (max quantity minus the plan's), so the total after adding never passes the
 * maximum. Confirming places the order and sends the browser to its checkout link.
 */
export function AddProcessDialog({ open, info, subscriptionId, onClose }: AddProcessDialogProps) {
  const { t } = useTranslation('subscriptions');
  const notify = useSnackbar();
  const titleId = useId();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const available = info.availableQuantity;
  const set = (value: number) => setCount(clampAddQuantity(value, available));

  const close = () => {
    if (busy) return;
    setCount(1);
    onClose();
  };

  const confirm = async () => {
    if (info.productId === null || available < 1) return;
    setBusy(true);
    try {
      const { link } = await subscriptionsApi.upgrade({
        companyId: info.companyId,
        subscriptionId,
        itemId: info.itemId,
        productId: info.productId,
        quantity: count,
      });
      window.location.assign(link);
    } catch (caught) {
      notify({ message: caught instanceof Error ? caught.message : String(caught), severity: 'error' });
      setBusy(false);
    }
  };

  return (
    <PersistentDialog
      open={open}
      maxWidth={ADD_PROCESS_DIALOG_MAX_WIDTH}
      titleId={titleId}
      title={t('add.title', { plan: info.currentPlan ?? '' })}
      onClose={close}
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('add.current', { quantity: info.quantity, max: info.maxQuantity })}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton
            aria-label={t('add.less')}
            onClick={() => set(count - 1)}
            disabled={busy || count <= 1}
            color="primary"
          >
            <RemoveIcon />
          </IconButton>
          <TextField
            label={t('add.quantity')}
            type="number"
            value={count}
            onChange={(event) => set(Number(event.target.value))}
            slotProps={{
              htmlInput: { min: 1, max: Math.max(1, available), step: 1, 'aria-describedby': `${titleId}-help` },
            }}
            sx={{ width: 120 }}
            disabled={busy || available < 1}
          />
          <IconButton
            aria-label={t('add.more')}
            onClick={() => set(count + 1)}
            disabled={busy || count >= available}
            color="primary"
          >
            <AddIcon />
          </IconButton>
        </Box>
        <Typography id={`${titleId}-help`} variant="body2" color="text.secondary">
          {available < 1 ? t('add.none') : t('add.available', { available })}
        </Typography>
        <Typography aria-live="polite">
          {t('add.after', { total: Math.min(info.quantity + count, info.maxQuantity), max: info.maxQuantity })}
        </Typography>
        <Typography variant="h6" component="p" aria-live="polite">
          {t('total', { total: formatPrice(orderTotal(info.price, count)) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('add.unitPrice', { price: formatPrice(info.price) })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" loading={busy} disabled={available < 1} onClick={() => void confirm()}>
          {t('add.confirm')}
        </Button>
      </DialogActions>
    </PersistentDialog>
  );
}
