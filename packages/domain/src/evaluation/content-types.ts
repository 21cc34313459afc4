import type { DiscFactor } from '../candidates/disc.js';
import type { Curriculum, Difficulty, JobProfile } from '../launch/draft.js';
import type { Locale } from '../constants.js';
import type { QuestionDifficulty } from '../launch/question-bank.js';
import type { CandidateCvForm } from './candidate-cv.js';
import type { LikertValue } from './protocol.js';
import type { TrustCheck } from '../enums.js';

/**
 * The server-side shapes of what a candidate answers and of what scores it: these carry the keys
 * (factors, correct options, reverse-keyed items) and never leave the server. The candidate's
 * browser gets PublicQuestion (protocol.ts) only.
 */

export type Localized = Record<Locale, string>;

/** A forced-choice DISC group: four adjectives, one per factor, in no fixed factor order. */
export interface DiscOption {
  id: string;
  factor: DiscFactor;
  label: Localized;
}
export interface DiscGroup {
  id: string;
  options: [DiscOption, DiscOption, DiscOption, DiscOption];
}
export interface DiscAnswer {
  groupId: string;
  most: string;
  least: string;
}

/** A Likert statement about one competence of the catalogue (its code); reverse-keyed ones count 6 - value. */
export interface CompetenceItem {
  id: string;
  competence: string;
  reverse: boolean;
  statement: Localized;
}
export interface LikertAnswer {
  itemId: string;
  value: LikertValue;
}

/** A knowledge question as the candidate's test holds it: its options in the candidate's order, with the key. */
export interface KeyedChoiceQuestion {
  id: string;
  content: string;
  difficulty: QuestionDifficulty;
  options: { id: string; label: string; correct: boolean }[];
}
export interface ChoiceAnswer {
  questionId: string;
  /** null: left blank. */
  optionId: string | null;
}

/** An interview question as asked, with the seconds the candidate had to answer it. */
export interface InterviewPrompt {
  id: string;
  content: string;
  answerTimeSeconds: number;
}

/** A knock-out question of the CV step (the launch draft's curriculum.questionList). */
export interface KnockoutAnswer {
  questionId: string;
  optionId: string;
}

/** One knowledge test of the process (the draft's tests.knowledge entry) as one candidate took it. */
export interface TakenKnowledgeTest {
  questionBankId: number;
  name: string;
  difficulty: Difficulty;
  weight: number;
  questions: KeyedChoiceQuestion[];
  answers: ChoiceAnswer[];
  timedOut: boolean;
}

/**
 * What the portal hands the scoring engine when a candidate finishes a component
 * (modules/scoring recordComponentResult). The job's requirements are read by the engine itself
 * from the process's launch draft.
 */
export type ScoringInput =
  | { componentType: 'CURRICULUM'; cv: CandidateCvForm; knockouts: KnockoutAnswer[] }
  | { componentType: 'DISC'; answers: DiscAnswer[] }
  | { componentType: 'COMPETENCE'; answers: LikertAnswer[] }
  /** The trust questionnaire: the checks the trust process runs and the answers to their items. */
  | { componentType: 'RELIABILITY'; checks: TrustCheck[]; answers: LikertAnswer[] }
  | { componentType: 'KNOWLEDGE_TEST'; tests: TakenKnowledgeTest[] }
  | {
      componentType: 'INTERVIEW';
      answers: { prompt: InterviewPrompt; answer: string | null; seconds: number }[];
    };

/** The parts of a launch draft the CV match reads. */
export interface CvRequirements {
  jobProfile: Partial<JobProfile> | null;
  curriculum: Curriculum | null;
}
