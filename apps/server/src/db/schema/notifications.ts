import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { processPersons } from './candidates.js';
import { companies, users } from './identity.js';
import { processes } from './processes.js';

/** A recruiter's in-app notification (the bell in the header): one per user and event. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    processId: integer('process_id').references(() => processes.id, { onDelete: 'cascade' }),
    processPersonId: integer('process_person_id').references(() => processPersons.id, { onDelete: 'cascade' }),
    /** What the entry shows (NotificationPayload of @terna/domain), frozen when it was made. */
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.companyId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId, t.companyId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Events already notified, one row per kind and participation: the idempotency key of a notification
 * (a candidate who finishes twice, or twenty calls at once, notifies the recruiters once), kept apart
 * from the notifications because a user with in-app off gets an e-mail and no notification row.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    processPersonId: integer('process_person_id')
      .notNull()
      .references(() => processPersons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_events_kind_candidate_idx').on(t.kind, t.processPersonId)],
);

/** How a user wants to hear about the company's events; no row means both channels on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    /** The language the user last saved their preferences in: their notification e-mails use it. */
    locale: text('locale'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
