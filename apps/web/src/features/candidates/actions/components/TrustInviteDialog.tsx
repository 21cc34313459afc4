import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import {
  trustCheckLabel,
  trustInviteCost,
  TRUST_CHECKS_OPTIONAL,
  TRUST_CHECKS_REQUIRED,
  type TrustCheck,
} from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode } from '@/shared/lib/apollo';
import { useClientInfo } from '@/shared/session/useSessionData';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import type { CandidateDialogProps } from './candidate-dialog';
import { useInviteToTrust } from '../hooks/useInviteToTrust';
import { usePhoneDialog } from '../hooks/usePhoneDialog';

/** The spec's Spanish text of insufficient credits, which the client also recognises (spec 3 section 8). */
const NO_CREDITS_TEXT = 'créditos suficientes';

interface TrustInviteDialogProps extends CandidateDialogProps {
  process: { id: number; children: readonly number[] };
}

/**
 * Invites the candidate to the trust check in two steps (spec 3 sections 2 and 4): the credits
 * (what it costs, the balance, and on the first invitation the optional checks on top of the
 * required ones), then the sending. When the process already has its trust sub-process, the
 * credits step sends at once. A candidate already invited is only warned about.
 */
export function TrustInviteDialog({ candidate, process, onClose, onDone }: TrustInviteDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { locale } = useLocale();
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  const { clientInfo } = useClientInfo();
  const { say, announcement } = useDialogNotify();
  const { inviteToTrust, inviting } = useInviteToTrust();
  const [step, setStep] = useState<'credits' | 'send'>('credits');
  const [optional, setOptional] = useState<TrustCheck[]>([]);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const first = process.children.length === 0;
  const plan = clientInfo?.plans.find((p) => p.typeCompanyPlan.Name === 'RELIABILITY');
  const balance = plan?.planConfig.creditAccount.availableBalance ?? 0;
  const cost = trustInviteCost(1);
  const short = balance < cost;

  const send = async () => {
    try {
      await inviteToTrust(process, [candidate], optional);
      say({ message: t('trust.success', { count: 1, name }) });
      onClose();
      onDone();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'TRUST_ALREADY_INVITED') {
        say({ message: t('trust.alreadyInvited', { count: 1, name }), severity: 'warning' });
        onClose();
        return;
      }
      const noCredits = code === 'NOT_ENOUGH_CREDITS' || String(error).includes(NO_CREDITS_TEXT);
      say({ message: t(noCredits ? 'trust.noCredits' : 'trust.error'), severity: 'error' });
    }
  };

  const toggle = (check: TrustCheck) =>
    setOptional((chosen) => (chosen.includes(check) ? chosen.filter((c) => c !== check) : [...chosen, check]));

  return (
    <Dialog
      open
      onClose={inviting ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-busy={inviting || undefined}
    >
      <DialogTitle id={titleId}>{t('trust.title')}</DialogTitle>
      <DialogContent>
        {first && (
          <Stepper activeStep={step === 'credits' ? 0 : 1} sx={{ mb: 2 }} alternativeLabel>
            <Step>
              <StepLabel>{t('trust.steps.credits')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{t('trust.steps.send')}</StepLabel>
            </Step>
          </Stepper>
        )}
        {step === 'credits' ? (
          <>
            <DialogContentText>{t('trust.body', { name })}</DialogContentText>
            <Typography sx={{ mt: 2 }} data-testid="trust-cost">
              {t('trust.cost', { count: cost })}
            </Typography>
            <Typography data-testid="trust-balance">{t('trust.balance', { count: balance })}</Typography>
            {short && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {t('trust.noCredits')}
              </Alert>
            )}
            {first && (
              <FormGroup sx={{ mt: 2 }}>
                <FormLabel component="legend">{t('trust.checks')}</FormLabel>
                {TRUST_CHECKS_REQUIRED.map((check) => (
                  <FormControlLabel
                    key={check}
                    control={<Checkbox checked disabled />}
                    label={t('trust.required', { check: trustCheckLabel(check, locale) })}
                  />
                ))}
                {TRUST_CHECKS_OPTIONAL.map((check) => (
                  <FormControlLabel
                    key={check}
                    control={<Checkbox checked={optional.includes(check)} onChange={() => toggle(check)} />}
                    label={trustCheckLabel(check, locale)}
                  />
                ))}
              </FormGroup>
            )}
          </>
        ) : (
          <>
            <DialogContentText>{t('trust.sendBody', { name })}</DialogContentText>
            <Typography sx={{ mt: 2 }}>
              {t('trust.chosen', {
                checks: [...TRUST_CHECKS_REQUIRED, ...optional].map((c) => trustCheckLabel(c, locale)).join(', '),
              })}
            </Typography>
          </>
        )}
        {inviting && <LinearProgress sx={{ mt: 2 }} aria-label={t('trust.sending', { name })} />}
      </DialogContent>
      <DialogAnnouncer message={announcement} />
      <DialogActions>
        <Button onClick={step === 'send' ? () => setStep('credits') : onClose} disabled={inviting}>
          {step === 'send' ? t('trust.back') : t('trust.cancel')}
        </Button>
        {first && step === 'credits' ? (
          <Button variant="contained" onClick={() => setStep('send')} disabled={short}>
            {t('trust.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void send()} loading={inviting} disabled={short}>
            {t('trust.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
