import { Alert, Box, Paper, Skeleton, Stack } from '@mui/material';
import { stepsFor, todayIn, type WizardStep } from '@terna/domain';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useLaunchDraft } from '../hooks/useLaunchDraft';
import { useSaveLaunchStep } from '../hooks/useSaveLaunchStep';
import type { DataStep } from '@terna/domain';
import { isWizardStep, nextStep, previousStep, resumeStep } from '../steps';
import { WizardContext, type WizardContextValue, type WizardMode } from './WizardContext';
import { WizardStepper } from './WizardStepper';

// Each step's form loads when it is opened: the first step paints without the others' code.
const STEP_SCREENS = {
  'job-profile': lazy(() => import('../steps/JobProfileStep')),
  curriculum: lazy(() => import('../steps/CurriculumStep')),
  competences: lazy(() => import('../steps/CompetencesStep')),
  tests: lazy(() => import('../steps/TestsStep')),
  interview: lazy(() => import('../steps/InterviewStep')),
  components: lazy(() => import('../steps/ComponentsStep')),
  'trust-features': lazy(() => import('../steps/TrustFeaturesStep')),
  dates: lazy(() => import('../steps/DatesStep')),
  summary: lazy(() => import('../steps/SummaryStep')),
} satisfies Record<WizardStep, unknown>;

interface LaunchWizardProps {
  processId: number;
  mode: WizardMode;
  /** The address of a step of this process's wizard (its plan's path family), without the locale. */
  stepPath: (step: WizardStep) => string;
  controlPath: (processId: number) => string;
}

/**
 * The launch wizard (decision 013): one address per step, each step saved on "Siguiente", so
 * leaving and coming back resumes where the draft was left. Used to launch a draft (relaunch
 * family) and to edit a launched process (edit family, with its locked fields).
 */
export function LaunchWizard({ processId, mode, stepPath, controlPath }: LaunchWizardProps) {
  const { t } = useTranslation('launch');
  const { step: stepParam } = useParams();
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { data, loading, error, refetch } = useLaunchDraft(processId);
  const { save } = useSaveLaunchStep();
  // Entries typed on a step and left with "Atrás": shown again when the user comes back to it.
  const kept = useRef(new Map<DataStep, unknown>());
  // "Not in the past" is judged on the process's calendar, as the server judges it.
  const timeZone = data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = useMemo(() => todayIn(timeZone), [timeZone]);

  const open = useCallback((step: WizardStep) => void navigate(to(stepPath(step))), [navigate, to, stepPath]);

  const context = useMemo<WizardContextValue | null>(() => {
    if (!data || !isWizardStep(data.kind, stepParam)) return null;
    const step = stepParam;
    return {
      data,
      mode,
      step,
      today,
      stepPath,
      controlPath,
      keptValues: (item) => kept.current.get(item),
      lock: (field) => {
        const locked = mode === 'edit' ? data.lockedFields.find((entry) => entry.field === field) : undefined;
        return locked && t('edit.locked', { reason: locked.message });
      },
      goBack: (item, values) => {
        kept.current.set(item, values);
        const before = previousStep(data.kind, item);
        if (before) open(before);
      },
      saveAndNext: async (item, values) => {
        try {
          await save(processId, item, values);
        } catch (saveError) {
          notify({ message: errorText(saveError), severity: 'error' });
          throw saveError;
        }
        kept.current.delete(item);
        const after = nextStep(data.kind, item);
        if (after) open(after);
      },
    };
  }, [data, stepParam, mode, today, stepPath, controlPath, open, save, processId, notify, t]);

  if (!data) {
    if (error && !loading) {
      return (
        <EmptyState
          message={t('loadFailed', { reason: errorText(error) })}
          action={{ label: t('retry', { ns: 'common' }), onClick: () => void refetch().catch(() => undefined) }}
        />
      );
    }
    return <WizardSkeleton />;
  }
  if (!context) {
    // A launched process is edited from its first step; a draft resumes after the last step saved.
    const start = mode === 'edit' ? stepsFor(data.kind)[0]! : resumeStep(data.kind, data.draftStep);
    return <Navigate to={to(stepPath(start))} replace />;
  }

  const Screen = STEP_SCREENS[context.step];
  const steps = stepsFor(data.kind);
  const reached = Math.max(steps.indexOf(resumeStep(data.kind, data.draftStep)), steps.indexOf(context.step));
  return (
    <WizardContext.Provider value={context}>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <WizardStepper
          kind={data.kind}
          step={context.step}
          reachable={(item) => mode === 'edit' || steps.indexOf(item) <= reached}
          onOpen={open}
        />
        {mode === 'edit' && data.lockedFields.length > 0 && <Alert severity="info">{t('edit.lockedNotice')}</Alert>}
        <Suspense fallback={<StepSkeleton />}>
          {/* A new key per step: each step's form starts from its own values. */}
          <Screen key={context.step} />
        </Suspense>
      </Stack>
    </WizardContext.Provider>
  );
}

function StepSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} aria-busy>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Paper>
  );
}

function WizardSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy>
      <Skeleton variant="rounded" height={56} />
      <StepSkeleton />
    </Box>
  );
}
