import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { COMPONENT_TYPES } from '../enums.js';
import type { ProcessKind } from '../plans/plans.js';
import { emailSchema } from '../validation/email.js';
import { msg } from '../validation/messages.js';

/** How long an observer's report link works after it is sent or renewed (spec 2 section 4.1). */
export const OBSERVER_LINK_DAYS = 15;
export const OBSERVER_NAME_MAX = TEXT_FIELD_MAX_LENGTH;
export const OBSERVER_EMAIL_MAX = TEXT_FIELD_MAX_LENGTH;
/** How many observers one request may add, send, revoke or renew. */
export const OBSERVERS_PER_REQUEST_MAX = 50;
/** How many reads of the report the observer list shows per observer, newest first. */
export const OBSERVER_VIEWS_SHOWN = 50;

export const OBSERVER_LINK_STATES = ['RECENTLY_ADDED', 'ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type ObserverLinkState = (typeof OBSERVER_LINK_STATES)[number];
/** What the observers table stores; EXPIRED is never stored: it is read off expiresAt. */
export const OBSERVER_STORED_STATUSES = ['RECENTLY_ADDED', 'ACTIVE', 'REVOKED'] as const;
export type ObserverStoredStatus = (typeof OBSERVER_STORED_STATUSES)[number];

/** Letters (any alphabet, accents included), then at most one more word after a single space (spec 2 section 5). */
export const OBSERVER_NAME_PATTERN = /^\p{L}+( \p{L}+)?$/u;

export const observerNameSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(OBSERVER_NAME_MAX, msg('max'))
  .regex(OBSERVER_NAME_PATTERN, msg('alpha_spaces'));

/** Component types (DISC, COMPETENCE...) as an invitation names them; the server checks they are the process's. */
export const observerSectionsSchema = z
  .array(z.enum(COMPONENT_TYPES, { error: msg('regex') }))
  .max(COMPONENT_TYPES.length * 4, msg('max'));

/** One invitation of the observer dialog: who, and which component types (sections) of the process they may see (at least one). */
export const observerInputSchema = z.object({
  name: observerNameSchema,
  email: emailSchema.max(OBSERVER_EMAIL_MAX, msg('max')),
  sections: observerSectionsSchema.min(1, msg('required')),
});
export type ObserverInput = z.infer<typeof observerInputSchema>;

/** The e-mail as duplicates are compared (the same mailbox whatever its case). */
export const observerEmailKey = (email: string) => email.trim().toLowerCase();

export interface ObserverLinkRow {
  status: string;
  expiresAt: Date | null;
}

/**
 * Where an observer's link stands: RECENTLY_ADDED until the first send; then ACTIVE while expiresAt
 * is ahead, EXPIRED once it has passed, REVOKED when a revocation cleared it (or marked it revoked).
 */
export function observerLinkState(row: ObserverLinkRow, now: Date): ObserverLinkState {
  if (row.status === 'RECENTLY_ADDED') return 'RECENTLY_ADDED';
  if (row.status === 'REVOKED' || row.expiresAt === null) return 'REVOKED';
  return row.expiresAt.getTime() > now.getTime() ? 'ACTIVE' : 'EXPIRED';
}

/** When a link sent or renewed at `now` stops working. */
export function observerLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + OBSERVER_LINK_DAYS * 86_400_000);
}

/** Whether a process offers the comparator (spec 2 section 2.4): not trust processes, not basic controlled ones. */
export function comparatorAllowedFor(kind: ProcessKind): boolean {
  return kind !== 'TRUST' && kind !== 'CONTROLLED_BASIC';
}
