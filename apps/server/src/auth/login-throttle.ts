import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { signInAttempts } from '../db/schema/index.js';
import { hashOpaqueToken } from './tokens.js';

/**
 * Failed sign-ins per account (e-mail) and per client address (docs/decisions/029), counted in the
 * database every server node shares (table sign_in_attempts). An attempt is counted before its
 * password is checked, by one atomic statement per key, so of any number sent at once no more than
 * the allowance is checked. When the allowance is spent the key is locked for LOCKOUT_MS; once that
 * is over one more attempt is checked, and each further failure doubles the lockout, up to
 * MAX_LOCKOUT_MS. A key untouched for WINDOW_MS (counted from its first attempt, or from the end of
 * its lockout) starts afresh. A right password clears its account's count and gives its address's
 * attempt back, so an office behind one address is only ever counted for its wrong passwords.
 */
export const SIGN_IN_LIMITS = {
  accountAttempts: 5,
  addressAttempts: 20,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
  maxLockoutMs: 60 * 60_000,
} as const;

/**
 * Forgotten rows each attempt deletes: an attempt adds at most two rows, so the table stays near the
 * keys of the last window whatever a credential-stuffing run sends, with no clean-up job.
 */
export const SWEPT_PER_ATTEMPT = 10;

/** The two counters one attempt is counted in; SHA-256, so the table holds no e-mail or address. */
export interface SignInKeys {
  account: string;
  address: string;
}

export function signInKeys(email: string, clientAddress: string): SignInKeys {
  return {
    account: hashOpaqueToken(`account|${email.trim().toLowerCase()}`),
    address: hashOpaqueToken(`address|${clientAddress}`),
  };
}

interface CounterRow extends Record<string, unknown> {
  attempts: number;
  allowance: number;
  lockouts: number;
  locked_until: Date | string | null;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
const milliseconds = (ms: SQL | number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/** The lockout after `lockouts` earlier ones. */
const lockoutMs = (lockouts: number) => Math.min(SIGN_IN_LIMITS.lockoutMs * 2 ** lockouts, SIGN_IN_LIMITS.maxLockoutMs);
/** The same in SQL, for each row's own count; the exponent's cap only keeps the arithmetic finite. */
const lockoutOf = (lockouts: SQL) =>
  milliseconds(
    sql`least(${SIGN_IN_LIMITS.lockoutMs}::float8 * power(2, least(${lockouts}, 16)), ${SIGN_IN_LIMITS.maxLockoutMs}::float8)`,
  );

/**
 * Counts one attempt on `key` unless it is locked; answers the seconds to wait, 0 when the attempt is
 * within the allowance and may go on. Concurrent attempts on one key queue on its row, so each sees
 * the count of those before it. One counted past the allowance changes nothing: the failure that
 * locks the key sets the next allowance from the count.
 */
async function countOn(db: Database, key: string, limit: number, now: Date): Promise<number> {
  const forgotten = sql`a.forget_at <= ${at(now)}`;
  const [row] = await queryRows<CounterRow>(
    db,
    sql`insert into ${signInAttempts} as a (key, attempts, allowance, lockouts, locked_until, forget_at)
      values (${key}, 1, ${limit}, 0, null, ${at(now)} + ${milliseconds(SIGN_IN_LIMITS.windowMs)})
      on conflict (key) do update set
        attempts = case when ${forgotten} then 1
          when a.locked_until > ${at(now)} then a.attempts else a.attempts + 1 end,
        allowance = case when ${forgotten} then excluded.allowance else a.allowance end,
        lockouts = case when ${forgotten} then 0 else a.lockouts end,
        locked_until = case when ${forgotten} then null else a.locked_until end,
        forget_at = case when ${forgotten} then excluded.forget_at else a.forget_at end
      returning attempts, allowance, lockouts, locked_until`,
  );
  const lockedUntil = row!.locked_until === null ? 0 : new Date(row!.locked_until).getTime();
  if (lockedUntil > now.getTime()) return Math.ceil((lockedUntil - now.getTime()) / 1000);
  if (row!.attempts <= row!.allowance) return 0;
  // Refused while the attempts already counted are still being checked: the lockout their failure would start.
  return Math.ceil(lockoutMs(row!.lockouts) / 1000);
}

async function giveBack(db: Database, key: string): Promise<void> {
  await db.execute(sql`update ${signInAttempts} set attempts = greatest(attempts - 1, 0) where key = ${key}`);
}

/**
 * Counts a sign-in attempt for its address, then for its account, before the password is checked.
 * Answers the seconds to wait when either refuses it, else 0. An attempt the account refuses is given
 * back to the address: no password was checked for it.
 */
export async function countSignInAttempt(db: Database, keys: SignInKeys, now = new Date()): Promise<number> {
  await db.execute(sql`delete from ${signInAttempts} where key in (
    select key from ${signInAttempts} where forget_at <= ${at(now)}
    order by forget_at limit ${SWEPT_PER_ATTEMPT} for update skip locked)`);
  const addressWait = await countOn(db, keys.address, SIGN_IN_LIMITS.addressAttempts, now);
  if (addressWait > 0) return addressWait;
  const accountWait = await countOn(db, keys.account, SIGN_IN_LIMITS.accountAttempts, now);
  if (accountWait > 0) await giveBack(db, keys.address);
  return accountWait;
}

/**
 * A counted attempt failed: a key whose allowance it spent is locked, the lockout doubling with each
 * one, and allowed one more attempt for when the lockout is over.
 */
export async function signInFailed(db: Database, keys: SignInKeys, now = new Date()): Promise<void> {
  const lockout = lockoutOf(sql`lockouts`);
  await db.execute(sql`update ${signInAttempts} set
      locked_until = ${at(now)} + ${lockout},
      forget_at = ${at(now)} + ${lockout} + ${milliseconds(SIGN_IN_LIMITS.windowMs)},
      lockouts = lockouts + 1,
      allowance = attempts + 1
    where key in (${keys.account}, ${keys.address}) and attempts >= allowance`);
}

/** A counted attempt had the right password: the account starts afresh and the address gets its attempt back. */
export async function signInSucceeded(db: Database, keys: SignInKeys): Promise<void> {
  await db.execute(sql`delete from ${signInAttempts} where key = ${keys.account}`);
  await giveBack(db, keys.address);
}
