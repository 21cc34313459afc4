import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import {
  EXTENSION_OPTIONS,
  extendedEndDate,
  extensionRefusal,
  type ExtensionDays,
  type ExtensionOption,
} from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useClientInfo } from '@/shared/session/useSessionData';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { formatDate } from '@/shared/lib/dates';
import { useExtendProcess } from '../hooks/useExtendProcess';

interface ExtendProcessDialogProps {
  process: { id: number; processName: string; startDate?: string | null; endDate?: string | null };
  onClose: () => void;
}

/**
 * Extends a process-plan process by one of the six tiers (spec 1 section 9). Each tier shows its days
 * and credits; a tier the plan feature, the process's consumption or the balance does not allow is
 * disabled with the reason. The user must accept the debit before extending.
 */
export function ExtendProcessDialog({ process, onClose }: ExtendProcessDialogProps) {
  const { t } = useTranslation('processes');
  const notify = useSnackbar();
  const titleId = useId();
  const { clientInfo } = useClientInfo();
  const { extend, extending } = useExtendProcess();
  const [days, setDays] = useState<ExtensionDays | null>(null);
  const [accepted, setAccepted] = useState(false);

  const plan = clientInfo?.plans.find((candidate) => candidate.typeCompanyPlan.Name === 'PROCESS');
  const availableCredits = plan?.planConfig.creditAccount.availableBalance ?? 0;
  const planFeatureSlugs = plan?.featureList.filter((feature) => feature.status).map((feature) => feature.slug) ?? [];
  // Without an e-talent plan there is nothing to pay with: treated like an inactive one.
  const planStatus = plan?.planConfig.planStatus ?? 'INACTIVE';
  const { startDate, endDate } = process;
  const dates = startDate && endDate ? { startDate, endDate } : null;
  const refusal = (option: ExtensionOption) =>
    dates ? extensionRefusal(option, { ...dates, planFeatureSlugs, availableCredits, planStatus }) : null;
  const planActive = !dates || refusal(EXTENSION_OPTIONS[0]) !== 'PLAN_INACTIVE';
  const chosen = EXTENSION_OPTIONS.find((option) => option.days === days);

  const choose = (value: string) => {
    setDays(Number(value) as ExtensionDays);
    // The acceptance names the credits of one tier: another tier asks again.
    setAccepted(false);
  };

  const submit = async () => {
    if (!chosen || !dates) return;
    try {
      const newEnd = await extend({ id: process.id, ...dates }, chosen);
      notify({ message: t('extend.success', { name: process.processName, date: formatDate(newEnd) }) });
      onClose();
    } catch (error) {
      notify({ message: t('extend.error', { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <Dialog open onClose={extending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('extend.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{process.processName}</Typography>
          {endDate && (
            <Typography color="text.secondary">{t('extend.currentEnd', { date: formatDate(endDate) })}</Typography>
          )}
          <Typography color="text.secondary" data-testid="extend-available-credits">
            {t('extend.available', { count: availableCredits })}
          </Typography>
        </Box>
        {!planActive && <Alert severity="warning">{t('extend.planInactive')}</Alert>}
        {planActive && !dates && <Alert severity="warning">{t('extend.noDates')}</Alert>}
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('extend.options')}</FormLabel>
          <RadioGroup value={days ?? ''} onChange={(event) => choose(event.target.value)}>
            {EXTENSION_OPTIONS.map((option) => {
              const reason = refusal(option);
              return (
                <FormControlLabel
                  key={option.days}
                  value={option.days}
                  disabled={!dates || reason !== null}
                  control={<Radio />}
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography component="span" sx={{ display: 'block' }}>
                        {t('extend.option', { days: option.days, credits: t('credits', { count: option.credits }) })}
                      </Typography>
                      {reason && (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {t(`extend.refusal.${reason}`)}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>
        {chosen && dates && (
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('extend.newEnd', { date: formatDate(extendedEndDate(chosen, dates.endDate)) })}
          </Typography>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
              disabled={!chosen}
              required
            />
          }
          label={chosen ? t('extend.accept', { count: chosen.credits }) : t('extend.acceptNone')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={extending}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!chosen || !accepted} loading={extending}>
          {t('extend.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
