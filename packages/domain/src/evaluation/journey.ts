import type { PortalComponent, PublicQuestion, AnswerResponseCode } from './protocol.js';
import type { AnswerValue } from './answer-value.js';

/** The portal API's answers for the candidate's journey and sessions (docs/api/portal.md): one shape for the server and the portal. */

export type StepStatus = 'PENDING' | 'INPROGRESS' | 'FINISHED';

export interface JourneyPart {
  part: string;
  name: string;
  status: StepStatus;
  timeLimitSeconds: number | null;
  questionCount: number;
  answeredCount: number;
}

export interface JourneyStep {
  component: PortalComponent;
  order: number;
  status: StepStatus;
  parts: JourneyPart[];
  reused?: { takenAt: string };
  /**
   * The process evaluates the component but its content cannot be put together (a knowledge test
   * without a question bank, competences Terna has no items for): the step is shown, cannot be
   * started, and neither blocks the next steps nor keeps the journey from finishing.
   */
  unavailable?: true;
}

export interface Journey {
  processName: string;
  companyName: string;
  evaluationsStatus: string;
  consent: { accepted: boolean; version: string | null };
  steps: JourneyStep[];
  currentStep: PortalComponent | null;
  finished: boolean;
}

export interface StepSession {
  sessionId: string;
  component: PortalComponent;
  part: string;
  status: string;
  questions: PublicQuestion[];
  answered: { questionId: string; answer: AnswerValue }[];
  nextQuestionId: string | null;
  remainingSeconds: number | null;
  deadline: string | null;
  serverTime: string;
}

export interface AnswerResponse {
  code: AnswerResponseCode;
  remainingSeconds: number | null;
}
