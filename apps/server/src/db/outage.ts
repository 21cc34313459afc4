import { DomainError } from '../errors.js';

/** What a client is told to wait (Retry-After) while the database is out: a restart takes a few seconds. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Socket failures between this server and PostgreSQL: refused while it is down, reset or broken when it stops. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
  'EAI_AGAIN',
]);

/** Class 08 (connection exception); 57P01 admin, 57P02 crash shutdown; 57P03 cannot connect now (starting up, in recovery). */
const OUTAGE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** pg's own errors for a connection that ended or never came up (they carry no code), by how they begin. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated', // also "... unexpectedly" and "... due to connection timeout"
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
];
/** The client's connectionTimeoutMillis: too plain a text to match by its beginning. */
const PG_CONNECT_TIMEOUT = 'timeout expired';

interface ErrorFields {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function describesOutage(error: ErrorFields): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || OUTAGE_SQLSTATE.test(code)) return true;
  // Any failure to open the socket, such as a Unix socket that is gone while the server is stopped.
  if (error.syscall === 'connect') return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return message === PG_CONNECT_TIMEOUT || PG_CONNECTION_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when `error`, or an error it wraps (Drizzle's "Failed query" keeps the driver's as `cause`;
 * a connection to a host with several addresses fails with an AggregateError), says the database
 * cannot be reached or is restarting. Anything else is a fault of ours and stays INTERNAL.
 */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const fields = error as ErrorFields;
  if (describesOutage(fields)) return true;
  if (Array.isArray(fields.errors) && fields.errors.some((inner) => isDatabaseOutage(inner, depth + 1))) return true;
  return isDatabaseOutage(fields.cause, depth + 1);
}

/** The error a caller sees for an outage (503, Retry-After), or undefined when `error` is something else. */
export function outageError(error: unknown): DomainError | undefined {
  return isDatabaseOutage(error)
    ? new DomainError('SERVICE_UNAVAILABLE', { retryAfter: OUTAGE_RETRY_AFTER_SECONDS })
    : undefined;
}
