import { sql } from 'drizzle-orm';
import { idSchema } from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { parseInput } from '../../validation.js';
import { idArray, readerCompanyId } from '../candidates/index.js';
import { pageRows, type CandidateRow } from '../candidates/index.js';
import { findOwnProcess } from '../processes/index.js';
import { userFullName } from '../users/index.js';

/** When and by whom a candidate's person was put on the company's unwanted list. */
export interface Blacklisting {
  blacklistedAt: Date;
  /** The user's full name; null when they have none or no longer exist (never their e-mail). */
  blacklistedBy: string | null;
}

/**
 * getBlackListByProcessId(processId): the process's candidates whose person is on the company's
 * unwanted list, the most recently listed first (permission candidate.view).
 */
export async function getBlackListByProcessId(ctx: RequestContext, processId: number): Promise<CandidateRow[]> {
  const caller = requirePermission(ctx, 'candidate.view');
  const id = parseInput(ctx, idSchema, processId);
  await findOwnProcess(ctx.db, caller, id);
  const listed = await queryRows<{ id: number }>(
    ctx.db,
    sql`select pp.id from process_persons pp join blacklist b on b.company_id = pp.company_id and b.person_id = pp.person_id
      where pp.process_id = ${id} and pp.company_id = ${caller.companyId}
        and (b.expires_at is null or b.expires_at > now())
      order by b.created_at desc, pp.id`,
  );
  return pageRows(
    ctx.db,
    caller,
    id,
    listed.map((row) => row.id),
  );
}

/** The blacklistings of several candidates of the reader's company; candidates not listed are absent. */
export async function loadBlacklistings(
  ctx: RequestContext,
  processPersonIds: readonly number[],
): Promise<Map<number, Blacklisting>> {
  const companyId = readerCompanyId(ctx);
  const rows = await queryRows<{ id: number; created_at: Date | string; by: string | null }>(
    ctx.db,
    sql`select pp.id, b.created_at, ${userFullName('u')} as by
      from process_persons pp join blacklist b on b.company_id = pp.company_id and b.person_id = pp.person_id
        left join users u on u.id = b.user_id
      where pp.id = any(${idArray(processPersonIds)}::int[]) and pp.company_id = ${companyId}
        and (b.expires_at is null or b.expires_at > now())`,
  );
  return new Map(rows.map((row) => [row.id, { blacklistedAt: new Date(row.created_at), blacklistedBy: row.by }]));
}
