import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';

/**
 * A recruiter's connection to a meeting provider (spec 3 section 3, user integration), one per user,
 * company and provider. The provider's tokens are stored encrypted (AES-256-GCM with
 * INTEGRATION_TOKEN_KEY, modules/meetings/token-cipher.ts): a database dump does not hand out
 * access to the recruiters' Zoom accounts. Disconnecting revokes the tokens and deletes the row.
 */
export const userIntegrations = pgTable(
  'user_integrations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MeetingProvider of @terna/domain. */
    provider: text('provider').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    /** When the access token stops working; it is refreshed a minute before. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** False once the provider refused the refresh token: the user must connect again. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_integrations_user_provider_idx').on(t.companyId, t.userId, t.provider),
    index('user_integrations_user_idx').on(t.userId),
  ],
);
