import { z } from 'zod';
import { msg } from './messages.js';

/** The largest value of a PostgreSQL integer column: every record id is one. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id as the API takes it. Past MAX_RECORD_ID a lookup is not "not found" but a database
 * error, so the bound belongs to the input: GraphQL's Int stops there already, REST bodies and
 * paths (plain JSON numbers) do not.
 */
export const idSchema = z
  .number({ error: msg('numeric') })
  .int(msg('numeric'))
  .min(1, msg('min_value'))
  .max(MAX_RECORD_ID, msg('max_value'));

/** Whether `value` is a record id (a claim of a signed token, a number from anywhere else that is not zod-parsed). */
export const isRecordId = (value: unknown): value is number => idSchema.safeParse(value).success;

/** An id from a path segment or a query string: the digits of one. */
export const idParamSchema = z.coerce.number({ error: msg('numeric') }).pipe(idSchema);
