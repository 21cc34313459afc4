import { CANDIDATE_RETENTION_MONTHS_DEFAULT, DISC_VALIDITY_DAYS_DEFAULT } from '@terna/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  /** Members must sign in with a company address: invitations to free-mail providers are refused. */
  requireCorporateEmail: boolean('require_corporate_email').notNull().default(false),
  /**
   * Months after a candidate's last activity in the company, never hired, before the retention job
   * anonymises them (docs/decisions/033).
   */
  candidateRetentionMonths: integer('candidate_retention_months').notNull().default(CANDIDATE_RETENTION_MONTHS_DEFAULT),
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
    /** E.164, parsed with the user's country. */
    phone: text('phone'),
    /** The user's interface language (Locale of @terna/domain). */
    language: text('language').notNull().default('es'),
    /** ROLE_TYPES: CLIENT for company staff, SYSTEM for Terna's administrators. */
    roleType: text('role_type').notNull().default('CLIENT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** A company's own role: a named set of the permission catalogue's actions (PERMISSION_ACTIONS). */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    permissions: text('permissions').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_roles_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

/**
 * A user belongs to one or more companies, with one role and one scope in each. The role is a
 * built-in one (MEMBER_ROLES) or CUSTOM with `customRoleId`; the scope (USER_SCOPES) names the
 * agency or department the member is limited to. Read on every request, uncached, so a change
 * takes effect on the member's next request.
 */
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
    customRoleId: integer('custom_role_id').references(() => companyRoles.id, { onDelete: 'restrict' }),
    scope: text('scope').notNull().default('company'),
    // Restrict, not set null: a scope silently widening to the whole company would be a leak.
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    /** MEMBER_STATUSES. */
    status: text('status').notNull().default('ACTIVE'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('memberships_company_idx').on(t.companyId),
    check('memberships_custom_role_check', sql`(${t.role} = 'CUSTOM') = (${t.customRoleId} is not null)`),
    check(
      'memberships_scope_check',
      sql`(${t.scope} = 'company' and ${t.agencyId} is null and ${t.departmentId} is null)
        or (${t.scope} = 'agency' and ${t.agencyId} is not null and ${t.departmentId} is null)
        or (${t.scope} = 'department' and ${t.agencyId} is not null and ${t.departmentId} is not null)`,
    ),
  ],
);

/**
 * An invitation to join a company (INVITED_TYPES USER): the e-mail carries a random token stored
 * only as its hash; it becomes ACTIVATED once, or CANCELLED. At most one PENDING per address.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedType: text('invited_type').notNull().default('USER'),
    role: text('role').notNull(),
    customRoleId: integer('custom_role_id').references(() => companyRoles.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull().default('company'),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** INVITATION_STATUSES. */
    status: text('status').notNull().default('PENDING'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentCount: integer('sent_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whether the invitee already had an account when they accepted (Invitation.registered). */
    registered: boolean('registered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('user_invitations_pending_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'PENDING'`),
  ],
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

/**
 * Refresh tokens, stored hashed: every refresh revokes its row and adds the next one to the same
 * family. A family is one sign-in (docs/decisions/029): its access tokens name it (`sid`) and work
 * while a row of it is unrevoked, and a rotated token presented again revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull().defaultRandom(),
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
  (t) => [
    uniqueIndex('auth_sessions_token_idx').on(t.refreshTokenHash),
    // Every authenticated request asks whether its family is still live.
    index('auth_sessions_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * Sign-in attempts per account and per client address (auth/login-throttle.ts), counted before the
 * password is checked. The key is a SHA-256, so no e-mail or address is stored.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    /** Attempts counted since the row was started, less the ones that turned out right. */
    attempts: integer('attempts').notNull(),
    /** Attempts allowed before the next is refused: the limit, then one more after each lockout. */
    allowance: integer('allowance').notNull(),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the row stops counting: a later attempt starts afresh, and the row may be swept. */
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_attempts_forget_idx').on(t.forgetAt)],
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
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    // The activity log pages by id, newest first, under each of its filters (migration 0020).
    index('audit_log_company_id_idx').on(t.companyId, t.id.desc()),
    index('audit_log_company_user_idx').on(t.companyId, t.userId, t.id.desc()),
    index('audit_log_company_action_idx').on(t.companyId, t.action, t.id.desc()),
    index('audit_log_company_entity_idx').on(t.companyId, t.entityType, t.entityId, t.id.desc()),
    index('audit_log_company_process_idx').on(t.companyId, sql`((${t.data} ->> 'processId'))`, t.id.desc()),
  ],
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
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** MailStatus: QUEUED until SMTP takes it (SENT) or refuses it (FAILED, lastError says why). */
    status: text('status').notNull().default('QUEUED'),
    /** MailCategory: who the e-mail is for; a CANDIDATE body is shown only to candidate readers. */
    category: text('category').notNull().default('USER'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    /** Files sent with the message (MailAttachment of mail/mailer.ts), e.g. a meeting's .ics invitation. */
    attachments: jsonb('attachments'),
  },
  (t) => [index('mail_outbox_company_idx').on(t.companyId, t.id.desc())],
);
