import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import type { Database } from '../client.js';
import {
  agencies,
  blacklist,
  companies,
  companyContacts,
  companyFeatures,
  departments,
  memberships,
  observers,
  places,
  planFeatures,
  plans,
  processes,
  processPersons,
  processTags,
  reportTemplates,
  subscriptions,
  users,
} from '../schema/index.js';
import { insertReturningIds } from './batches.js';
import { DEMO_PLACE_UUIDS } from './catalogue-data/places.js';
import {
  CandidateWriter,
  addReviews,
  draftParticipations,
  inviteToTrust,
  rankCandidates,
  type ParticipationDraft,
} from './candidates.js';
import {
  ANDINA_PROCESSES,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_USERS,
  OBSERVERS,
  PACIFICO_PROCESSES,
  PLAN_FEATURES,
  PROCESS_TAGS,
  type DemoCompanyKey,
  type DemoUserKey,
  type ProcessBlueprint,
} from './demo-data.js';
import { PersonFactory, type PersonDraft } from './people.js';
import { insertProcesses, type CompanyContext, type SeededProcess } from './process-factory.js';
import { SeededRandom } from './random.js';
import { SEED_NOW, addDays } from './seed-time.js';
import { seedDemoTalentPool } from './talent-pool.js';
import { acceptPrivacyPolicy, grantPlan, insertCompanyTags } from './tenant.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-data.js';

const DEFAULT_CANDIDATES = 3000;
/** Pacífico Logística is a small tenant: one candidate for every twenty of Andina Retail. */
const SECOND_COMPANY_SHARE = 0.05;
const MINIMUM_PER_PROCESS = 3;
const BATCH_SIZE = 500;
const SEED = 20_261_101;
const BLACKLISTED_PEOPLE: Record<DemoCompanyKey, number> = { andina: 6, pacifico: 1 };

export interface DemoSummary {
  companyIds: Record<DemoCompanyKey, number>;
  userIds: Record<DemoUserKey, number>;
  processes: number;
  candidates: number;
  people: number;
  /** People in the talent pool (opted in), of Terna's network and of the demo companies. */
  talentPool: number;
}

/** Loads the demo when the database has no company yet (a fresh install); true when it did. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: companies.id }).from(companies).limit(1);
  if (existing) return false;
  await seedDemo(db);
  // Fresh statistics for the planner after a bulk load.
  await db.execute(sql`analyze`);
  return true;
}

/**
 * The demo tenants: Andina Retail (every kind of process, about 3,000 candidates) and Pacífico
 * Logística (a small second tenant), their users, plans, tags and observers. Deterministic: a
 * seeded generator and dates relative to SEED_NOW. Needs the reference data; runs in one transaction.
 */
export async function seedDemo(db: Database, options: { candidates?: number } = {}): Promise<DemoSummary> {
  const candidates = options.candidates ?? DEFAULT_CANDIDATES;
  // Argon2 is slow on purpose: every demo user shares one hash of the same password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => seedInTransaction(tx, passwordHash, candidates));
}

async function seedInTransaction(db: Database, passwordHash: string, candidateTotal: number): Promise<DemoSummary> {
  const random = new SeededRandom(SEED);
  const placeRows = await db
    .select({ id: places.id, name: places.name, countryCode: places.countryCode })
    .from(places)
    .where(inArray(places.uuid, DEMO_PLACE_UUIDS))
    .orderBy(places.id);
  const placeByName = new Map(placeRows.map((place) => [place.name, place]));

  const { companyIds, agencyIdsByCity } = await insertCompanies(db, placeByName);
  const userIds = await insertUsers(db, passwordHash, companyIds);
  const planConfigIds = await insertPlans(db, companyIds, userIds);

  const people = new PersonFactory(placeRows);
  const writer = new CandidateWriter(db, BATCH_SIZE);
  const tenants: {
    key: DemoCompanyKey;
    blueprints: ProcessBlueprint[];
    candidates: number;
    reviewers: DemoUserKey[];
  }[] = [
    {
      key: 'andina',
      blueprints: ANDINA_PROCESSES,
      candidates: candidateTotal,
      reviewers: ['owner', 'recruiter', 'multi'],
    },
    {
      key: 'pacifico',
      blueprints: PACIFICO_PROCESSES,
      candidates: Math.round(candidateTotal * SECOND_COMPANY_SHARE),
      reviewers: ['otherOwner', 'multi'],
    },
  ];
  let processCount = 0;
  let candidateCount = 0;
  let peopleCount = 0;
  for (const tenant of tenants) {
    const company: CompanyContext = {
      id: companyIds[tenant.key],
      commercialName: DEMO_COMPANIES[tenant.key].commercialName,
      industry: DEMO_COMPANIES[tenant.key].industry,
      planConfigIds: planConfigIds[tenant.key],
      places: placeByName,
      agencyIdByCity: agencyIdsByCity[tenant.key],
      positionIds: new Map(),
    };
    const seeded = await insertTenantProcesses(
      db,
      random.fork(`processes:${tenant.key}`),
      company,
      tenant.blueprints,
      userIds,
    );
    processCount += seeded.all.length;

    const tenantRandom = random.fork(`candidates:${tenant.key}`);
    const drafts = draftTenantCandidates(tenantRandom, seeded, tenant.candidates, people);
    const blacklisted = new Set(tenantRandom.sample(singleProcessRejections(drafts), BLACKLISTED_PEOPLE[tenant.key]));
    addReviews(tenantRandom, drafts, {
      userIds: tenant.reviewers.map((key) => userIds[key]),
      observerIdsByProcess: await insertObservers(db, seeded),
      processTagsByProcess: await insertProcessTags(db, seeded),
      blacklisted,
    });

    await writer.write(drafts);
    candidateCount += drafts.length;
    peopleCount += new Set(drafts.map((d) => d.person)).size;
    await rankCandidates(
      db,
      seeded.all.map((p) => p.id),
    );
    await insertBlacklist(db, companyIds[tenant.key], userIds[ownerOf(tenant.key)], drafts, blacklisted, writer);
    await chargeTrustProcesses(
      db,
      seeded.trustChildren.map((child) => child.id),
    );
  }

  const talentPool = await seedDemoTalentPool(db, random.fork('talent-pool'), people, placeRows, BATCH_SIZE);
  return {
    companyIds,
    userIds,
    processes: processCount,
    candidates: candidateCount,
    people: peopleCount,
    talentPool,
  };
}

function ownerOf(company: DemoCompanyKey): DemoUserKey {
  const owner = DEMO_USERS.find((user) => user.memberships.some((m) => m.company === company && m.role === 'OWNER'));
  if (!owner) throw new Error(`${company} has no owner`);
  return owner.key;
}

/** The companies with their contacts, offices, departments, predefined tags, features and own report templates. */
async function insertCompanies(
  db: Database,
  placeByName: ReadonlyMap<string, { id: number }>,
): Promise<{
  companyIds: Record<DemoCompanyKey, number>;
  agencyIdsByCity: Record<DemoCompanyKey, Map<string, number>>;
}> {
  const keys = Object.keys(DEMO_COMPANIES) as DemoCompanyKey[];
  const ids = await insertReturningIds(
    db,
    companies,
    keys.map((key) => {
      const { commercialName, companyName, countryCode, companyType, address, description, signedUpDaysAgo } =
        DEMO_COMPANIES[key];
      return {
        commercialName,
        companyName,
        countryCode,
        companyType,
        address,
        description,
        createdAt: addDays(SEED_NOW, -signedUpDaysAgo),
      };
    }),
    BATCH_SIZE,
  );
  const companyIds = Object.fromEntries(keys.map((key, i) => [key, ids[i]!])) as Record<DemoCompanyKey, number>;
  const agencyIdsByCity = {} as Record<DemoCompanyKey, Map<string, number>>;

  for (const key of keys) {
    const company = DEMO_COMPANIES[key];
    const companyId = companyIds[key];
    await db.insert(companyContacts).values([
      { companyId, kind: 'EMAIL', value: company.email },
      { companyId, kind: 'MOBILE', value: company.phone },
    ]);
    const agencyIds = await insertReturningIds(
      db,
      agencies,
      company.agencies.map((agency) => ({
        companyId,
        name: agency.name,
        address: agency.address,
        placeId: placeByName.get(agency.city)?.id ?? null,
        mail: company.email,
      })),
      BATCH_SIZE,
    );
    agencyIdsByCity[key] = new Map(company.agencies.map((agency, i) => [agency.city, agencyIds[i]!]));
    await db.insert(departments).values(company.departments.map((name) => ({ companyId, name })));
    await insertCompanyTags(db, companyId, addDays(SEED_NOW, -company.signedUpDaysAgo));
    if (company.features.length > 0)
      await db.insert(companyFeatures).values(company.features.map((name) => ({ companyId, name, status: true })));
    if (company.reportTemplates.length > 0)
      await db.insert(reportTemplates).values(company.reportTemplates.map((template) => ({ ...template, companyId })));
  }
  return { companyIds, agencyIdsByCity };
}

/** Users, their memberships (the order they joined decides where they sign in) and their privacy-policy acceptance. */
async function insertUsers(
  db: Database,
  passwordHash: string,
  companyIds: Record<DemoCompanyKey, number>,
): Promise<Record<DemoUserKey, number>> {
  const joinedAt = (userIndex: number, membershipIndex: number) =>
    addDays(SEED_NOW, -600 + userIndex * 20 + membershipIndex * 150);
  const ids = await insertReturningIds(
    db,
    users,
    DEMO_USERS.map((user, i) => ({
      email: user.email,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      country: user.country,
      birthDate: user.birthDate,
      roleType: user.roleType ?? 'CLIENT',
      createdAt: joinedAt(i, 0),
    })),
    BATCH_SIZE,
  );
  const userIds = Object.fromEntries(DEMO_USERS.map((user, i) => [user.key, ids[i]!])) as Record<DemoUserKey, number>;

  await db.insert(memberships).values(
    DEMO_USERS.flatMap((user, i) =>
      user.memberships.map((membership, m) => ({
        userId: userIds[user.key],
        companyId: companyIds[membership.company],
        role: membership.role,
        createdAt: joinedAt(i, m),
      })),
    ),
  );

  await acceptPrivacyPolicy(
    db,
    DEMO_USERS.flatMap((user, i) =>
      user.acceptedPolicy ? [{ userId: userIds[user.key], acceptedAt: addDays(joinedAt(i, 0), 1) }] : [],
    ),
  );
  return userIds;
}

/**
 * One subscription per company and one active plan config per plan it holds, each with a credit
 * account whose ledger starts with the credit that makes up its balance.
 */
async function insertPlans(
  db: Database,
  companyIds: Record<DemoCompanyKey, number>,
  userIds: Record<DemoUserKey, number>,
): Promise<Record<DemoCompanyKey, CompanyContext['planConfigIds']>> {
  await ensureCatalogueFeatures(db);

  const startsAt = addDays(SEED_NOW, -200);
  const result = {} as Record<DemoCompanyKey, CompanyContext['planConfigIds']>;
  for (const key of Object.keys(companyIds) as DemoCompanyKey[]) {
    const companyId = companyIds[key];
    const [subscription] = await db
      .insert(subscriptions)
      .values({ companyId, status: 'ACTIVE', startedAt: startsAt, renewsAt: addDays(startsAt, 365) })
      .returning({ id: subscriptions.id });
    result[key] = {};
    for (const [planType, balance] of Object.entries(DEMO_COMPANIES[key].plans) as [
      keyof CompanyContext['planConfigIds'],
      number,
    ][]) {
      result[key][planType] = await grantPlan(db, {
        companyId,
        subscriptionId: subscription!.id,
        planType,
        balance,
        userId: userIds[ownerOf(key)],
        startsAt,
        idempotencyKey: `seed-initial-${key}-${planType}`,
      });
    }
  }
  return result;
}

interface TenantProcesses {
  all: SeededProcess[];
  /** Blueprint of each main (non-trust) process, by process. */
  blueprints: Map<SeededProcess, ProcessBlueprint>;
  trustChildren: SeededProcess[];
  trustChildOf: Map<SeededProcess, SeededProcess>;
}

async function insertTenantProcesses(
  db: Database,
  random: SeededRandom,
  company: CompanyContext,
  blueprints: readonly ProcessBlueprint[],
  userIds: Record<DemoUserKey, number>,
): Promise<TenantProcesses> {
  const main = await insertProcesses(
    db,
    random,
    company,
    blueprints.map((b) => ({
      ...b,
      ownerId: userIds[b.owner],
      withJobOpportunity: b.status !== 'DRAFT' || Boolean(b.draftWithJob),
    })),
    BATCH_SIZE,
  );
  const checked = blueprints.flatMap((b, i) => (b.trust ? [{ blueprint: b, parent: main[i]! }] : []));
  const children = await insertProcesses(
    db,
    random,
    company,
    checked.map(({ blueprint, parent }) => ({
      position: blueprint.position,
      city: blueprint.city,
      name: `CONFIABILIDAD - ${parent.name}`,
      status: blueprint.trust!,
      plan: 'RELIABILITY' as const,
      environment: 'EMAIL' as const,
      product: 'CAP' as const,
      components: 'TRUST' as const,
      ownerId: parent.ownerId,
      durationDays: blueprint.durationDays,
      confidential: blueprint.confidential,
      withJobOpportunity: true,
      parent,
    })),
    BATCH_SIZE,
  );
  return {
    all: [...main, ...children],
    blueprints: new Map(main.map((process, i) => [process, blueprints[i]!])),
    trustChildren: children,
    trustChildOf: new Map(checked.map(({ parent }, i) => [parent, children[i]!])),
  };
}

/** Candidates for every launched process of a tenant, split by the blueprints' sizes, plus trust invitations. */
function draftTenantCandidates(
  random: SeededRandom,
  seeded: TenantProcesses,
  total: number,
  people: PersonFactory,
): ParticipationDraft[] {
  const running = [...seeded.blueprints].filter(([process]) => process.launchedAt !== null);
  const counts = apportion(
    total,
    running.map(([, blueprint]) => blueprint.candidates),
    MINIMUM_PER_PROCESS,
  );
  const returningPeople: PersonDraft[] = [];
  const drafts: ParticipationDraft[] = [];
  running.forEach(([process], i) => {
    const processDrafts = draftParticipations(random.fork(`process:${process.name}`), process, counts[i]!, people, {
      returningPeople,
      returningRate: 0.04,
    });
    drafts.push(...processDrafts);
    const child = seeded.trustChildOf.get(process);
    if (child) drafts.push(...inviteToTrust(random.fork(`trust:${process.name}`), processDrafts, child));
    returningPeople.push(...processDrafts.map((d) => d.person));
  });
  return drafts;
}

/** Splits `total` in proportion to `weights` (largest remainder), giving each at least `minimum`. */
function apportion(total: number, weights: readonly number[], minimum: number): number[] {
  const rest = Math.max(0, total - minimum * weights.length);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / sum);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < rest - counts.reduce((a, b) => a + b, 0); k++) counts[byRemainder[k]!.i]!++;
  return counts.map((count) => count + minimum);
}

/** Candidates for the blacklist: people rejected in their only process, so no other process shows them finished, checked or hired. */
function singleProcessRejections(drafts: readonly ParticipationDraft[]): PersonDraft[] {
  const participations = new Map<PersonDraft, number>();
  for (const draft of drafts) participations.set(draft.person, (participations.get(draft.person) ?? 0) + 1);
  return drafts.filter((d) => d.status === 'DISQUALIFIED' && participations.get(d.person) === 1).map((d) => d.person);
}

/** Two external reviewers on each process marked for observers, one of whom has accepted the terms. */
async function insertObservers(db: Database, seeded: TenantProcesses): Promise<Map<number, number[]>> {
  const observed = [...seeded.blueprints].filter(([, blueprint]) => blueprint.observers).map(([process]) => process);
  const rows = observed.flatMap((process, p) =>
    [OBSERVERS[p % OBSERVERS.length]!, OBSERVERS[(p + 1) % OBSERVERS.length]!].map((observer, o) => {
      const invitedAt = addDays(process.launchedAt!, 3 + o);
      return {
        processId: process.id,
        companyId: process.companyId,
        ...observer,
        sections: process.components.map((c) => c.componentType),
        status: 'ACTIVE',
        // Far enough out that the demo's observer links keep working for months after SEED_NOW.
        expiresAt: addDays(SEED_NOW, 180),
        termsAcceptedAt: o === 0 ? addDays(invitedAt, 1) : null,
        createdAt: invitedAt,
        modifiedAt: invitedAt,
      };
    }),
  );
  const ids = await insertReturningIds(db, observers, rows, BATCH_SIZE);
  const byProcess = new Map<number, number[]>();
  rows.forEach((row, i) => {
    const ofProcess = byProcess.get(row.processId) ?? [];
    ofProcess.push(ids[i]!);
    byProcess.set(row.processId, ofProcess);
  });
  return byProcess;
}

async function insertProcessTags(db: Database, seeded: TenantProcesses): Promise<Map<number, string[]>> {
  const tagged = [...seeded.blueprints].filter(([, blueprint]) => blueprint.processTags).map(([process]) => process);
  if (tagged.length > 0) {
    await db
      .insert(processTags)
      .values(
        tagged.flatMap((process) =>
          PROCESS_TAGS.map((tag) => ({ processId: process.id, ...tag, createdAt: process.launchedAt ?? SEED_NOW })),
        ),
      );
  }
  return new Map(tagged.map((process) => [process.id, PROCESS_TAGS.map((tag) => tag.code)]));
}

async function insertBlacklist(
  db: Database,
  companyId: number,
  userId: number,
  drafts: readonly ParticipationDraft[],
  blacklisted: ReadonlySet<PersonDraft>,
  writer: CandidateWriter,
): Promise<void> {
  const rows = drafts
    .filter((d) => blacklisted.has(d.person))
    .map((d) => ({
      companyId,
      personId: writer.personIdOf(d.person),
      userId,
      createdAt: addDays(d.finishedAt ?? d.invitedAt, 1),
    }));
  if (rows.length > 0) await db.insert(blacklist).values(rows);
}

/** A trust process is paid per person checked, so its consumption is known once its candidates exist. */
async function chargeTrustProcesses(db: Database, processIds: number[]): Promise<void> {
  if (processIds.length === 0) return;
  await db
    .update(processes)
    .set({
      totalConsume: sql`(select count(*)::int from ${processPersons} where ${processPersons.processId} = ${processes.id})`,
    })
    .where(inArray(processes.id, processIds));
}

/**
 * Catalogue plans carry the features the demo gives them (long processes on the E-talent plan...).
 * Plan features belong to the catalogue, shared by every company: they are added only once.
 */
export async function ensureCatalogueFeatures(db: Database): Promise<void> {
  for (const [type, features] of Object.entries(PLAN_FEATURES)) {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.type, type)).orderBy(plans.id).limit(1);
    if (!plan) continue;
    const [existing] = await db
      .select({ id: planFeatures.id })
      .from(planFeatures)
      .where(eq(planFeatures.planId, plan.id))
      .limit(1);
    if (!existing)
      await db.insert(planFeatures).values(features.map((feature) => ({ planId: plan.id, ...feature, status: true })));
  }
}
