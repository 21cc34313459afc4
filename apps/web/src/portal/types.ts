import type { CandidateCvDraft, PortalEntryInfo, PortalProcessStatus, PublicQuestion } from '@terna/domain';

/** The portal API's answers (docs/api/portal.md). */

export type {
  AnswerResponse,
  Journey,
  JourneyPart,
  JourneyStep,
  PortalSession,
  StepSession,
  StepStatus,
} from '@terna/domain';
export type EntryStatus = PortalProcessStatus;
export type EntryInfo = PortalEntryInfo;

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
