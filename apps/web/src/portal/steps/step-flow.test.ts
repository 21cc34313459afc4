import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '@terna/domain';
import type { StepSession } from '../types';
import { remainingAt, startState, stepReducer, type StepState } from './step-flow';

const questions: PublicQuestion[] = [
  { kind: 'LIKERT', id: 'q1', statement: 'Planifico mi semana' },
  { kind: 'LIKERT', id: 'q2', statement: 'Pido ayuda cuando la necesito' },
  { kind: 'LIKERT', id: 'q3', statement: 'Cumplo lo que prometo' },
];
const session = (overrides: Partial<StepSession> = {}): StepSession => ({
  sessionId: 's1',
  component: 'COMPETENCE',
  part: 'p1',
  status: 'INPROGRESS',
  questions,
  answered: [],
  nextQuestionId: 'q1',
  remainingSeconds: 600,
  deadline: null,
  serverTime: '2026-11-26T10:00:00Z',
  ...overrides,
});
const T0 = 1_000_000;
const answer = { kind: 'LIKERT', value: 4 } as const;
const answered = (
  state: StepState,
  code: 'OK' | 'OUT_OF_TIME' | 'INVALID_STATUS' | 'OPTIMIZED_QUESTION',
  remaining = 590,
) =>
  stepReducer(state, {
    type: 'answered',
    questionId: state.currentId!,
    answer,
    response: { code, remainingSeconds: remaining },
    now: T0 + 10_000,
  });

describe('the answer flow', () => {
  it('resumes where the candidate was: the answers given, the next question, the time left', () => {
    const state = startState(
      session({ answered: [{ questionId: 'q1', answer }], nextQuestionId: 'q2', remainingSeconds: 300 }),
      T0,
    );
    expect(state.currentId).toBe('q2');
    expect(state.answers).toEqual({ q1: answer });
    expect(state.phase).toBe('ANSWERING');
    expect(remainingAt(state, T0 + 61_000)).toBe(239);
  });

  it('OK moves to the next question and takes the server clock', () => {
    const state = answered(startState(session(), T0), 'OK', 590);
    expect(state.currentId).toBe('q2');
    expect(state.remainingSeconds).toBe(590);
    expect(state.phase).toBe('ANSWERING');
  });

  it('OPTIMIZED_QUESTION is stored like OK: the candidate moves on', () => {
    expect(answered(startState(session(), T0), 'OPTIMIZED_QUESTION').currentId).toBe('q2');
  });

  it('the last OK completes the part', () => {
    let state = startState(session(), T0);
    for (let i = 0; i < questions.length; i++) state = answered(state, 'OK');
    expect(state.phase).toBe('COMPLETE');
    expect(state.currentId).toBeNull();
  });

  it('OUT_OF_TIME stops the part with time up and does not record the answer', () => {
    const state = answered(startState(session(), T0), 'OUT_OF_TIME');
    expect(state.phase).toBe('TIME_UP');
    expect(state.answers).toEqual({});
    expect(remainingAt(state, T0 + 20_000)).toBe(0);
  });

  it('INVALID_STATUS reloads the step state: still open means another client took it, else it is closed', () => {
    const refused = answered(startState(session(), T0), 'INVALID_STATUS');
    expect(refused.phase).toBe('RELOADING');
    expect(refused.answers).toEqual({});
    expect(stepReducer(refused, { type: 'reloaded', partOpen: true }).phase).toBe('TAKEN_OVER');
    expect(stepReducer(refused, { type: 'reloaded', partOpen: false }).phase).toBe('CLOSED');
  });

  it('follows the live channel: the clock, inactivity, and each message that stops the part', () => {
    const start = startState(session(), T0);
    const monitor = (
      type: Parameters<typeof stepReducer>[1] & { type: 'monitor' } extends { message: infer M }
        ? M extends { type: infer K }
          ? K
          : never
        : never,
      remainingSeconds: number | null = null,
    ) => stepReducer(start, { type: 'monitor', message: { type, remainingSeconds, at: '' }, now: T0 + 5000 });
    expect(remainingAt(monitor('REMAINING_TIME', 42), T0 + 5000)).toBe(42);
    expect(remainingAt(monitor('ALIVE_REMAINING_TIME', 40), T0 + 7000)).toBe(38);
    expect(monitor('INACTIVITY', 30).inactive).toBe(true);
    expect(monitor('TIMEOUT', 0).phase).toBe('TIME_UP');
    expect(monitor('ANOTHER_USER').phase).toBe('TAKEN_OVER');
    expect(monitor('EVALUATION_POSTPONED').phase).toBe('POSTPONED');
    expect(monitor('CLOSED').phase).toBe('CLOSED');
    expect(monitor('OUT_OF_DATE').phase).toBe('OUT_OF_DATE');
    expect(monitor('FORBIDDEN_SESSION').phase).toBe('FORBIDDEN');
  });

  it('an answer after the clock ran out starts as time up', () => {
    expect(startState(session({ remainingSeconds: 0 }), T0).phase).toBe('TIME_UP');
  });
});
