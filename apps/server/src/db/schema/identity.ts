import { DISC_VALIDITY_DAYS_DEFAULT } from '@terna/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  commercialName: text('commercial_name').notNull(),
  companyName: text('company_name').notNull(),
  countryCode: text('country_code').notNull(),
  logoUrl: text('logo_url'),
  jobBoardLogoUrl: text('job_board_logo_url'),
  address: text('address'),
  description: text('description'),
  /** PYME (small business) or ENTERPRISE; the zero-credit banner targets PYME. */
  companyType: text('company_type').notNull().default('ENTERPRISE'),
  verified: boolean('verified').notNull().default(true),
  isComplete: boolean('is_complete').notNull().default(true),
  /** Days a DISC taken for this company is reused in its later processes (DISC_VALIDITY_DAYS_DEFAULT). */
  discValidityDays: integer('disc_validity_days').notNull().default(DISC_VALIDITY_DAYS_DEFAULT),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    urlAvatar: text('url_avatar'),
    country: text('country').notNull().default('XX'),
    birthDate: date('birth_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** A user belongs to one or more companies, with one role in each. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    scope: text('scope').notNull().default('company'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company_idx').on(t.companyId)],
);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  action: text('action').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.permissionId] })],
);

/** Published privacy-policy versions; the highest version is the one users must accept. */
export const privacyPolicies = pgTable('privacy_policies', {
  version: integer('version').primaryKey(),
  link: text('link').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's accepted terms (User.termsAndConditions), e.g. name PRIVACY_POLICIES with its version. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    link: text('link'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terms_acceptances_user_idx').on(t.userId, t.name)],
);

/** Refresh sessions: the refresh token is stored hashed and rotated on every refresh. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_sessions_token_idx').on(t.refreshTokenHash)],
);

/** Who did what, when: every mutation writes one row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_company_idx').on(t.companyId, t.createdAt)],
);

export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address'),
  placeId: integer('place_id'),
  mail: text('mail'),
  longitude: text('longitude'),
  latitude: text('latitude'),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

/** Company e-mail addresses and phones (the company REST service adds each with a field named value). */
export const companyContacts = pgTable('company_contacts', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  value: text('value').notNull(),
});

/** Outgoing e-mail: sent by SMTP when configured, otherwise kept here for the admin outbox page. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
