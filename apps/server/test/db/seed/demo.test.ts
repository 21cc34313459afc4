import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { PERSON_STATUS_NAMES, PROCESS_STATUSES, interviewScore } from '@terna/domain';
import { openTestDatabase } from '../../support/test-database.js';
import type { DatabaseHandle } from '../../../src/db/client.js';
import { migrate } from '../../../src/db/migrate.js';
import {
  companies,
  componentResults,
  memberships,
  persons,
  processes,
  processPersons,
  termsAcceptances,
  users,
} from '../../../src/db/schema/index.js';
import { AREA_PROFILES, INSTITUTIONS_BY_COUNTRY, POSITIONS } from '../../../src/db/seed/demo-data.js';
import { cvMatch, cvRequirementsOf, type SeededCurriculum } from '../../../src/db/seed/cv-match.js';
import { DEMO_ACCOUNTS, seedDemo, seedDemoIfEmpty, type DemoSummary } from '../../../src/db/seed/demo.js';
import type { PersonDraft } from '../../../src/db/seed/people.js';
import { toDateOnly } from '../../../src/db/seed/seed-time.js';
import { CATALOGUES } from '../../../src/db/seed/reference-data.js';
import { seedReferenceData } from '../../../src/db/seed/reference.js';

/** In-memory PGlite, or a throw-away database on the server DATABASE_URL names (as CI runs it). */
async function seededDatabase(): Promise<{ handle: DatabaseHandle; summary: DemoSummary }> {
  const handle = await openTestDatabase();
  await migrate(handle);
  await seedReferenceData(handle.db);
  return { handle, summary: await seedDemo(handle.db, { candidates: 300 }) };
}

function candidateNames(handle: DatabaseHandle) {
  return handle.db
    .select({
      firstName: persons.firstName,
      lastName: persons.lastName,
      email: persons.email,
      score: processPersons.composedScore,
    })
    .from(processPersons)
    .innerJoin(persons, eq(persons.id, processPersons.personId))
    .orderBy(asc(processPersons.id));
}

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof seededDatabase>>;
  let second: Awaited<ReturnType<typeof seededDatabase>>;

  beforeAll(async () => {
    first = await seededDatabase();
    second = await seededDatabase();
  });
  afterAll(async () => {
    await first?.handle.close();
    await second?.handle.close();
  });

  it('creates the demo company and a second tenant', async () => {
    const rows = await first.handle.db
      .select({ commercialName: companies.commercialName, countryCode: companies.countryCode })
      .from(companies)
      .orderBy(companies.id);
    expect(rows).toEqual([
      { commercialName: 'Andina Retail', countryCode: 'EC' },
      { commercialName: 'Pacífico Logística', countryCode: 'PE' },
    ]);
  });

  it('creates every demo account with the role and company it signs in with, and only the new hire still owes the policy', async () => {
    const { db } = first.handle;
    for (const account of DEMO_ACCOUNTS) {
      const [firstMembership] = await db
        .select({ role: memberships.role, company: companies.commercialName })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(sql`lower(${users.email}) = ${account.email}`)
        .orderBy(asc(memberships.createdAt))
        .limit(1);
      expect(firstMembership, account.email).toEqual({ role: account.role, company: account.company });
    }
    const accepted = await db
      .selectDistinct({ email: users.email })
      .from(termsAcceptances)
      .innerJoin(users, eq(users.id, termsAcceptances.userId));
    expect(accepted.map((row) => row.email).sort()).toEqual(
      DEMO_ACCOUNTS.filter((a) => a.acceptedPolicy)
        .map((a) => a.email)
        .sort(),
    );
    expect(DEMO_ACCOUNTS.filter((a) => !a.acceptedPolicy).map((a) => a.email)).toEqual(['newhire@demo.test']);
  });

  it('makes multi@demo.test a recruiter in both companies', async () => {
    const rows = await first.handle.db
      .select({ company: companies.commercialName, role: memberships.role })
      .from(memberships)
      .innerJoin(companies, eq(companies.id, memberships.companyId))
      .where(eq(memberships.userId, first.summary.userIds.multi))
      .orderBy(asc(memberships.createdAt));
    expect(rows).toEqual([
      { company: 'Andina Retail', role: 'RECRUITER' },
      { company: 'Pacífico Logística', role: 'RECRUITER' },
    ]);
  });

  it('has every process status, plan type and environment variant in the demo company', async () => {
    const rows = await first.handle.db
      .select()
      .from(processes)
      .where(eq(processes.companyId, first.summary.companyIds.andina));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((p) => p.status))).toEqual(new Set(PROCESS_STATUSES));
    expect(new Set(rows.map((p) => p.typeCompanyPlan))).toEqual(new Set(['CREDIT', 'PROCESS', 'RELIABILITY']));
    expect(new Set(rows.map((p) => `${p.environmentType}/${p.fullProfile}`))).toEqual(
      new Set(['CONTROLLED/false', 'CONTROLLED/true', 'EMAIL/true']),
    );
    expect(
      rows
        .filter((p) => p.typeCompanyPlan === 'RELIABILITY')
        .every((p) => rows.find((parent) => parent.id === p.parentId)?.typeCompanyPlan === 'CREDIT'),
    ).toBe(true);
    expect(rows.filter((p) => p.status === 'DRAFT').every((p) => p.launchedAt === null)).toBe(true);
  });

  it('has candidates in every evaluation status, and disqualifies only with a rejected component', async () => {
    const { db } = first.handle;
    const statuses = await db.selectDistinct({ status: processPersons.evaluationsStatus }).from(processPersons);
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(PERSON_STATUS_NAMES));
    const [withoutReject] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(processPersons)
      .where(
        sql`${processPersons.evaluationsStatus} = 'DISQUALIFIED' and not exists (
          select 1 from ${componentResults} where ${componentResults.processPersonId} = ${processPersons.id} and ${componentResults.status} = 'REJECT')`,
      );
    expect(withoutReject?.count).toBe(0);
  });

  it('writes the same candidates on every run', async () => {
    const [a, b] = await Promise.all([candidateNames(first.handle), candidateNames(second.handle)]);
    expect(a.length).toBeGreaterThan(300);
    expect(b).toEqual(a);
  });

  it('fills a talent pool every demo company can search: opted-in people of Terna and of the other company', async () => {
    type PoolRow = { id: number; first_name: string; data: { experiences: { jobTitle: string }[] } };
    const pool = async (handle: DatabaseHandle, companyId: number) =>
      (
        (await handle.db.execute(sql`select p.id, p.first_name, c.data from persons p
          join curricula c on c.person_id = p.id
          where p.talent_pool_opt_in and p.talent_pool_opt_in_at is not null
            and p.id not in (select person_id from process_persons where company_id = ${companyId})
          order by p.id`)) as unknown as { rows: PoolRow[] }
      ).rows;
    const { andina, pacifico } = first.summary.companyIds;
    const seenByAndina = await pool(first.handle, andina);
    const seenByPacifico = await pool(first.handle, pacifico);
    expect(seenByAndina.length).toBeGreaterThanOrEqual(200);
    // Some of the companies' own candidates opted in too: each company finds some of the other's.
    const inProcesses = (rows: PoolRow[], companyId: number) =>
      first.handle.db.execute(
        sql`select count(*)::int as n from process_persons where company_id = ${companyId}
          and person_id in (${sql.join(
            rows.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
      ) as unknown as Promise<{ rows: { n: number }[] }>;
    expect((await inProcesses(seenByAndina, pacifico)).rows[0]!.n).toBeGreaterThan(0);
    expect((await inProcesses(seenByPacifico, andina)).rows[0]!.n).toBeGreaterThan(0);
    expect(first.summary.talentPool).toBeGreaterThan(seenByAndina.length);

    const titles = new Set(seenByAndina.map((row) => row.data.experiences[0]?.jobTitle));
    expect(titles.size).toBeGreaterThanOrEqual(10);
    expect([...titles].some((title) => title?.startsWith('Técnic'))).toBe(true);
    expect([...titles].some((title) => title?.includes('Ingenier'))).toBe(true);
    expect([...titles].some((title) => title === 'Software Engineer')).toBe(true);

    // Deterministic: the same people with the same CVs on every run.
    expect(await pool(second.handle, second.summary.companyIds.andina)).toEqual(seenByAndina);
  });

  it('dates everything around today: the latest invitation is days old, nothing happened in the future', async () => {
    const [row] = (
      (await first.handle.db.execute(sql`select
          (select max(invited_at) from process_persons) as invited,
          (select max(finished_at) from process_persons) as finished,
          (select max(launched_at) from processes) as launched,
          (select min(invited_at) from process_persons) as earliest`)) as unknown as {
        rows: { invited: string; finished: string; launched: string; earliest: string }[];
      }
    ).rows;
    const daysAgo = (value: string) => (Date.now() - new Date(value).getTime()) / 86_400_000;
    for (const value of [row!.invited, row!.finished, row!.launched]) {
      // The seed runs at noon UTC of today's date: up to half a day ahead of the clock.
      expect(daysAgo(value)).toBeGreaterThan(-0.5);
      expect(daysAgo(value)).toBeLessThan(7);
    }
    expect(daysAgo(row!.earliest)).toBeLessThan(3 * 365);
  });

  it('scores every CV with the engine, from the stored CV and job: no education score without studies', async () => {
    type CvRow = {
      value: string;
      details: { scoreList: { section: string; score: number }[] };
      invited_at: string;
      data: { educationList: unknown[] };
      curriculum: SeededCurriculum;
      first_name: string;
      last_name: string;
      birth_date: string;
      gender: string;
      marital_status: string | null;
      country_code: string;
      place_id: number | null;
      phone: string;
      place_name: string | null;
    };
    const rows = (
      (await first.handle.db.execute(sql`select cr.value, cr.details, pp.invited_at, cv.data, jo.curriculum,
          p.first_name, p.last_name, p.birth_date::text, p.gender, p.marital_status, p.country_code, p.place_id,
          p.phone, pl.name as place_name
        from component_results cr
        join process_persons pp on pp.id = cr.process_person_id
        join persons p on p.id = pp.person_id
        join curricula cv on cv.person_id = p.id
        join job_opportunities jo on jo.process_id = pp.process_id
        left join places pl on pl.id = p.place_id
        where cr.component_type = 'CURRICULUM' and cr.value is not null`)) as unknown as { rows: CvRow[] }
    ).rows;
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const draft = {
        person: {
          firstName: row.first_name,
          lastName: row.last_name,
          birthDate: row.birth_date,
          gender: row.gender,
          maritalStatus: row.marital_status,
          countryCode: row.country_code,
          placeId: row.place_id,
          phone: row.phone,
        },
        curriculum: { data: row.data },
        placeName: row.place_name,
      } as unknown as PersonDraft;
      const engine = cvMatch(draft, cvRequirementsOf(row.curriculum), toDateOnly(new Date(row.invited_at)));
      expect(Number(row.value)).toBe(engine.value);
      expect(row.details.scoreList).toEqual(engine.scoreList);
    }
    const education = (row: CvRow) => row.details.scoreList.find((s) => s.section === 'EDUCATION')!.score;
    const withoutStudies = rows.filter((row) => row.data.educationList.length === 0);
    expect(withoutStudies.length).toBeGreaterThan(0);
    for (const row of withoutStudies) expect(education(row)).toBe(0);
  });

  it('grades every interview from its answers, as the engine would', async () => {
    const rows = (
      (await first.handle.db.execute(
        sql`select value, details from component_results where component_type = 'INTERVIEW' and value is not null`,
      )) as unknown as { rows: { value: string; details: { answers: { grade: number }[] } }[] }
    ).rows;
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect(Number(row.value)).toBe(interviewScore(row.details.answers.map((a) => a.grade))!.value);
  });

  it('leaves a database that already has companies alone', async () => {
    await expect(seedDemoIfEmpty(first.handle.db)).resolves.toBe(false);
  });

  it('only names catalogue entries the reference data knows', () => {
    const known = (slug: string, names: readonly string[]) =>
      expect(
        names.filter((name) => !CATALOGUES[slug]!.includes(name)),
        slug,
      ).toEqual([]);
    const areas = Object.values(AREA_PROFILES);
    known('experience-areas', Object.keys(AREA_PROFILES));
    known(
      'experience-subareas',
      areas.map((a) => a.subArea),
    );
    known(
      'study-areas',
      areas.map((a) => a.studyArea),
    );
    known(
      'skills',
      areas.flatMap((a) => a.skills),
    );
    known('institutions', Object.values(INSTITUTIONS_BY_COUNTRY).flat());
    expect(Object.values(POSITIONS).every((p) => p.area in AREA_PROFILES)).toBe(true);
  });
});
