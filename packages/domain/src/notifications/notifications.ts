import type { ComponentType } from '../enums.js';

/**
 * What a recruiter is told about (the bell in the header and its e-mails): a candidate finished, or
 * a teammate mentioned them in a candidate's chat (in the app only).
 */
export const NOTIFICATION_KINDS = ['EVALUATION_FINISHED', 'CHAT_MENTION'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification shows, frozen when it is made (a renamed process keeps the name it had). */
export interface NotificationPayload {
  candidateName: string;
  processName: string;
  /** The candidate's composed score when one was computed; null otherwise. */
  composedScore: number | null;
  /** The candidate in the recruiter app, relative to the app's root (no locale prefix). */
  link: string;
}

/** The notification list's pages; the bell shows the first one. */
export const NOTIFICATION_PAGE_SIZES = { default: 10, max: 50 } as const;

/** How often the header refreshes the unread count, in seconds. */
export const NOTIFICATION_POLL_SECONDS = 60;

/** Ids one markNotificationsRead call may name (an empty list marks all). */
export const NOTIFICATION_MARK_MAX = 200;

/**
 * The candidate's detail in the recruiter app (cap-process-id-candidates-candidateId-component), on
 * the tab of `component` (the process's first), without the locale prefix.
 */
export const candidatePagePath = (processId: number, processPersonId: number, component: ComponentType) =>
  `/cap/process/${processId}/candidates/${processPersonId}/${component.toLowerCase()}`;
