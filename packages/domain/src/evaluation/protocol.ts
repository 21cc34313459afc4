import type { ComponentType } from '../enums.js';

/**
 * The candidate portal's session protocol (spec 3 section 8, docs/decisions/014): the codes an
 * answer gets, the messages the live channel pushes, and the shapes of questions and answers. The
 * server owns the clock and the keys; the candidate's browser only ever receives PublicQuestion.
 */

/** What the server answers to each answer the candidate sends. */
export const ANSWER_RESPONSE_CODES = ['OK', 'INVALID_STATUS', 'OUT_OF_TIME', 'OPTIMIZED_QUESTION'] as const;
export type AnswerResponseCode = (typeof ANSWER_RESPONSE_CODES)[number];

/** What the live channel (server-sent events) pushes to the candidate's open step. */
export const MONITOR_MESSAGE_TYPES = [
  'REMAINING_TIME',
  'TIMEOUT',
  'CONNECTION_ESTABLISHED',
  'INACTIVITY',
  'OUT_OF_DATE',
  'EVALUATION_POSTPONED',
  'FORBIDDEN_SESSION',
  'ANOTHER_USER',
  'CLOSED',
  'ALIVE_REMAINING_TIME',
] as const;
export type MonitorMessageType = (typeof MONITOR_MESSAGE_TYPES)[number];

export interface MonitorMessage {
  type: MonitorMessageType;
  /** Seconds left on the server's clock for the open part; null when the part has no time limit. */
  remainingSeconds: number | null;
  /** Server time of the message (ISO 8601), so the client can correct its own clock. */
  at: string;
}

/** The person-results refusal: results of a candidate the company has not paid for. */
export const PERSON_RESULTS_ERRORS = ['NOT_PAYED'] as const;

/** The components a candidate takes in the portal, in the order the process sets. */
export const PORTAL_COMPONENTS = [
  'CURRICULUM',
  'DISC',
  'COMPETENCE',
  'KNOWLEDGE_TEST',
  'INTERVIEW',
  'RELIABILITY',
] as const satisfies readonly ComponentType[];
export type PortalComponent = (typeof PORTAL_COMPONENTS)[number];
export const isPortalComponent = (value: string): value is PortalComponent =>
  (PORTAL_COMPONENTS as readonly string[]).includes(value);

/** Timing of the live channel and the session, in seconds. */
export const LIVE_CHANNEL = {
  /** ALIVE_REMAINING_TIME heartbeat: keeps proxies from closing the stream and re-syncs the clock. */
  heartbeatSeconds: 15,
  /** REMAINING_TIME is pushed on connect, every minute, and every 10 s in the last minute. */
  remainingEverySeconds: 60,
  finalCountdownSeconds: 60,
  finalEverySeconds: 10,
  /** INACTIVITY warning after this long without an answer in an open part. */
  inactivitySeconds: 600,
} as const;

/** A DISC taken for the same company this recently is reused (a company setting may change it). */
export const DISC_VALIDITY_DAYS_DEFAULT = 180;

/** One-time sign-in codes sent by e-mail. */
export const PORTAL_CODE = { length: 6, validMinutes: 15, maxAttempts: 5 } as const;

/** Likert scale of competence items: 1 never ... 5 always. */
export const LIKERT_VALUES = [1, 2, 3, 4, 5] as const;
export type LikertValue = (typeof LIKERT_VALUES)[number];

/** An option of a choice question, as the candidate sees it (ids are opaque, per question). */
export interface PublicOption {
  id: string;
  label: string;
}

/** What the candidate's browser receives of a question: never a key, a factor or a weight. */
export type PublicQuestion =
  | { kind: 'DISC_GROUP'; id: string; options: PublicOption[] }
  | { kind: 'LIKERT'; id: string; statement: string }
  | { kind: 'SINGLE_CHOICE'; id: string; content: string; options: PublicOption[] }
  | { kind: 'OPEN_TEXT'; id: string; content: string; answerTimeSeconds: number };
export type QuestionKind = PublicQuestion['kind'];

export const ANSWER_TEXT_MAX = 4000;
