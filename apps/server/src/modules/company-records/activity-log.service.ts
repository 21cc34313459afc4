import { sql, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_LOG_EXPORT_MAX,
  ACTIVITY_LOG_PAGE_SIZES,
  activityLogFilterSchema,
  type ActivityLogFilter,
} from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { parseInput } from '../../validation.js';
import { userFullName } from '../users/index.js';

/** One entry of the company's activity log: who changed what, when. */
export interface ActivityLogEntry {
  id: number;
  createdAt: Date;
  userId: number | null;
  /** The user's name (or e-mail); null for an observer's act or a user that is gone. */
  userName: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  processId: number | null;
  processName: string | null;
  processPersonId: number | null;
  candidateName: string | null;
  /** The details the mutation recorded, as JSON text. */
  data: string | null;
}

export interface ActivityLogPage {
  data: ActivityLogEntry[];
  /** The cursor of the next (older) page; null on the last page. */
  nextCursor: number | null;
}

const pageSchema = z.object({
  filter: activityLogFilterSchema.nullish(),
  after: z.number().int().min(1).nullish(),
  size: z
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_LOG_PAGE_SIZES.max)
    .nullish()
    .transform((size) => size ?? ACTIVITY_LOG_PAGE_SIZES.default),
});

/** The filters as SQL on audit_log a; each one is served by an index of migration 0020. */
function conditions(companyId: number, filter: ActivityLogFilter | null | undefined): SQL {
  const parts = [sql`a.company_id = ${companyId}`];
  if (filter?.userId) parts.push(sql`a.user_id = ${filter.userId}`);
  if (filter?.action) parts.push(sql`a.action = ${filter.action}`);
  if (filter?.processId)
    parts.push(
      sql`((a.entity_type = 'process' and a.entity_id = ${String(filter.processId)}) or (a.data ->> 'processId') = ${String(filter.processId)})`,
    );
  if (filter?.processPersonId)
    parts.push(sql`a.entity_type = 'processPerson' and a.entity_id = ${String(filter.processPersonId)}`);
  if (filter?.from) parts.push(sql`a.created_at >= ${filter.from}::date`);
  if (filter?.to) parts.push(sql`a.created_at < ${filter.to}::date + 1`);
  return sql.join(parts, sql` and `);
}

interface EntryRow {
  id: number;
  created_at: Date | string;
  user_id: number | null;
  user_name: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  data: unknown;
  process_id: number | null;
  process_name: string | null;
  process_person_id: number | null;
  candidate_name: string | null;
}

/**
 * The entries newest first, keyset-paged by id (an id is never reused and grows with time), with the
 * names of the user, process and candidate they concern read for the page's rows only.
 */
async function readEntries(
  db: Pick<Database, 'execute'>,
  companyId: number,
  filter: ActivityLogFilter | null | undefined,
  after: number | null | undefined,
  limit: number,
): Promise<ActivityLogEntry[]> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select a.id, a.created_at, a.user_id, a.action, a.entity_type, a.entity_id, a.data,
        ${userFullName('u')} as user_name,
        p.id as process_id, p.name as process_name, pp.id as process_person_id,
        nullif(trim(concat_ws(' ', pe.first_name, pe.last_name)), '') as candidate_name
      from (select * from audit_log a where ${conditions(companyId, filter)}
          ${after ? sql`and a.id < ${after}` : sql``}
          order by a.id desc limit ${limit}) a
        left join users u on u.id = a.user_id
        left join process_persons pp on a.entity_type = 'processPerson' and a.entity_id ~ '^[0-9]{1,9}$'
          and pp.id = a.entity_id::int and pp.company_id = a.company_id
        left join persons pe on pe.id = coalesce(pp.person_id,
          case when a.entity_type = 'person' and a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end)
        left join processes p on p.company_id = a.company_id and p.id = coalesce(
          pp.process_id,
          case when a.entity_type = 'process' and a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end,
          case when (a.data ->> 'processId') ~ '^[0-9]{1,9}$' then (a.data ->> 'processId')::int end)
      order by a.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    processId: row.process_id,
    processName: row.process_name,
    processPersonId: row.process_person_id,
    candidateName: row.candidate_name,
    data: row.data === null || row.data === undefined ? null : JSON.stringify(row.data),
  }));
}

/** activityLog(filter, after, size): a page of the company's activity log (permission company.full). */
export async function activityLog(ctx: RequestContext, args: unknown): Promise<ActivityLogPage> {
  const caller = requirePermission(ctx, 'company.full');
  const { filter, after, size } = parseInput(ctx, pageSchema, args);
  const rows = await readEntries(ctx.db, caller.companyId, filter, after, size + 1);
  const data = rows.slice(0, size);
  return { data, nextCursor: rows.length > size ? data[data.length - 1]!.id : null };
}

const CSV_COLUMNS = ['id', 'date', 'user', 'action', 'entityType', 'entityId', 'process', 'candidate', 'data'] as const;

/** A CSV field, quoted; a leading formula character is neutralised so a spreadsheet does not run it. */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * The activity log under the same filters as CSV (UTF-8 with a byte-order mark, so spreadsheets read
 * accents), at most ACTIVITY_LOG_EXPORT_MAX entries, newest first (permission company.full).
 */
export async function activityLogCsv(ctx: RequestContext, filter: unknown): Promise<string> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, z.object({ filter: activityLogFilterSchema.nullish() }), { filter }).filter;
  const rows = await readEntries(ctx.db, caller.companyId, input, null, ACTIVITY_LOG_EXPORT_MAX);
  const lines = rows.map((row) =>
    [
      row.id,
      row.createdAt.toISOString(),
      row.userName,
      row.action,
      row.entityType,
      row.entityId,
      row.processName,
      row.candidateName,
      row.data,
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
