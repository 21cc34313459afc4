import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../context';
import type { Journey, JourneyStep } from '../types';
import { LoadingBlocks, StatusPage } from '../ui';
import { TalentPoolOptIn } from './TalentPoolOptIn';
import { useJourney } from './useJourney';

function PartsSummary({ step }: { step: JourneyStep }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
      {step.parts.map((part) => (
        <Typography component="li" variant="body2" color="text.secondary" key={part.part}>
          {[
            part.name,
            t('journey.questions', { count: part.questionCount }),
            part.timeLimitSeconds ? t('journey.minutes', { count: Math.ceil(part.timeLimitSeconds / 60) }) : null,
            part.status === 'INPROGRESS'
              ? t('journey.answered', { answered: part.answeredCount, total: part.questionCount })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ))}
    </Stack>
  );
}

/** The thank-you page once every step is done. */
export function FinishedPage({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <StatusPage
        title={t('journey.finished.title')}
        body={t('journey.finished.body', { company: journey.companyName, process: journey.processName })}
      />
      <TalentPoolOptIn />
    </Stack>
  );
}

/** The candidate's steps in the process's order, their progress, and the way to the current one. */
export default function JourneyScreen() {
  const { t, i18n } = useTranslation();
  const { go } = usePortal();
  const { journey } = useJourney();
  const consentMissing = journey !== null && !journey.consent.accepted;
  useEffect(() => {
    if (consentMissing) go('/consent', { replace: true });
  }, [consentMissing, go]);

  if (!journey || consentMissing) return <LoadingBlocks lines={6} />;
  if (journey.finished) return <FinishedPage journey={journey} />;
  const steps = [...journey.steps].sort((a, b) => a.order - b.order);
  const done = steps.filter((step) => step.status === 'FINISHED').length;
  const active = steps.findIndex((step) => step.component === journey.currentStep);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {journey.processName}
        </Typography>
        <Typography color="text.secondary">{t('journey.progress', { done, total: steps.length })}</Typography>
        <LinearProgress
          variant="determinate"
          value={steps.length ? (done / steps.length) * 100 : 0}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
          aria-label={t('journey.progress', { done, total: steps.length })}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stepper orientation="vertical" activeStep={active} aria-label={t('journey.steps')}>
          {steps.map((step) => (
            <Step key={step.component} completed={step.status === 'FINISHED'} expanded>
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {t(`journey.status.${step.status}`)}
                  </Typography>
                }
              >
                {t(`components.${step.component}`)}
              </StepLabel>
              <StepContent>
                {step.reused && (
                  <Alert severity="info" sx={{ mb: 1 }}>
                    {t('journey.reused', { date: date(step.reused.takenAt) })}
                  </Alert>
                )}
                {step.unavailable && (
                  <Typography variant="body2" color="text.secondary">
                    {t('journey.unavailable')}
                  </Typography>
                )}
                {step.parts.length > 0 && step.status !== 'FINISHED' && <PartsSummary step={step} />}
                {step.component === journey.currentStep && !step.unavailable && (
                  <Button
                    variant="contained"
                    size="large"
                    sx={{ mt: 1.5 }}
                    fullWidth
                    onClick={() => go(`/steps/${step.component}`)}
                  >
                    {step.status === 'INPROGRESS' ? t('journey.resume') : t('journey.start')}
                  </Button>
                )}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Paper>
    </Stack>
  );
}
