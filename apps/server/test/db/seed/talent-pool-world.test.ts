import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvSearchInputSchema } from '@terna/domain';
import { curricula, persons, places } from '../../../src/db/schema/index.js';
import { searchCvs } from '../../../src/modules/cv-search/index.js';
import { buildWorld, type BuiltWorld } from '../../support/e2e-world.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The e2e world's `talentPool` (issue 19): opted-in people with the CV fields a journey names, the
 * record of a company of their own, found in the talent pool of the world's company and not in its
 * my-base.
 */
let t: TestApp;
let world: BuiltWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.services, {
    talentPool: [
      {
        firstName: 'Mónica',
        lastName: 'Ibáñez Ruiz',
        jobTitle: 'Técnica de soldadura submarina',
        skills: ['Soldadura submarina', 'Buceo comercial'],
        city: 'Guayaquil',
      },
      { jobTitle: 'Underwater welding engineer' },
    ],
  });
});
afterAll(() => t?.close());

const search = (text: string, pool: 'TALENT_POOL' | 'MY_BASE') =>
  searchCvs(t.db, {
    ...cvSearchInputSchema.parse({ pool, text }),
    companyId: world.company.id,
    scope: { agencyId: null, departmentId: null },
  });

describe('the talent pool of an e2e world', () => {
  it('writes opted-in people with the given names, title, skills and city, owned by another company', async () => {
    expect(world.talentPool.map((person) => person.jobTitle)).toEqual([
      'Técnica de soldadura submarina',
      'Underwater welding engineer',
    ]);
    const [first] = world.talentPool;
    expect(first).toMatchObject({ firstName: 'Mónica', lastName: 'Ibáñez Ruiz' });
    expect(first!.email).toContain(`.${world.tag}@`);
    const rows = await t.db
      .select({
        id: persons.id,
        optIn: persons.talentPoolOptIn,
        at: persons.talentPoolOptInAt,
        owner: persons.createdByCompanyId,
        city: places.name,
        skills: curricula.skills,
      })
      .from(persons)
      .innerJoin(curricula, eq(curricula.personId, persons.id))
      .leftJoin(places, eq(places.id, persons.placeId))
      .where(
        inArray(
          persons.id,
          world.talentPool.map((person) => person.personId),
        ),
      )
      .orderBy(persons.id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.optIn).toBe(true);
      expect(row.at).toBeInstanceOf(Date);
      expect(row.owner).not.toBeNull();
      expect(row.owner).not.toBe(world.company.id);
    }
    expect(rows[0]!.city).toBe('Guayaquil');
    expect(rows[0]!.skills!.slice(0, 2)).toEqual(['Soldadura submarina', 'Buceo comercial']);
  });

  it("is found in the world company's talent pool, not in its my-base", async () => {
    const found = await search('soldadura submarina', 'TALENT_POOL');
    expect(found.personIds).toEqual([world.talentPool[0]!.personId]);
    expect((await search('underwater welding', 'TALENT_POOL')).personIds).toEqual([world.talentPool[1]!.personId]);
    expect((await search('soldadura submarina', 'MY_BASE')).personIds).toEqual([]);
  });
});
