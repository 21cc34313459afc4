import type { AnswerValue, MonitorMessage, PublicQuestion } from '@terna/domain';
import type { AnswerResponse, StepSession } from '../types';

/**
 * What an open step shows, from the server's answers and the live channel's messages (docs/api/portal.md):
 * the server owns the clock and the state; this only follows it.
 */
export type StepPhase =
  /** A question is on screen. */
  | 'ANSWERING'
  /** Every question has its answer: the candidate closes the part. */
  | 'COMPLETE'
  /** The server refused an answer as out of status: the step's state is being read again. */
  | 'RELOADING'
  | 'TIME_UP'
  /** Another tab or device started the step: this one may not answer until it takes it back. */
  | 'TAKEN_OVER'
  | 'CLOSED'
  | 'POSTPONED'
  | 'OUT_OF_DATE'
  | 'FORBIDDEN';

export interface StepState {
  session: StepSession;
  answers: Record<string, AnswerValue>;
  currentId: string | null;
  /** Seconds left on the server's clock at `clockAt` (local ms); null for an untimed part. */
  remainingSeconds: number | null;
  clockAt: number;
  phase: StepPhase;
  /** The server warned of inactivity; cleared by the next answer or by the candidate. */
  inactive: boolean;
}

export type StepAction =
  | { type: 'started'; session: StepSession; now: number }
  | { type: 'answered'; questionId: string; answer: AnswerValue; response: AnswerResponse; now: number }
  | { type: 'monitor'; message: MonitorMessage; now: number }
  | { type: 'reloaded'; partOpen: boolean }
  | { type: 'inactivitySeen' };

/** Phases after which answering stops until the step is started again. */
const STOPPED: readonly StepPhase[] = ['TIME_UP', 'TAKEN_OVER', 'CLOSED', 'POSTPONED', 'OUT_OF_DATE', 'FORBIDDEN'];
export const isStopped = (phase: StepPhase) => STOPPED.includes(phase);

/** The first question, in the session's order, that has no answer yet. */
export function nextUnanswered(questions: PublicQuestion[], answers: Record<string, AnswerValue>): string | null {
  return questions.find((question) => !(question.id in answers))?.id ?? null;
}

export function startState(session: StepSession, now: number): StepState {
  const answers = Object.fromEntries(session.answered.map(({ questionId, answer }) => [questionId, answer]));
  const currentId =
    session.nextQuestionId && !(session.nextQuestionId in answers)
      ? session.nextQuestionId
      : nextUnanswered(session.questions, answers);
  return {
    session,
    answers,
    currentId,
    remainingSeconds: session.remainingSeconds,
    clockAt: now,
    phase:
      session.remainingSeconds !== null && session.remainingSeconds <= 0
        ? 'TIME_UP'
        : currentId
          ? 'ANSWERING'
          : 'COMPLETE',
    inactive: false,
  };
}

/** Seconds left now, counting down locally between the server's messages. */
export function remainingAt(state: StepState, now: number): number | null {
  if (state.remainingSeconds === null) return null;
  return Math.max(0, Math.ceil(state.remainingSeconds - (now - state.clockAt) / 1000));
}

const withClock = (state: StepState, remainingSeconds: number | null, now: number): StepState =>
  remainingSeconds === null ? state : { ...state, remainingSeconds, clockAt: now };

export function stepReducer(state: StepState, action: StepAction): StepState {
  switch (action.type) {
    case 'started':
      return startState(action.session, action.now);
    case 'answered': {
      const { code, remainingSeconds } = action.response;
      if (code === 'OUT_OF_TIME') return { ...state, phase: 'TIME_UP', remainingSeconds: 0, clockAt: action.now };
      if (code === 'INVALID_STATUS') return { ...state, phase: 'RELOADING' };
      // OK, and OPTIMIZED_QUESTION (stored, and the test adapts its next question): the candidate moves on.
      const answers = { ...state.answers, [action.questionId]: action.answer };
      const currentId = nextUnanswered(state.session.questions, answers);
      return {
        ...withClock(state, remainingSeconds, action.now),
        answers,
        currentId,
        inactive: false,
        phase: isStopped(state.phase) ? state.phase : currentId ? 'ANSWERING' : 'COMPLETE',
      };
    }
    case 'monitor': {
      const { message, now } = action;
      switch (message.type) {
        case 'CONNECTION_ESTABLISHED':
        case 'REMAINING_TIME':
        case 'ALIVE_REMAINING_TIME':
          return withClock(state, message.remainingSeconds, now);
        case 'INACTIVITY':
          return { ...withClock(state, message.remainingSeconds, now), inactive: true };
        case 'TIMEOUT':
          return { ...state, phase: 'TIME_UP', remainingSeconds: 0, clockAt: now };
        case 'ANOTHER_USER':
          return { ...state, phase: 'TAKEN_OVER' };
        case 'EVALUATION_POSTPONED':
          return { ...state, phase: 'POSTPONED' };
        case 'CLOSED':
          return { ...state, phase: 'CLOSED' };
        case 'OUT_OF_DATE':
          return { ...state, phase: 'OUT_OF_DATE' };
        case 'FORBIDDEN_SESSION':
          return { ...state, phase: 'FORBIDDEN' };
      }
      return state;
    }
    case 'reloaded':
      // Refused while the part is still open: only a newer start elsewhere does that (docs/api/portal.md).
      return { ...state, phase: action.partOpen ? 'TAKEN_OVER' : 'CLOSED' };
    case 'inactivitySeen':
      return { ...state, inactive: false };
  }
}
