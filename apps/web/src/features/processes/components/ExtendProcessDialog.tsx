import { Alert, Box, FormControlLabel, Radio, Typography } from '@mui/material';
import {
  EXTENSION_OPTIONS,
  extendedEndDate,
  extendFormSchema,
  extensionRefusal,
  type ExtensionOption,
} from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { FormCheckbox, FormDialog, FormRadioGroup } from '@/shared/forms';
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
  const { clientInfo } = useClientInfo();
  const { extend } = useExtendProcess();

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
  const allowed = dates ? EXTENSION_OPTIONS.filter((option) => refusal(option) === null) : [];
  const optionOf = (days: string | undefined) => EXTENSION_OPTIONS.find((option) => String(option.days) === days);

  const submit = async ({ days }: { days: number }) => {
    const chosen = EXTENSION_OPTIONS.find((option) => option.days === days);
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
    <FormDialog
      title={t('extend.title')}
      schema={extendFormSchema(allowed)}
      defaultValues={{ days: '', accepted: false }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('extend.confirm')}
      // Extend waits for a tier and its accepted debit, as the spec's dialog does.
      submitDisabled={(values) => !optionOf(values.days) || !values.accepted}
      maxWidth="sm"
    >
      {(form) => {
        const chosen = optionOf(form.watch('days'));
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
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
            <FormRadioGroup
              name="days"
              label={t('extend.options')}
              // The acceptance names the credits of one tier: another tier asks again.
              onChange={() => form.setValue('accepted', false)}
            >
              {EXTENSION_OPTIONS.map((option) => {
                const reason = refusal(option);
                return (
                  <FormControlLabel
                    key={option.days}
                    value={String(option.days)}
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
            </FormRadioGroup>
            {chosen && dates && (
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {t('extend.newEnd', { date: formatDate(extendedEndDate(chosen, dates.endDate)) })}
              </Typography>
            )}
            <FormCheckbox
              name="accepted"
              required
              disabled={!chosen}
              label={chosen ? t('extend.accept', { count: chosen.credits }) : t('extend.acceptNone')}
            />
          </Box>
        );
      }}
    </FormDialog>
  );
}
