import {
  CV_CREDIT_COST,
  cvPurchaseSchema,
  cvSearchInputSchema,
  TALENT_POOL_PLAN_LABEL,
  type CvSearchPool,
  type PersonStatus,
} from '@terna/domain';
import { sql } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { cvPurchases } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { candidateCv, type CandidateCv, type CvExperience } from '../candidates/index.js';
import { debitCredits } from '../credits/index.js';
import { searchCvs } from '../cv-search/index.js';
import { asOwner } from '../../db/as-owner.js';

/** persons.id is a PostgreSQL integer. */
const MAX_PERSON_ID = 2_147_483_647;

/** How many of a my-base person's latest processes a result shows. */
const LATEST_RESULTS = 3;

export interface TalentPoolExperience {
  title: string;
  /** Null when anonymised: an employer can identify a person. */
  company: string | null;
  startDate: string | null;
  endDate: string | null;
  current: boolean;
  description: string | null;
}

export interface LatestResult {
  processId: number;
  processPersonId: number;
  processName: string;
  status: PersonStatus;
  composedScore: number | null;
  composedStatus: boolean;
  invitedAt: Date;
}

export interface TalentPoolPerson {
  personId: number;
  pool: CvSearchPool;
  purchased: boolean;
  anonymised: boolean;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  identification: string | null;
  avatarUrl: string | null;
  mainExperience: TalentPoolExperience | null;
  yearsOfExperience: number;
  area: string | null;
  subArea: string | null;
  city: string | null;
  countryCode: string;
  educationLevel: string | null;
  skills: string[];
  languages: string[];
  salary: number | null;
  salaryCurrency: string | null;
  lastActivityAt: Date | null;
  /** My-base only: the person's latest processes in the company (within the member's scope). */
  latestResults: LatestResult[];
}

export interface TalentPoolCurriculum extends TalentPoolPerson {
  introduction: string | null;
  willingToRelocate: boolean | null;
  experiences: TalentPoolExperience[];
  cv: CandidateCv;
}

export interface TalentPoolPage {
  data: TalentPoolPerson[];
  total: number;
  page: number;
  size: number;
}

export interface TalentPoolSearchArgs {
  pool: CvSearchPool;
  text?: string | null;
  filters?: Record<string, unknown> | null;
  page?: number | null;
}

// A GraphQL input leaves an unset field null; the domain schema means "no filter" by leaving it out.
const withoutNulls = (filters: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => value !== null && value !== undefined));

const scopeOf = (caller: Caller) => ({ agencyId: caller.scope.agencyId, departmentId: caller.scope.departmentId });

/** One page of a pool's search, in the engine's order. Reading either pool is reading candidates. */
export async function talentPoolSearch(ctx: RequestContext, args: TalentPoolSearchArgs): Promise<TalentPoolPage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const input = parseInput(ctx, cvSearchInputSchema, {
    pool: args.pool,
    text: args.text ?? '',
    filters: withoutNulls(args.filters),
    page: args.page ?? 1,
  });
  const { people, found } = await asOwner(ctx.db, async (db) => {
    const found = await searchCvs(db, { ...input, companyId: caller.companyId, scope: scopeOf(caller) });
    return { found, people: await hydrate(db, caller.companyId, input.pool, found.personIds) };
  });
  const data = found.personIds.flatMap((id) => people.get(id) ?? []);
  if (input.pool === 'MY_BASE') await addLatestResults(ctx.db, caller, data);
  return { data, total: found.total, page: found.page, size: found.size };
}

/**
 * The whole CV of one person of a pool (the spec's lookup by person id): anonymised in the talent
 * pool (a person bought is in my-base, no longer in the talent pool). Someone outside the pool is
 * NOT_FOUND, whether or not the person exists.
 */
export async function talentPoolCurriculum(
  ctx: RequestContext,
  pool: CvSearchPool,
  personIdText: string,
): Promise<TalentPoolCurriculum> {
  const caller = requirePermission(ctx, 'candidate.view');
  const personId = /^\d{1,10}$/.test(personIdText) ? Number(personIdText) : null;
  if (personId === null || personId > MAX_PERSON_ID) throw new DomainError('NOT_FOUND');
  const found = await asOwner(ctx.db, async (db) => {
    const members = await poolMembers(db, caller, pool, [personId]);
    if (!members.has(personId)) return null;
    return (await hydrate(db, caller.companyId, pool, [personId], true)).get(personId) ?? null;
  });
  if (!found) throw new DomainError('NOT_FOUND');
  const person = found as TalentPoolCurriculum;
  if (pool === 'MY_BASE') await addLatestResults(ctx.db, caller, [person]);
  return person;
}

/**
 * Which of `personIds` are in the caller's pool. It states the pools exactly as the CV search does
 * (modules/cv-search): my-base is the people of the company's processes within the member's scope
 * plus the CVs it bought; the talent pool is the opted-in people not in my-base.
 */
async function poolMembers(
  db: Database,
  caller: Caller,
  pool: CvSearchPool,
  personIds: readonly number[],
): Promise<Set<number>> {
  const { agencyId, departmentId } = caller.scope;
  // Per person, through the participations' and purchases' person indexes: a large company's my-base
  // (a million participations) is never read whole to check a handful of people.
  const inMyBase = sql`(exists (
      select 1 from process_persons pp join processes pr on pr.id = pp.process_id
      where pp.person_id = p.id and pp.company_id = ${caller.companyId}
        and (${agencyId}::int is null or pr.agency_id = ${agencyId})
        and (${departmentId}::int is null or pr.department_id = ${departmentId}))
    or exists (select 1 from cv_purchases c where c.company_id = ${caller.companyId} and c.person_id = p.id))`;
  const inPool = pool === 'MY_BASE' ? inMyBase : sql`p.talent_pool_opt_in and not ${inMyBase}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from persons p where p.id = any(${`{${personIds.join(',')}}`}::int[]) and ${inPool}`,
  );
  return new Set(rows.map((row) => row.id));
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  identification: string | null;
  avatar_url: string | null;
  country_code: string;
  city: string | null;
  area_experience: string | null;
  sub_experience: string | null;
  education: string | null;
  skills: string[] | null;
  languages: string[] | null;
  salary_amount: number | null;
  salary_currency: string | null;
  data: unknown;
  updated_at: Date | string | null;
  purchased: boolean;
}

/** The main experience: the current job, else the one that began last (as the candidate portal shows it). */
function mainExperience(experiences: readonly CvExperience[]): CvExperience | null {
  return (
    [...experiences].sort(
      (a, b) => Number(b.current) - Number(a.current) || (b.startDate ?? '').localeCompare(a.startDate ?? ''),
    )[0] ?? null
  );
}

const monthIndex = (yearMonth: string) => Number(yearMonth.slice(0, 4)) * 12 + Number(yearMonth.slice(5, 7)) - 1;

/** Whole years worked: the months of every job with a start (to today for the current one), overlaps counted once. */
export function yearsOfExperience(experiences: readonly CvExperience[], today = new Date()): number {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const months = new Set<number>();
  for (const job of experiences) {
    if (!job.startDate) continue;
    const end = job.current || !job.endDate ? now : monthIndex(job.endDate);
    for (let month = monthIndex(job.startDate); month <= Math.min(end, now); month++) months.add(month);
  }
  return Math.floor(months.size / 12);
}

function experienceView(job: CvExperience, anonymised: boolean): TalentPoolExperience {
  return {
    title: job.title,
    company: anonymised ? null : job.company,
    startDate: job.startDate,
    endDate: job.endDate,
    current: job.current,
    description: job.description,
  };
}

/** The rows of `personIds` as a pool shows them; the caller has checked they are in the pool. */
async function hydrate(
  db: Database,
  companyId: number,
  pool: CvSearchPool,
  personIds: readonly number[],
  whole = false,
): Promise<Map<number, TalentPoolPerson | TalentPoolCurriculum>> {
  if (personIds.length === 0) return new Map();
  const rows = await queryRows<PersonRow>(
    db,
    sql`select p.id, p.first_name, p.last_name, p.email, p.phone, p.identification, p.avatar_url, p.country_code,
        pl.name as city, cv.area_experience, cv.sub_experience, cv.education, cv.skills, cv.languages,
        cv.salary_amount, cv.salary_currency, cv.data, cv.updated_at,
        exists(select 1 from cv_purchases c where c.person_id = p.id and c.company_id = ${companyId}) as purchased
      from persons p left join curricula cv on cv.person_id = p.id left join places pl on pl.id = p.place_id
      where p.id = any(${`{${personIds.join(',')}}`}::int[])`,
  );
  return new Map(
    rows.map((row) => {
      // Everyone in the talent pool is anonymised: a bought person has moved to my-base.
      const anonymised = pool === 'TALENT_POOL';
      const cv = candidateCv(row);
      const main = mainExperience(cv.experiences);
      const person: TalentPoolPerson = {
        personId: row.id,
        pool,
        purchased: row.purchased,
        anonymised,
        firstName: anonymised ? null : row.first_name,
        lastName: anonymised ? null : row.last_name,
        email: anonymised ? null : row.email,
        phone: anonymised ? null : row.phone,
        identification: anonymised ? null : row.identification,
        avatarUrl: anonymised ? null : row.avatar_url,
        mainExperience: main && experienceView(main, anonymised),
        yearsOfExperience: yearsOfExperience(cv.experiences),
        area: row.area_experience,
        subArea: row.sub_experience,
        city: row.city,
        countryCode: row.country_code,
        educationLevel: row.education,
        skills: row.skills ?? [],
        languages: row.languages ?? [],
        salary: row.salary_amount,
        salaryCurrency: row.salary_currency,
        lastActivityAt: row.updated_at ? new Date(row.updated_at) : null,
        latestResults: [],
      };
      if (!whole) return [row.id, person];
      const curriculum: TalentPoolCurriculum = {
        ...person,
        introduction: cv.introduction,
        willingToRelocate: cv.willingToRelocate,
        experiences: cv.experiences.map((job) => experienceView(job, anonymised)),
        // Institutions stay: like a job title they describe the CV, and the spec hides name, contact and id.
        cv: anonymised ? { ...cv, experiences: [] } : cv,
      };
      return [row.id, curriculum];
    }),
  );
}

/** The latest processes of my-base people, read as the tenant: the member sees the processes of their scope only. */
async function addLatestResults(db: Database, caller: Caller, people: TalentPoolPerson[]): Promise<void> {
  if (people.length === 0) return;
  const rows = await queryRows<{
    person_id: number;
    process_person_id: number;
    process_id: number;
    process_name: string;
    evaluations_status: PersonStatus;
    composed_score: string | null;
    composed_status: boolean;
    invited_at: Date | string;
  }>(
    db,
    sql`select person_id, process_person_id, process_id, process_name, evaluations_status, composed_score,
        composed_status, invited_at from (
        select pp.person_id, pp.id as process_person_id, pr.id as process_id, pr.name as process_name,
          pp.evaluations_status, pp.composed_score, pp.composed_status, pp.invited_at,
          row_number() over (partition by pp.person_id order by pp.invited_at desc, pp.id desc) as n
        from process_persons pp join processes pr on pr.id = pp.process_id
        where pp.company_id = ${caller.companyId}
          and pp.person_id = any(${`{${people.map((p) => p.personId).join(',')}}`}::int[])) latest
      where n <= ${LATEST_RESULTS} order by person_id, n`,
  );
  const byPerson = new Map(people.map((person) => [person.personId, person]));
  for (const row of rows) {
    byPerson.get(row.person_id)?.latestResults.push({
      processId: row.process_id,
      processPersonId: row.process_person_id,
      processName: row.process_name,
      status: row.evaluations_status,
      composedScore: row.composed_score === null ? null : Number(row.composed_score),
      composedStatus: row.composed_status,
      invitedAt: new Date(row.invited_at),
    });
  }
}

export interface BuyCurriculumArgs {
  amount: number;
  concept: string;
  personIds: string[];
  planConfigId: number;
}

/**
 * buyCurriculum (spec 2 sections 3, 4.4 and 7.1): one credit per person from the talent-pool plan's
 * account, the purchase rows, the debit and the audit entry in the mutation's one transaction.
 * People already bought are not charged again; `amount` must be the number charged now (the
 * client's balance check counts the same people), else BAD_INPUT, so a stale client never pays
 * for something other than what it showed.
 */
export async function buyCurriculum(ctx: RequestContext, args: BuyCurriculumArgs): Promise<{ complete: boolean }> {
  const caller = requirePermission(ctx, 'talentpool.buy');
  const input = parseInput(ctx, cvPurchaseSchema, args);
  const personIds = input.personIds.map(Number);

  const [plan] = await queryRows<{ label: string; plan_status: string }>(
    ctx.db,
    sql`select pl.label, pc.plan_status from plan_configs pc join plans pl on pl.id = pc.plan_id
      where pc.id = ${input.planConfigId} and pc.company_id = ${caller.companyId}`,
  );
  if (!plan || plan.label !== TALENT_POOL_PLAN_LABEL) throw new DomainError('NOT_FOUND');
  if (plan.plan_status !== 'ACTIVE') throw new DomainError('PLAN_INACTIVE');
  // The schema takes up to 10 digits; past PostgreSQL's integer no person exists (and the cast would fail).
  if (personIds.some((id) => id > MAX_PERSON_ID)) throw new DomainError('NOT_FOUND');

  // Locks the plan's account first: parallel purchases of the same company then see each other's rows.
  await ctx.db.execute(
    sql`select id from credit_accounts where plan_config_id = ${input.planConfigId} and company_id = ${caller.companyId} for update`,
  );
  const bought = new Set(
    (
      await queryRows<{ person_id: number }>(
        ctx.db,
        sql`select person_id from cv_purchases where company_id = ${caller.companyId}
          and person_id = any(${`{${personIds.join(',')}}`}::int[])`,
      )
    ).map((row) => row.person_id),
  );
  const toBuy = personIds.filter((id) => !bought.has(id));
  if (toBuy.length === 0) throw new DomainError('ALREADY_PURCHASED');
  const inPool = await asOwner(ctx.db, (db) => poolMembers(db, caller, 'TALENT_POOL', toBuy));
  if (toBuy.some((id) => !inPool.has(id))) throw new DomainError('NOT_FOUND');
  if (input.amount !== toBuy.length * CV_CREDIT_COST)
    throw new DomainError(
      'BAD_INPUT',
      {},
      { amount: { key: 'validation.is', params: { target: String(toBuy.length * CV_CREDIT_COST) } } },
    );

  const debit = await debitCredits(ctx.db as never, {
    companyId: caller.companyId,
    planConfigId: input.planConfigId,
    amount: input.amount,
    concept: input.concept,
    userId: caller.userId,
  });
  await ctx.db.insert(cvPurchases).values(
    toBuy.map((personId) => ({
      companyId: caller.companyId,
      personId,
      userId: caller.userId,
      transactionId: debit.transactionId,
    })),
  );
  await audit(ctx.db, caller, 'talentPool.buyCurriculum', 'plan_config', input.planConfigId, {
    personIds: toBuy,
    alreadyPurchased: [...bought],
    amount: input.amount,
    transactionId: debit.transactionId,
  });
  return { complete: true };
}
