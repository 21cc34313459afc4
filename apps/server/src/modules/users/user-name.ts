import { sql, type SQL } from 'drizzle-orm';

/**
 * The full name of the user row `alias` (a users table alias of the query), or null when they have
 * none. Never their e-mail: a display name travels further (shortlists, timelines, lists, observers'
 * answers) than the address should, and the screens show a neutral label instead.
 */
export const userFullName = (alias: string): SQL =>
  sql`nullif(trim(concat_ws(' ', ${sql.raw(alias)}.first_name, ${sql.raw(alias)}.last_name)), '')`;
