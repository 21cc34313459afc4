import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { processPersons } from './candidates.js';
import { companies, users } from './identity.js';

/**
 * A candidate's chat (spec 3 §3 Conversation): one per participation, its id the participation's id
 * (docs/decisions/024-chat.md), made on the first open of the panel.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: integer('id')
    .primaryKey()
    .references(() => processPersons.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company user who has opened a chat (spec 3 §3 Chat user): their name and e-mail are read from the user. */
export const chatUsers = pgTable(
  'chat_users',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** A chat user's membership of a conversation, with how far they have read it (the unread badge). */
export const chatMemberships = pgTable(
  'chat_memberships',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The last message (seq) the member has seen; 0 before the first read. */
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('chat_memberships_user_idx').on(t.userId, t.conversationId),
  ],
);

/**
 * A chat message (spec 3 §3). `id` is the client's (the original chat service's createMessage takes it),
 * so a resent message is stored once; `seq` orders the conversation and is the page cursor.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('TEXT'),
    /** HTML-escaped by the client before sending (spec 3 §5); never rendered as markup. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.seq),
    check('chat_messages_type_known', sql`${t.type} in ('TEXT')`),
  ],
);
