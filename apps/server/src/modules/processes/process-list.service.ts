import { and, desc, eq, exists, gte, inArray, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, idSchema, PROCESS_STATUSES, PRODUCT_TYPES } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { hires, persons, positions, processes, processPersons, users } from '../../db/schema/index.js';
import { pagination, parseInput } from '../../validation.js';
import { loadProcessDetails, type ListedProcess } from './process-view.js';

export const MAX_PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

export const processSearchSchema = z.object({
  ...pagination(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  processStatus: z.array(z.enum(PROCESS_STATUSES)).max(PROCESS_STATUSES.length).nullish(),
  wildcard: z.string().max(256).nullish(),
  isConfidential: z.boolean().nullish(),
  archived: z.boolean().nullish(),
  owner: z.array(z.number().int()).max(200).nullish(),
  ownerName: z.string().max(256).nullish(),
  dateAgo: z.number().int().min(0).max(36_500).nullish(),
  dateWildcard: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
  showCompanyInfo: z.boolean().nullish(),
  productType: z.array(z.enum(PRODUCT_TYPES)).max(PRODUCT_TYPES.length).nullish(),
  workflow: z.string().max(64).nullish(),
  hired: z.boolean().nullish(),
  candidate: z.string().max(256).nullish(),
  /** Leaves one process out (the invite-to-process dialog hides the one the candidates come from). */
  excludeId: idSchema.nullish(),
});
export type ProcessSearch = z.input<typeof processSearchSchema>;

export interface Facet {
  key: string;
  docCount: number;
  /** A readable name where the key is an id (the owner's full name). */
  label?: string | null;
}

export interface ProcessPage {
  data: ListedProcess[];
  filters: { status: Facet[]; owner: Facet[]; productType: Facet[] };
  page: number;
  size: number;
  total: number;
}

/** Accent- and case-insensitive "contains"; the text is matched literally (no LIKE wildcards). */
function contains(column: SQLWrapper, text: string): SQL {
  return sql`strpos(immutable_unaccent(lower(${column})), immutable_unaccent(lower(${text}))) > 0`;
}

const hasHire = (processId: typeof processes.id) =>
  exists(
    sql`(select 1 from ${processPersons} pp join ${hires} h on h.process_person_id = pp.id where pp.process_id = ${processId} and h.status = 'ACTIVE')`,
  );

/**
 * The company's top-level processes (trust sub-processes come as children of their parent), newest
 * first, with facet counts for status, owner and product type. Each facet counts with every filter
 * but its own, so choosing a status still shows how many processes the other statuses have.
 */
export async function getProcessPaginated(ctx: RequestContext, args: unknown): Promise<ProcessPage> {
  const caller = requirePermission(ctx, 'process.view');
  const search = parseInput(ctx, processSearchSchema, args);
  const wildcard = search.wildcard?.trim().toLowerCase();
  const candidate = search.candidate?.trim();

  const common: SQL[] = [
    eq(processes.companyId, caller.companyId),
    isNull(processes.parentId),
    eq(processes.archived, search.archived ?? false),
  ];
  if (wildcard) {
    common.push(
      or(
        contains(processes.name, wildcard),
        exists(
          sql`(select 1 from ${positions} where ${positions.id} = ${processes.positionId} and ${contains(positions.name, wildcard)})`,
        ),
      )!,
    );
  }
  if (search.isConfidential != null) common.push(eq(processes.confidential, search.isConfidential));
  if (search.excludeId != null) common.push(ne(processes.id, search.excludeId));
  if (search.ownerName?.trim())
    common.push(
      sql`${processes.ownerId} in (select ${users.id} from ${users} where ${contains(sql`${users.firstName} || ' ' || ${users.lastName}`, search.ownerName.trim())})`,
    );
  if (search.dateAgo != null) common.push(gte(processes.createdAt, new Date(Date.now() - search.dateAgo * DAY_MS)));
  if (search.dateWildcard) {
    // Processes running on that day.
    const day = new Date(`${search.dateWildcard}T00:00:00Z`);
    common.push(
      lte(processes.startDate, new Date(day.getTime() + DAY_MS)),
      or(isNull(processes.endDate), gte(processes.endDate, day))!,
    );
  }
  if (search.showCompanyInfo != null)
    common.push(
      sql`coalesce((${processes.advanced} ->> 'showCompanyInfo')::boolean, false) = ${search.showCompanyInfo}`,
    );
  if (search.workflow) common.push(eq(processes.workflow, search.workflow));
  if (search.hired != null) common.push(search.hired ? hasHire(processes.id) : sql`not ${hasHire(processes.id)}`);
  if (candidate) {
    common.push(
      exists(
        sql`(select 1 from ${processPersons} pp join ${persons} pe on pe.id = pp.person_id where pp.process_id = ${processes.id} and (${contains(
          sql`pe.first_name || ' ' || pe.last_name`,
          candidate,
        )} or lower(pe.email) = lower(${candidate}) or pe.identification = ${candidate}))`,
      ),
    );
  }
  const facetFilters = {
    status: search.processStatus?.length ? inArray(processes.status, search.processStatus) : sql`true`,
    owner: search.owner?.length ? inArray(processes.ownerId, search.owner) : sql`true`,
    productType: search.productType?.length ? inArray(processes.productType, search.productType) : sql`true`,
  };
  const { status: byStatus, owner: byOwner, productType: byProduct } = facetFilters;

  // One scan answers the total and the three facets: GROUPING SETS with a conditional count per facet
  // that applies every filter but the facet's own.
  const facetRows = ctx.db
    .select({
      groupedByStatus: sql<number>`grouping(${processes.status})`,
      groupedByOwner: sql<number>`grouping(${processes.ownerId})`,
      groupedByProduct: sql<number>`grouping(${processes.productType})`,
      status: processes.status,
      ownerId: processes.ownerId,
      productType: processes.productType,
      statusCount: sql<number>`(count(*) filter (where ${byOwner} and ${byProduct}))::int`,
      ownerCount: sql<number>`(count(*) filter (where ${byStatus} and ${byProduct}))::int`,
      productCount: sql<number>`(count(*) filter (where ${byStatus} and ${byOwner}))::int`,
      total: sql<number>`(count(*) filter (where ${byStatus} and ${byOwner} and ${byProduct}))::int`,
    })
    .from(processes)
    .where(and(...common))
    .groupBy(sql`grouping sets ((${processes.status}), (${processes.ownerId}), (${processes.productType}), ())`);

  const pageIds = ctx.db
    .select({ id: processes.id })
    .from(processes)
    .where(and(...common, byStatus, byOwner, byProduct))
    .orderBy(desc(processes.createdAt), desc(processes.id))
    .limit(search.size)
    .offset((search.page - 1) * search.size);

  const [rows, facets] = await Promise.all([pageIds, facetRows]);
  const ownerIds = facets.flatMap((f) =>
    f.groupedByOwner === 0 && f.ownerId !== null && f.ownerCount > 0 ? [f.ownerId] : [],
  );
  const [data, owners] = await Promise.all([
    loadProcessDetails(
      ctx,
      caller.companyId,
      rows.map((row) => row.id),
    ),
    ownerIds.length
      ? ctx.db
          .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(inArray(users.id, ownerIds))
      : Promise.resolve([]),
  ]);
  const byCount = (a: Facet, b: Facet) => b.docCount - a.docCount || a.key.localeCompare(b.key);
  const facet = (pick: (row: (typeof facets)[number]) => Facet | null) =>
    facets
      .flatMap((row) => pick(row) ?? [])
      .filter((f) => f.docCount > 0)
      .sort(byCount);

  return {
    data,
    filters: {
      status: facet((row) => (row.groupedByStatus === 0 ? { key: row.status, docCount: row.statusCount } : null)),
      owner: facet((row) =>
        row.groupedByOwner === 0 && row.ownerId !== null
          ? {
              key: String(row.ownerId),
              docCount: row.ownerCount,
              label: owners.find((o) => o.id === row.ownerId)?.name ?? null,
            }
          : null,
      ),
      productType: facet((row) =>
        row.groupedByProduct === 0 ? { key: row.productType, docCount: row.productCount } : null,
      ),
    },
    page: search.page,
    size: search.size,
    total:
      facets.find((row) => row.groupedByStatus === 1 && row.groupedByOwner === 1 && row.groupedByProduct === 1)
        ?.total ?? 0,
  };
}
