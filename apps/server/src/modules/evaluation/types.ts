import type { InterviewPrompt, KeyedChoiceQuestion, PublicQuestion, TrustCheck } from '@terna/domain';

export type { AnswerResponse, Journey, JourneyPart, JourneyStep, StepSession, StepStatus } from '@terna/domain';

/**
 * What a session asked, as stored in evaluation_sessions.questions: the keys stay here, on the
 * server, and scoring reads them from the snapshot, never from a bank edited since.
 */
export type SessionSnapshot =
  /** `reused`: a DISC of the candidate's taken for the company within the validity window stands for this one. */
  | { componentType: 'DISC'; questions: PublicQuestion[]; reused?: { takenAt: string } }
  | { componentType: 'COMPETENCE'; questions: PublicQuestion[] }
  | { componentType: 'RELIABILITY'; checks: TrustCheck[]; questions: PublicQuestion[] }
  | {
      componentType: 'KNOWLEDGE_TEST';
      test: { questionBankId: number; name: string; difficulty: string; weight: number };
      questions: KeyedChoiceQuestion[];
    }
  | { componentType: 'INTERVIEW'; prompts: InterviewPrompt[] };
