import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { testSuite } from '../../support/suite.js';
import { buildCv, searcher } from './cv-world.js';

/** Filters, paging, and who is in each pool. */
const { t, owner, stranger, process } = testSuite({ members: ['stranger'], process: {} });
const search = searcher(t, () => owner.company.id);
const ids = async (args: Parameters<typeof search>[0]) => (await search(args)).personIds;

const people: Record<string, number> = {};
let agencyId: number;

beforeAll(async () => {
  const day = 86_400_000;
  people.quito = await buildCv(t, {
    mainTitle: 'Soldador',
    optIn: true,
    countryCode: 'EC',
    city: 'Quito',
    area: 'Producción',
    salary: 900,
    languages: ['Español', 'Inglés'],
    degree: 'Técnico',
    mainStart: '2015-01',
    updatedAt: new Date(Date.now() - 10 * day),
  });
  people.lima = await buildCv(t, {
    mainTitle: 'Soldador',
    optIn: true,
    countryCode: 'PE',
    city: 'Lima',
    area: 'Mantenimiento',
    salary: 1500,
    languages: ['Español'],
    degree: 'Ingeniería',
    mainStart: '2023-01',
    updatedAt: new Date(Date.now() - 100 * day),
  });
  people.bogota = await buildCv(t, {
    mainTitle: 'Soldador',
    optIn: true,
    countryCode: 'CO',
    city: 'Bogotá',
    area: 'Producción',
    salary: 3000,
    languages: ['Portugués'],
    degree: 'Técnico',
    mainStart: '2019-06',
    updatedAt: new Date(Date.now() - 400 * day),
  });
  // Pools: not opted in, in the company's my-base, bought, another company's candidate, an agency's.
  people.hidden = await buildCv(t, { mainTitle: 'Soldador', optIn: false });
  people.mine = await buildCv(t, { mainTitle: 'Soldador', optIn: true, processId: process.id });
  people.bought = await buildCv(t, { mainTitle: 'Soldador', optIn: true });
  const strangerProcess = await t.buildProcess({ companyId: stranger.company.id });
  people.theirs = await buildCv(t, { mainTitle: 'Soldador', optIn: false, processId: strangerProcess.id });
  const [agency] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into agencies (company_id, name) values (${owner.company.id}, 'Agencia Norte') returning id`,
  );
  agencyId = agency!.id;
});

describe('CV search filters', () => {
  const tp = (filters: Parameters<typeof search>[0]['filters']) =>
    ids({ pool: 'TALENT_POOL', text: 'soldador', filters });

  it('filters by country, city, area, languages and education level (accent-free, any of)', async () => {
    expect(await tp({ countryCodes: ['PE', 'CO'] })).toEqual(expect.arrayContaining([people.lima, people.bogota]));
    expect((await tp({ countryCodes: ['PE', 'CO'] })).length).toBe(2);
    expect(await tp({ cities: ['bogota'] })).toEqual([people.bogota]);
    expect((await tp({ areas: ['produccion'] })).sort()).toEqual([people.quito, people.bogota].sort());
    expect(await tp({ languages: ['ingles'] })).toEqual([people.quito]);
    expect(await tp({ educationLevels: ['Ingeniería'] })).toEqual([people.lima]);
  });

  it('filters by years of experience, salary and last activity', async () => {
    // Experience counts to today: since 2015 is ten years or more, since 2023 two or three.
    expect(await tp({ minYearsExperience: 8 })).toEqual([people.quito]);
    expect(await tp({ maxYearsExperience: 3, countryCodes: ['PE'] })).toEqual([people.lima]);
    expect((await tp({ salaryFrom: 1000, salaryTo: 3000 })).sort()).toEqual([people.lima, people.bogota].sort());
    expect(await tp({ lastActivityDays: 30, countryCodes: ['EC'], cities: ['Quito'] })).toEqual([people.quito]);
    expect(await tp({ lastActivityDays: 365, countryCodes: ['CO'] })).toEqual([]);
  });

  it('orders a search without words by last activity', async () => {
    const page = await search({ pool: 'TALENT_POOL', text: '', filters: { countryCodes: ['EC', 'PE', 'CO'] } });
    expect(page.personIds.slice(-3)).toEqual([people.quito, people.lima, people.bogota]);
  });
});

describe('CV search pools', () => {
  it('keeps in the talent pool only opted-in people outside the company my-base', async () => {
    await t.db.execute(sql`insert into cv_purchases (company_id, person_id, transaction_id) values
      (${owner.company.id}, ${people.bought}, 0)`);
    const found = await ids({ pool: 'TALENT_POOL', text: 'soldador' });
    expect(found).not.toContain(people.hidden);
    expect(found).not.toContain(people.mine);
    expect(found).not.toContain(people.bought);
    expect(found).not.toContain(people.theirs);
    expect(found).toContain(people.quito);
  });

  it('puts the company candidates and the bought CVs in my-base, and nobody else', async () => {
    expect((await ids({ pool: 'MY_BASE', text: 'soldador' })).sort()).toEqual([people.mine, people.bought].sort());
    expect((await ids({ pool: 'MY_BASE', text: '' })).sort()).toEqual([people.mine, people.bought].sort());
  });

  it('limits an agency-scoped member my-base to the agency processes (and the bought CVs)', async () => {
    const agencyProcess = await t.buildProcess({ companyId: owner.company.id });
    await t.db.execute(sql`update processes set agency_id = ${agencyId} where id = ${agencyProcess.id}`);
    const inAgency = await buildCv(t, { mainTitle: 'Soldador', processId: agencyProcess.id });
    const scope = { agencyId, departmentId: null };
    expect((await ids({ pool: 'MY_BASE', text: 'soldador', scope })).sort()).toEqual([inAgency, people.bought].sort());
    expect((await ids({ pool: 'MY_BASE', text: 'soldador' })).sort()).toEqual(
      [inAgency, people.mine, people.bought].sort(),
    );
  });
});

describe('CV search paging', () => {
  it('gives 10 per page with the total, the same order page after page', async () => {
    const made: number[] = [];
    for (let i = 0; i < 23; i++) made.push(await buildCv(t, { mainTitle: 'Tornero', optIn: true }));
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search({ pool: 'TALENT_POOL', text: 'tornero', page }));
    expect(pages.map((p) => p.personIds.length)).toEqual([10, 10, 3, 0]);
    expect(pages.every((p) => p.total === 23 && p.size === 10 && !p.totalCapped)).toBe(true);
    expect(pages.flatMap((p) => p.personIds)).toEqual([...made].reverse());
  });
});
