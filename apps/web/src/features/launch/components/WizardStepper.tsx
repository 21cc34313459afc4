import { Box, LinearProgress, Step, StepButton, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { stepsFor, type ProcessKind, type WizardStep } from '@terna/domain';
import { useTranslation } from 'react-i18next';

interface WizardStepperProps {
  kind: ProcessKind;
  step: WizardStep;
  /** Steps that can be opened from the stepper (those already reached). */
  reachable: (step: WizardStep) => boolean;
  onOpen: (step: WizardStep) => void;
}

/** The wizard's progress: every step in a row on wide screens; "Paso 2 de 8" and a bar on phones. */
export function WizardStepper({ kind, step, reachable, onOpen }: WizardStepperProps) {
  const { t } = useTranslation('launch');
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const steps = stepsFor(kind);
  const index = steps.indexOf(step);

  if (compact) {
    return (
      <Box component="nav" aria-label={t('nav.progress')}>
        <Typography variant="body2" color="text.secondary">
          {t('nav.stepOf', { current: index + 1, total: steps.length })}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {t(`steps.${step}`)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / steps.length) * 100}
          aria-label={t('nav.stepOf', { current: index + 1, total: steps.length })}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }

  return (
    <Box component="nav" aria-label={t('nav.progress')} sx={{ overflowX: 'auto' }}>
      <Stepper nonLinear activeStep={index} alternativeLabel>
        {steps.map((item, position) => (
          <Step key={item} completed={position < index}>
            <StepButton
              onClick={() => onOpen(item)}
              disabled={!reachable(item) || item === step}
              aria-current={item === step ? 'step' : undefined}
            >
              {t(`steps.${item}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
