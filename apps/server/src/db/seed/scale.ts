/**
 * Benchmark data: `npm run seed:scale -- --candidates 100000 --processes 5000`.
 * Opens the database the way the server does (DATABASE_URL, or PGlite in DATA_DIR), makes sure the
 * reference data and the demo exist, then adds the company "Escala Benchmark" with many processes
 * and one process, "PROCESO DE ESCALA", with many evaluated candidates, plus "PROCESO MEDIANO" with
 * 1,000 (the size the candidate list's small-process target is set for). Runs once: when the company
 * exists it only adds what an older version of this seed did not create, and stops. Everything is
 * written in one transaction, so an interrupted run leaves nothing behind and can simply be started again.
 * It writes with some triggers off and some indexes dropped until its end (REPEATED_TRIGGERS,
 * REBUILT_INDEXES): other writers to those tables wait for its commit, and so do readers of the
 * tables whose indexes it dropped (dropping an index locks its table): seed a benchmark database
 * nobody else is using.
 */
import { setImmediate } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ProductType, ProcessStatus } from '@terna/domain';
import { hashPassword } from '../../auth/passwords.js';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../client.js';
import { migrate } from '../migrate.js';
import {
  companies,
  componentResults,
  curricula,
  feelings,
  hires,
  memberships,
  personTags,
  persons,
  planConfigs,
  places,
  positions,
  processes,
  processPersons,
  subscriptions,
  users,
} from '../schema/index.js';
import { insertReturningIds } from './batches.js';
import { DEMO_PLACE_UUIDS } from './catalogue-data/places.js';
import {
  CandidateWriter,
  addReviews,
  draftParticipations,
  rankCandidates,
  type ParticipationDraft,
  type Reviewers,
} from './candidates.js';
import {
  DEMO_PASSWORD,
  POSITIONS,
  type ComponentSetName,
  type EnvironmentVariant,
  type PositionName,
} from './demo-data.js';
import { seedDemoIfEmpty } from './demo.js';
import { PersonFactory, type PersonDraft } from './people.js';
import { insertProcesses, type CompanyContext, type ProcessSpec } from './process-factory.js';
import { SeededRandom } from './random.js';
import { seedReferenceData } from './reference.js';
import { SEED_NOW, addDays } from './seed-time.js';
import { acceptPrivacyPolicy, grantPlan, insertCompanyTags } from './tenant.js';

const COMPANY_NAME = 'Escala Benchmark';
const SCALE_PROCESS_NAME = 'PROCESO DE ESCALA';
const MEDIUM_PROCESS_NAME = 'PROCESO MEDIANO';
const MEDIUM_CANDIDATES = 1_000;
const BATCH_SIZE = 1000;
/** Candidates drafted from one forked generator: it fixes the data, so it never changes. */
const DRAFT_SIZE = 1000;
/** Candidates per statement. */
const WRITE_SIZE = 5000;
const SEED = 5_000_000;
/** Far above the demo's people, so e-mails and national ids never collide with them. */
const FIRST_PERSON_SEQUENCE = 1_000_000;
/** The medium process's people: above any candidate count the scale process is seeded with. */
const MEDIUM_PERSON_SEQUENCE = 900_000_000;
const CITIES = [
  'Quito',
  'Guayaquil',
  'Cuenca',
  'Lima',
  'Arequipa',
  'Bogotá',
  'Medellín',
  'Cali',
  'Ciudad de México',
  'Santiago',
];
const CAP_SETS: ComponentSetName[] = ['CAP_COMPLETE', 'CAP_STANDARD', 'CAP_PROFILE', 'CAP_INTERVIEW', 'CAP_WITH_TRUST'];
const SINGLE_PRODUCT_SETS: Partial<Record<ProductType, ComponentSetName>> = {
  DISC: 'DISC_ONLY',
  KNOWLEDGE: 'KNOWLEDGE_ONLY',
  CURRICULUM: 'CURRICULUM_ONLY',
  INTERVIEW: 'INTERVIEW_ONLY',
};
const BENCH_USERS = [
  { email: 'bench@scale.test', firstName: 'Rafael', lastName: 'Escobar Lima', role: 'OWNER' },
  { email: 'bench.recruiter1@scale.test', firstName: 'Inés', lastName: 'Cárdenas Ruiz', role: 'RECRUITER' },
  { email: 'bench.recruiter2@scale.test', firstName: 'Gonzalo', lastName: 'Pinto Vera', role: 'RECRUITER' },
  { email: 'bench.recruiter3@scale.test', firstName: 'Rocío', lastName: 'Salas Mena', role: 'RECRUITER' },
] as const;

/**
 * Triggers that would only repeat work while the seed writes its candidates. The CV search
 * document is built once, by the curricula trigger at the end of each statement (the persons
 * trigger would build it first without the CV). No candidate-list markers are written: every
 * candidate belongs to a process this transaction creates, so no server holds an index of it
 * before the commit, and its first load reads every candidate (store.ts). Turned off inside the
 * seed's transaction, so a failed run leaves them on; other writers to these tables wait for it.
 */
const REPEATED_TRIGGERS: [PgTable, string][] = [
  [persons, 'cv_search_persons_inserted'],
  [curricula, 'candidate_list_insert'],
  [processPersons, 'candidate_list_insert'],
  [processPersons, 'candidate_list_update'],
  [componentResults, 'candidate_list_insert'],
  [personTags, 'candidate_list_insert'],
  [feelings, 'candidate_list_insert'],
  [hires, 'candidate_list_insert'],
];

async function skipRepeatedTriggers(db: Database, skip: boolean): Promise<void> {
  for (const [table, trigger] of REPEATED_TRIGGERS)
    await db.execute(
      sql`alter table ${table} ${sql.raw(skip ? 'disable' : 'enable')} trigger ${sql.identifier(trigger)}`,
    );
}

/**
 * Indexes whose entries arrive in random order (a word, a score, an e-mail): built once after the
 * bulk write instead of entry by entry. At a million candidates the CV search postings alone are
 * some 18 million rows, and inserting them into key-ordered indexes touched a new page per row.
 */
const REBUILT_INDEXES = [
  'cv_search_postings_talent_pool_idx',
  'cv_search_postings_my_base_idx',
  'cv_search_documents_doc_idx',
  'cv_search_documents_activity_idx',
  'persons_email_idx',
  'persons_identification_idx',
  'process_persons_process_score_idx',
  'process_persons_process_ranking_idx',
  'process_persons_process_ended_idx',
  'process_persons_process_place_idx',
];

/** Drops REBUILT_INDEXES and returns what rebuilds them (in the seed's transaction, like the drop). */
async function dropRebuiltIndexes(db: Database): Promise<() => Promise<void>> {
  const definitions = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select name, pg_get_indexdef(to_regclass(name)) as definition
      from unnest(${`{${REBUILT_INDEXES.join(',')}}`}::text[]) as name`,
  );
  for (const { name } of definitions) await db.execute(sql`drop index ${sql.identifier(name)}`);
  return async () => {
    await db.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const { definition } of definitions) await db.execute(sql.raw(definition));
  };
}

/** A mistake in the command line: reported as one line, without a stack trace. */
class UsageError extends Error {}

function positiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new UsageError(`--${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function elapsed(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** A launched year-long sales process with every component: the shape every bench process has. */
function benchProcessSpec(name: string, city: string, ownerId: number): ProcessSpec {
  return {
    position: 'Asesor comercial',
    city,
    name,
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    ownerId,
    durationDays: 365,
    withJobOpportunity: true,
  };
}

/**
 * PostgreSQL databases the seed never writes to: the maintenance database, where the API tests connect
 * to make their own (and where a local server's demo often lives), and the templates every test
 * database is copied from. The seed turns triggers off and drops indexes until it commits, so it
 * wants a database of its own (docs/performance.md, "Scale seed").
 */
const SHARED_DATABASES = /^(postgres|template[01]|terna_template_.*)$/;

/** Refuses, before it writes anything, a PostgreSQL database others rely on (SHARED_DATABASES). */
export async function refuseSharedDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver !== 'postgres') return;
  const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  if (SHARED_DATABASES.test(row!.name))
    throw new UsageError(
      `refusing to write into the shared database "${row!.name}"; make one for the benchmark ` +
        `(createdb -h 127.0.0.1 -U postgres terna_bench) and point DATABASE_URL at it`,
    );
}

/** Adds the scale company unless it exists; the bench calls this too. */
export async function ensureScaleData(
  handle: DatabaseHandle,
  counts: { candidates: number; processes: number },
): Promise<'created' | 'existing'> {
  await refuseSharedDatabase(handle);
  await migrate(handle);
  await seedReferenceData(handle.db);
  if (await seedDemoIfEmpty(handle.db)) console.log('demo data loaded');
  const [existing] = await handle.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.commercialName, COMPANY_NAME))
    .limit(1);
  const start = performance.now();
  if (existing) {
    const [medium] = await handle.db
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.companyId, existing.id), eq(processes.name, MEDIUM_PROCESS_NAME)))
      .limit(1);
    if (medium) {
      console.log(`"${COMPANY_NAME}" already exists (company ${existing.id}); nothing to do.`);
      return 'existing';
    }
    await handle.db.transaction(async (tx) => {
      await skipRepeatedTriggers(tx, true);
      await seedMediumProcess(tx, existing.id, start);
      await skipRepeatedTriggers(tx, false);
    });
    await handle.db.execute(sql`analyze`);
    return 'existing';
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await handle.db.transaction((tx) => seedScale(tx, passwordHash, counts.processes, counts.candidates, start));
  // Fresh statistics: without them the planner guesses one row per table and picks poor plans.
  await handle.db.execute(sql`analyze`);
  console.log(`done in ${elapsed(start)}`);
  return 'created';
}

async function main(): Promise<void> {
  let values: { candidates: string; processes: string };
  try {
    ({ values } = parseArgs({
      options: { candidates: { type: 'string', default: '100000' }, processes: { type: 'string', default: '5000' } },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const counts = {
    candidates: positiveInteger('candidates', values.candidates),
    processes: positiveInteger('processes', values.processes),
  };
  const handle = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    await ensureScaleData(handle, counts);
  } finally {
    await handle.close();
  }
}

async function seedScale(
  db: Database,
  passwordHash: string,
  processCount: number,
  candidateCount: number,
  start: number,
): Promise<void> {
  const random = new SeededRandom(SEED);
  const placeRows = await db
    .select({ id: places.id, name: places.name, countryCode: places.countryCode })
    .from(places)
    .where(inArray(places.uuid, DEMO_PLACE_UUIDS))
    .orderBy(places.id);
  const startsAt = addDays(SEED_NOW, -100);

  const [company] = await db
    .insert(companies)
    .values({
      commercialName: COMPANY_NAME,
      companyName: 'Escala Benchmark S.A.S.',
      countryCode: 'CO',
      description: 'Empresa ficticia para pruebas de carga.',
      createdAt: startsAt,
    })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const userIds = await insertReturningIds(
    db,
    users,
    BENCH_USERS.map(({ email, firstName, lastName }) => ({
      email,
      passwordHash,
      firstName,
      lastName,
      country: 'CO',
      createdAt: startsAt,
    })),
    BATCH_SIZE,
  );
  await db
    .insert(memberships)
    .values(BENCH_USERS.map((user, i) => ({ userId: userIds[i]!, companyId, role: user.role, createdAt: startsAt })));
  await acceptPrivacyPolicy(
    db,
    userIds.map((userId) => ({ userId, acceptedAt: startsAt })),
  );
  await insertCompanyTags(db, companyId, startsAt);
  const [subscription] = await db
    .insert(subscriptions)
    .values({ companyId, status: 'ACTIVE', startedAt: startsAt, renewsAt: addDays(startsAt, 365) })
    .returning({ id: subscriptions.id });
  const creditPlanId = await grantPlan(db, {
    companyId,
    subscriptionId: subscription!.id,
    planType: 'CREDIT',
    balance: 1_000_000,
    userId: userIds[0]!,
    startsAt,
    idempotencyKey: 'seed-initial-scale-CREDIT',
  });
  console.log(
    `company ${companyId} "${COMPANY_NAME}", users ${userIds.join(', ')} (owner bench@scale.test, password ${DEMO_PASSWORD})`,
  );

  const context: CompanyContext = {
    id: companyId,
    commercialName: COMPANY_NAME,
    industry: 'Retail',
    planConfigIds: { CREDIT: creditPlanId },
    places: new Map(placeRows.map((place) => [place.name, place])),
    agencyIdByCity: new Map(),
    positionIds: new Map(),
  };
  const specs = Array.from({ length: processCount }, (_, i) => randomProcess(random, i, userIds));
  const scaleSpec = benchProcessSpec(SCALE_PROCESS_NAME, 'Quito', userIds[0]!);
  const seeded = await insertProcesses(db, random.fork('processes'), context, [scaleSpec, ...specs], BATCH_SIZE);
  const scaleProcess = seeded[0]!;
  console.log(
    `processes ${seeded[1]?.id ?? '-'}..${seeded[seeded.length - 1]!.id} (${processCount}), "${SCALE_PROCESS_NAME}" is process ${scaleProcess.id} (${elapsed(start)})`,
  );

  const people = new PersonFactory(placeRows, FIRST_PERSON_SEQUENCE);
  const writer = new CandidateWriter(db, WRITE_SIZE);
  const reviewers: Reviewers = {
    userIds,
    observerIdsByProcess: new Map(),
    processTagsByProcess: new Map(),
    blacklisted: new Set<PersonDraft>(),
  };
  await skipRepeatedTriggers(db, true);
  const rebuildIndexes = await dropRebuiltIndexes(db);
  // One write in flight while the next candidates are drafted: Node drafts on one core while the
  // database writes on the other.
  let writing: Promise<void> = Promise.resolve();
  let pending: ParticipationDraft[] = [];
  for (let done = 0, chunk = 0; done < candidateCount; chunk++) {
    const size = Math.min(DRAFT_SIZE, candidateCount - done);
    const chunkRandom = random.fork(`candidates:${chunk}`);
    const drafts = draftParticipations(chunkRandom, scaleProcess, size, people, {
      returningPeople: [],
      returningRate: 0,
    });
    addReviews(chunkRandom, drafts, reviewers);
    pending.push(...drafts);
    done += size;
    if (pending.length >= WRITE_SIZE || done === candidateCount) {
      await writing;
      writing = writer.write(pending);
      // Awaited before the next write; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
      pending = [];
    }
    // Lets the write in flight build its statement and send it between chunks.
    await setImmediate();
    if (chunk % 50 === 49 || done === candidateCount)
      console.log(`candidates ${done}/${candidateCount} drafted (${elapsed(start)})`);
  }
  await writing;
  console.log(`candidates written (${elapsed(start)})`);
  await rankCandidates(db, [scaleProcess.id]);
  console.log(`candidates ranked (${elapsed(start)})`);
  await seedMediumProcess(db, companyId, start);
  await rebuildIndexes();
  console.log(`indexes rebuilt (${elapsed(start)})`);
  await skipRepeatedTriggers(db, false);
}

/** "PROCESO MEDIANO": a launched process with 1,000 candidates of the scale company. */
async function seedMediumProcess(db: Database, companyId: number, start: number): Promise<void> {
  const random = new SeededRandom(SEED + 1);
  const placeRows = await db
    .select({ id: places.id, name: places.name, countryCode: places.countryCode })
    .from(places)
    .where(inArray(places.uuid, DEMO_PLACE_UUIDS))
    .orderBy(places.id);
  const userIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          BENCH_USERS.map((user) => user.email),
        ),
      )
      .orderBy(users.id)
  ).map((row) => row.id);
  const [plan] = await db
    .select({ id: planConfigs.id })
    .from(planConfigs)
    .where(eq(planConfigs.companyId, companyId))
    .orderBy(planConfigs.id)
    .limit(1);
  const positionRows = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.companyId, companyId));
  const context: CompanyContext = {
    id: companyId,
    commercialName: COMPANY_NAME,
    industry: 'Retail',
    planConfigIds: { CREDIT: plan!.id },
    places: new Map(placeRows.map((place) => [place.name, place])),
    agencyIdByCity: new Map(),
    positionIds: new Map(positionRows.map((row) => [row.name, row.id])),
  };
  const spec = benchProcessSpec(MEDIUM_PROCESS_NAME, 'Lima', userIds[0]!);
  const [medium] = await insertProcesses(db, random.fork('processes'), context, [spec], BATCH_SIZE);
  const people = new PersonFactory(placeRows, MEDIUM_PERSON_SEQUENCE);
  const drafts = draftParticipations(random.fork('candidates'), medium!, MEDIUM_CANDIDATES, people, {
    returningPeople: [],
    returningRate: 0,
  });
  addReviews(random.fork('reviews'), drafts, {
    userIds,
    observerIdsByProcess: new Map(),
    processTagsByProcess: new Map(),
    blacklisted: new Set<PersonDraft>(),
  });
  await new CandidateWriter(db, WRITE_SIZE).write(drafts);
  await rankCandidates(db, [medium!.id]);
  console.log(
    `"${MEDIUM_PROCESS_NAME}" is process ${medium!.id} with ${MEDIUM_CANDIDATES} candidates (${elapsed(start)})`,
  );
}

/** Mostly launched processes of every product, owned by any of the company's users. */
function randomProcess(random: SeededRandom, index: number, ownerIds: number[]): ProcessSpec {
  const status = random.weighted<ProcessStatus>({ LAUNCHED: 70, CLOSED: 15, DRAFT: 10, CANCELED: 5 });
  const product = random.weighted<ProductType>({ CAP: 70, DISC: 8, KNOWLEDGE: 8, CURRICULUM: 7, INTERVIEW: 7 });
  const position = random.pick(Object.keys(POSITIONS) as PositionName[]);
  const city = random.pick(CITIES);
  const finished = status === 'CLOSED' || status === 'CANCELED';
  return {
    position,
    city,
    // A requisition number, as companies with thousands of processes use to tell alike ones apart.
    name: `${position.toLocaleUpperCase('es')} - ${city.toLocaleUpperCase('es')} - REQ ${String(index + 1).padStart(5, '0')}`,
    status,
    plan: 'CREDIT',
    environment: random.pick<EnvironmentVariant>(['CONTROLLED_BASIC', 'CONTROLLED_FULL', 'EMAIL']),
    product,
    components: SINGLE_PRODUCT_SETS[product] ?? random.pick(CAP_SETS),
    ownerId: random.pick(ownerIds),
    durationDays: random.pick([40, 60, 120]),
    confidential: random.chance(0.1),
    archived: finished && random.chance(0.3),
    withJobOpportunity: status !== 'DRAFT' || random.chance(0.5),
  };
}

export const SCALE_COMPANY_NAME = COMPANY_NAME;
export const SCALE_PROCESS = SCALE_PROCESS_NAME;
export const SCALE_MEDIUM_PROCESS = MEDIUM_PROCESS_NAME;
export const SCALE_OWNER_EMAIL = BENCH_USERS[0].email;
export const SCALE_RECRUITER_EMAIL = BENCH_USERS[1].email;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof UsageError ? `seed:scale: ${error.message}` : error);
    process.exitCode = 1;
  }
}
