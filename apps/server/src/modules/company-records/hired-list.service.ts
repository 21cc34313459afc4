import { sql } from 'drizzle-orm';
import { recipientSearchSchema } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { pagination, parseInput } from '../../validation.js';
import { likePattern } from './search.js';
import { userFullName } from '../users/index.js';

/** Someone the company hired, in one of its processes. */
export interface HiredPerson {
  processPersonId: number;
  personId: number;
  processId: number;
  processName: string;
  firstName: string;
  lastName: string;
  email: string | null;
  /** yyyy-MM-dd: the day of the hire. */
  hiredAt: string;
  /** Who recorded the hire (name, or e-mail); null when that user is gone. */
  hiredBy: string | null;
}

export interface HiredPage {
  data: HiredPerson[];
  total: number;
}

const HIRED_PAGE = { max: 100, default: 25 } as const;
const argsSchema = z.object({ ...pagination(HIRED_PAGE.max, HIRED_PAGE.default), search: recipientSearchSchema });

/** hiredPersons(page, size, search): everyone hired across the company's processes, the latest hire first. */
export async function hiredPersons(ctx: RequestContext, args: unknown): Promise<HiredPage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const { page, size, search } = parseInput(ctx, argsSchema, args);
  const match = search
    ? sql`and (concat_ws(' ', pe.first_name, pe.last_name) ilike ${likePattern(search)} or pe.email ilike ${likePattern(search)}
        or p.name ilike ${likePattern(search)})`
    : sql``;
  const from = sql`from hires h join process_persons pp on pp.id = h.process_person_id
      join persons pe on pe.id = pp.person_id join processes p on p.id = pp.process_id
      left join users u on u.id = h.user_id
    where pp.company_id = ${caller.companyId} ${match}`;
  const rows = await queryRows<{
    process_person_id: number;
    person_id: number;
    process_id: number;
    process_name: string;
    first_name: string;
    last_name: string;
    email: string | null;
    hired_at: string | Date;
    hired_by: string | null;
  }>(
    ctx.db,
    sql`select pp.id as process_person_id, pp.person_id, pp.process_id, p.name as process_name, pe.first_name,
        pe.last_name, pe.email, h.hired_at::text as hired_at,
        ${userFullName('u')} as hired_by
      ${from}
      order by h.hired_at desc, pp.id desc limit ${size} offset ${(page - 1) * size}`,
  );
  const [total] = await queryRows<{ total: number | string }>(ctx.db, sql`select count(*) as total ${from}`);
  return {
    data: rows.map((row) => ({
      processPersonId: row.process_person_id,
      personId: row.person_id,
      processId: row.process_id,
      processName: row.process_name,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      hiredAt: String(row.hired_at).slice(0, 10),
      hiredBy: row.hired_by,
    })),
    total: Number(total?.total ?? 0),
  };
}
