import type { AnswerResponseCode, AnswerValue, CandidateCvDraft, PortalComponent, PublicQuestion } from '@terna/domain';

/** The portal API's answers (docs/api/portal.md). */

export type EntryStatus = 'OPEN' | 'OUT_OF_DATE' | 'CLOSED' | 'NOT_STARTED';

export interface EntryInfo {
  processId: number | string;
  processName: string;
  companyName: string;
  logoUrl: string | null;
  description: string | null;
  status: EntryStatus;
  identifyBy: 'EMAIL' | 'IDENTIFICATION';
  startDate: string | null;
  endDate: string | null;
  components: PortalComponent[];
  privacy: { version: string | number; link: string | null };
}

export interface PortalSession {
  token: string;
  expiresAt: string;
}

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
  /** Its content cannot be put together: shown, never started, blocks nothing. */
  unavailable?: true;
}

export interface Journey {
  processName: string;
  companyName: string;
  evaluationsStatus: string;
  consent: { accepted: boolean; version: string | number | null };
  steps: JourneyStep[];
  currentStep: PortalComponent | null;
  finished: boolean;
}

export interface StepSession {
  sessionId: string;
  component: PortalComponent;
  part: string | null;
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

export interface CvFile {
  name: string;
  size: number;
}

export interface CvState {
  cv: CandidateCvDraft;
  knockouts: PublicQuestion[];
  /** questionId → chosen optionId. */
  knockoutAnswers: Record<string, string> | { questionId: string; optionId: string }[];
  file: CvFile | null;
}
