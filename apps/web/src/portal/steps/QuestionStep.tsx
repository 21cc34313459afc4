import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue, PortalComponent } from '@terna/domain';
import { clientId, PortalApiError, portalSession } from '../api';
import { usePortal } from '../context';
import { journeyApi } from '../journey/journey-api';
import type { Journey, StepSession } from '../types';
import { LoadingBlocks, StatusPage } from '../ui';
import { formatSeconds } from './format';
import { openLiveChannel } from './live-channel';
import { QuestionView } from './QuestionViews';
import { stepApi } from './step-api';
import { isStopped, remainingAt, startState, stepReducer, type StepAction, type StepState } from './step-flow';

/** The part of the step to open: the first one not finished; null when the whole step is done. */
function openPart(journey: Journey, component: PortalComponent): { part: string | null } | null {
  const step = journey.steps.find((candidate) => candidate.component === component);
  if (!step || step.status === 'FINISHED') return null;
  return { part: step.parts.find((part) => part.status !== 'FINISHED')?.part ?? null };
}

function reducer(state: StepState | null, action: StepAction): StepState | null {
  if (action.type === 'started') return startState(action.session, action.now);
  return state ? stepReducer(state, action) : state;
}

/** Re-renders every second while a clock runs. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * A questionnaire step (DISC, competences, knowledge test, interview), one question per screen. It
 * starts (or resumes) the server's session, follows the live channel, and reacts to each answer code.
 */
export default function QuestionStep({ component }: { component: PortalComponent }) {
  const { t } = useTranslation('portalSteps');
  const { go, fail } = usePortal();
  const [state, dispatch] = useReducer(reducer, null);
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [connected, setConnected] = useState(true);
  const starting = useRef(false);

  const start = useCallback(async () => {
    if (starting.current) return;
    starting.current = true;
    try {
      const journey = await journeyApi.me();
      if (!journey.consent.accepted) return go('/consent', { replace: true });
      const open = openPart(journey, component);
      if (!open) return go('/steps', { replace: true });
      const session: StepSession = await stepApi.start(component, clientId(), open.part);
      dispatch({ type: 'started', session, now: Date.now() });
      setGeneration((n) => n + 1);
    } catch (error) {
      fail(error);
    } finally {
      starting.current = false;
    }
  }, [component, go, fail]);

  useEffect(() => {
    void start();
  }, [start]);

  const sessionId = state?.session.sessionId;
  useEffect(() => {
    if (!sessionId || generation === 0) return;
    const channel = openLiveChannel({
      url: stepApi.liveUrl(sessionId, clientId()),
      token: () => portalSession.get()?.token ?? null,
      onMessage: (message) => dispatch({ type: 'monitor', message, now: Date.now() }),
      onConnection: setConnected,
    });
    return () => channel.close();
  }, [sessionId, generation]);

  const phase = state?.phase;
  useEffect(() => {
    if (phase === 'RELOADING') {
      journeyApi.me().then(
        (journey) => {
          const part = state?.session.part ?? null;
          const step = journey.steps.find((candidate) => candidate.component === component);
          const partOpen = step?.parts.some((p) => p.part === part && p.status !== 'FINISHED') ?? false;
          dispatch({ type: 'reloaded', partOpen: part === null ? step?.status !== 'FINISHED' : partOpen });
        },
        (error: unknown) => fail(error),
      );
    }
    if (phase === 'FORBIDDEN') fail(new PortalApiError(t('errors.sessionEnded'), 401, 'FORBIDDEN_SESSION'));
  }, [phase, component, state?.session.part, fail, t]);

  const timed = state?.remainingSeconds !== null && state?.remainingSeconds !== undefined;
  const now = useNow(timed && phase === 'ANSWERING');

  if (!state) return <LoadingBlocks lines={6} />;
  const { session } = state;
  const left = remainingAt(state, now);

  const answer = async (value: AnswerValue) => {
    if (!state.currentId) return;
    setBusy(true);
    try {
      const response = await stepApi.answer(session.sessionId, clientId(), state.currentId, value);
      dispatch({ type: 'answered', questionId: state.currentId, answer: value, response, now: Date.now() });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setBusy(true);
    try {
      const journey = await stepApi.finish(session.sessionId, clientId());
      if (openPart(journey, component)) await start();
      else go('/steps');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const title = t(`components.${component}`);
  if (phase === 'TIME_UP')
    return (
      <StatusPage
        title={t('step.timeUp.title')}
        body={t('step.timeUp.body')}
        action={{ label: t('step.backToSteps'), onClick: () => go('/steps') }}
      />
    );
  if (phase === 'POSTPONED' || phase === 'CLOSED' || phase === 'OUT_OF_DATE')
    return (
      <StatusPage
        title={t(`step.${phase}.title`)}
        body={t(`step.${phase}.body`)}
        action={{ label: t('step.backToSteps'), onClick: () => go('/steps') }}
      />
    );

  const total = session.questions.length;
  const answered = Object.keys(state.answers).length;
  const question = session.questions.find((candidate) => candidate.id === state.currentId);
  const outOfTime = left !== null && left <= 0;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        {left !== null && (
          <Chip
            label={formatSeconds(left)}
            color={left <= 60 ? 'error' : 'default'}
            variant={left <= 60 ? 'filled' : 'outlined'}
            aria-label={t('step.timeLeft', { time: formatSeconds(left) })}
            role="timer"
          />
        )}
      </Stack>
      <div>
        <Typography variant="body2" color="text.secondary">
          {t('step.position', { current: Math.min(answered + 1, total), total })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total ? (answered / total) * 100 : 0}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          aria-hidden
        />
      </div>
      {!connected && !isStopped(state.phase) && <Alert severity="warning">{t('step.reconnecting')}</Alert>}
      {state.inactive && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch({ type: 'inactivitySeen' })}>
              {t('step.inactivity.action')}
            </Button>
          }
        >
          {t('step.inactivity.body')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {state.phase === 'COMPLETE' ? (
          <Stack spacing={2}>
            <Typography>{t('step.complete')}</Typography>
            <Button variant="contained" size="large" disabled={busy} onClick={() => void finish()}>
              {t('step.finish')}
            </Button>
          </Stack>
        ) : question ? (
          <QuestionView
            key={question.id}
            question={question}
            disabled={busy || outOfTime || state.phase !== 'ANSWERING'}
            onAnswer={(value) => void answer(value)}
          />
        ) : (
          <LoadingBlocks />
        )}
      </Paper>
      <Dialog open={state.phase === 'TAKEN_OVER'} aria-labelledby="taken-over-title">
        <DialogTitle id="taken-over-title">{t('step.takenOver.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('step.takenOver.body')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => go('/steps')}>{t('step.backToSteps')}</Button>
          <Button variant="contained" onClick={() => void start()}>
            {t('step.takenOver.takeBack')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
