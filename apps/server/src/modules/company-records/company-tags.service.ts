import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { companyTagSchema, idSchema } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

/** A company tag as the tags page shows it: with how many candidates of the company carry it. */
export interface CompanyTagUsage {
  id: number;
  code: string;
  title: string;
  hexCode: string;
  isPredefined: boolean;
  candidates: number;
  createdAt: Date;
}

interface TagRow {
  id: number;
  code: string;
  title: string;
  hex_code: string;
  is_predefined: boolean;
  candidates: number | string;
  created_at: Date | string;
}

const toUsage = (row: TagRow): CompanyTagUsage => ({
  id: row.id,
  code: row.code,
  title: row.title,
  hexCode: row.hex_code,
  isPredefined: row.is_predefined,
  candidates: Number(row.candidates),
  createdAt: new Date(row.created_at),
});

/** The company's tags, predefined first, each with the count of the company's candidates carrying it. */
async function tagsWithUsage(db: Pick<Database, 'execute'>, companyId: number, id?: number): Promise<TagRow[]> {
  return queryRows<TagRow>(
    db,
    sql`select ct.id, ct.code, ct.title, ct.hex_code, ct.is_predefined, ct.created_at,
        (select count(*) from person_tags pt join process_persons pp on pp.id = pt.process_person_id
          where pp.company_id = ct.company_id and pt.code = ct.code) as candidates
      from company_tags ct
      where ct.company_id = ${companyId} ${id === undefined ? sql`` : sql`and ct.id = ${id}`}
      order by ct.is_predefined desc, ct.id`,
  );
}

/** companyTagList: the company's predefined and own tags with their use (permission candidate.view). */
export async function companyTagList(ctx: RequestContext): Promise<CompanyTagUsage[]> {
  const caller = requirePermission(ctx, 'candidate.view');
  return (await tagsWithUsage(ctx.db, caller.companyId)).map(toUsage);
}

/** The company's own tag, locked; predefined tags are refused and another company's ids are not found. */
async function ownTag(tx: Pick<Database, 'execute'>, caller: Caller, id: number) {
  const [row] = await queryRows<{ id: number; code: string; title: string; hex_code: string; is_predefined: boolean }>(
    tx,
    sql`select id, code, title, hex_code, is_predefined from company_tags
      where id = ${id} and company_id = ${caller.companyId} for update`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.is_predefined) throw new DomainError('TAG_PREDEFINED');
  return row;
}

/** A title another tag of the company already has, in any case, refuses the change (the unique index decides races). */
async function saveTag(
  tx: Pick<Database, 'execute'>,
  caller: Caller,
  input: { title: string; hexCode: string },
  id: number | null,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    id === null
      ? sql`insert into company_tags (company_id, code, title, hex_code, is_predefined)
          values (${caller.companyId}, ${`Company_Tag_${randomBytes(6).toString('hex')}`}, ${input.title}, ${input.hexCode}, false)
          on conflict do nothing returning id`
      : sql`update company_tags set title = ${input.title}, hex_code = ${input.hexCode}
          where id = ${id} and not exists (select 1 from company_tags other
            where other.company_id = ${caller.companyId} and lower(other.title) = lower(${input.title}) and other.id <> ${id})
          returning id`,
  );
  if (!rows[0]) throw new DomainError('TAG_NAME_TAKEN', { title: input.title });
  return rows[0].id;
}

/** createCompanyTag(title, hexCode): a tag every process of the company offers (permission company.full). */
export async function createCompanyTag(ctx: RequestContext, args: unknown): Promise<CompanyTagUsage> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, companyTagSchema, args);
  return ctx.db.transaction(async (tx) => {
    const id = await saveTag(tx, caller, input, null);
    const [row] = await tagsWithUsage(tx, caller.companyId, id);
    await audit(tx, caller, 'company.tagCreate', 'companyTag', id, { code: row!.code, ...input });
    return toUsage(row!);
  });
}

/** updateCompanyTag(id, title, hexCode): renames and recolours one of the company's own tags. */
export async function updateCompanyTag(ctx: RequestContext, args: unknown): Promise<CompanyTagUsage> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, companyTagSchema.extend({ id: idSchema }), args);
  return ctx.db.transaction(async (tx) => {
    const before = await ownTag(tx, caller, input.id);
    await saveTag(tx, caller, input, input.id);
    const [row] = await tagsWithUsage(tx, caller.companyId, input.id);
    await audit(tx, caller, 'company.tagUpdate', 'companyTag', input.id, {
      code: before.code,
      title: input.title,
      hexCode: input.hexCode,
      previous: { title: before.title, hexCode: before.hex_code },
    });
    return toUsage(row!);
  });
}

/**
 * deleteCompanyTag(id): deletes one of the company's own tags and takes it off every candidate of
 * the company carrying it; answers how many candidates lost it.
 */
export async function deleteCompanyTag(ctx: RequestContext, id: unknown): Promise<number> {
  const caller = requirePermission(ctx, 'company.full');
  const tagId = parseInput(ctx, z.object({ id: idSchema }), { id }).id;
  return ctx.db.transaction(async (tx) => {
    const tag = await ownTag(tx, caller, tagId);
    const untagged = await queryRows<{ id: number }>(
      tx,
      sql`delete from person_tags pt using process_persons pp
        where pp.id = pt.process_person_id and pp.company_id = ${caller.companyId} and pt.code = ${tag.code}
        returning pt.id`,
    );
    await tx.execute(sql`delete from company_tags where id = ${tagId}`);
    await audit(tx, caller, 'company.tagDelete', 'companyTag', tagId, {
      code: tag.code,
      title: tag.title,
      candidates: untagged.length,
    });
    return untagged.length;
  });
}
