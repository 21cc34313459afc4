import { sql } from 'drizzle-orm';
import { recipientSearchSchema } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { pagination, parseInput } from '../../validation.js';
import { likePattern } from './search.js';
import { userFullName } from '../users/index.js';

/** A person on the company's unwanted list. */
export interface UnwantedPerson {
  personId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  identification: string | null;
  reason: string | null;
  listedAt: Date;
  /** Who listed them (name, or e-mail); null when that user is gone. */
  listedBy: string | null;
  expiresAt: Date | null;
  /** The company's processes the person took part in, the latest first. */
  processes: { id: number; name: string }[];
}

export interface UnwantedPage {
  data: UnwantedPerson[];
  total: number;
}

const UNWANTED_PAGE = { max: 100, default: 25 } as const;
const argsSchema = z.object({ ...pagination(UNWANTED_PAGE.max, UNWANTED_PAGE.default), search: recipientSearchSchema });

/**
 * unwantedPersons(page, size, search): the people on the company's unwanted list, the latest listed
 * first (permission evaluation.reset). Expired entries no longer count, so they are not listed.
 */
export async function unwantedPersons(ctx: RequestContext, args: unknown): Promise<UnwantedPage> {
  const caller = requirePermission(ctx, 'evaluation.reset');
  const { page, size, search } = parseInput(ctx, argsSchema, args);
  const match = search
    ? sql`and (concat_ws(' ', pe.first_name, pe.last_name) ilike ${likePattern(search)}
        or pe.email ilike ${likePattern(search)} or pe.identification ilike ${likePattern(search)})`
    : sql``;
  const from = sql`from blacklist b join persons pe on pe.id = b.person_id
    where b.company_id = ${caller.companyId} and (b.expires_at is null or b.expires_at > now()) ${match}`;
  const rows = await queryRows<{
    person_id: number;
    first_name: string;
    last_name: string;
    email: string | null;
    identification: string | null;
    reason: string | null;
    created_at: Date | string;
    expires_at: Date | string | null;
    listed_by: string | null;
    processes: { id: number; name: string }[] | null;
  }>(
    ctx.db,
    sql`select b.person_id, pe.first_name, pe.last_name, pe.email, pe.identification, b.reason, b.created_at,
        b.expires_at,
        (select ${userFullName('u')}
          from users u where u.id = b.user_id) as listed_by,
        (select json_agg(json_build_object('id', p.id, 'name', p.name) order by pp.created_at desc)
          from process_persons pp join processes p on p.id = pp.process_id
          where pp.person_id = b.person_id and pp.company_id = b.company_id) as processes
      ${from}
      order by b.created_at desc, b.person_id desc limit ${size} offset ${(page - 1) * size}`,
  );
  const [total] = await queryRows<{ total: number | string }>(ctx.db, sql`select count(*) as total ${from}`);
  return {
    data: rows.map((row) => ({
      personId: row.person_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      identification: row.identification,
      reason: row.reason,
      listedAt: new Date(row.created_at),
      listedBy: row.listed_by,
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
      processes: row.processes ?? [],
    })),
    total: Number(total?.total ?? 0),
  };
}
