import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/db/client.js';
import { migrate } from '../../../src/db/migrate.js';
import { curricula, persons } from '../../../src/db/schema/index.js';
import { insertInBatches, insertReturningIds } from '../../../src/db/seed/batches.js';
import { openTestDatabase } from '../../support/test-database.js';

describe('seed bulk writes', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('returns the new ids in the order of the rows and stores every kind of value as Drizzle reads it', async () => {
    const createdAt = new Date('2024-03-05T10:20:30.000Z');
    const ids = await insertReturningIds(
      handle.db,
      persons,
      ['Ana', 'Bruno', 'Carla'].map((firstName) => ({
        firstName,
        lastName: 'Mora "la" Peña',
        birthDate: '1990-01-31',
        placeId: null,
        createdAt,
      })),
      2,
    );
    expect(ids).toHaveLength(3);
    const written = await handle.db
      .select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName, gender: persons.gender })
      .from(persons)
      .where(inArray(persons.id, ids))
      .orderBy(asc(persons.id));
    expect(written).toEqual([
      { id: ids[0], firstName: 'Ana', lastName: 'Mora "la" Peña', gender: 'UNDEFINED' },
      { id: ids[1], firstName: 'Bruno', lastName: 'Mora "la" Peña', gender: 'UNDEFINED' },
      { id: ids[2], firstName: 'Carla', lastName: 'Mora "la" Peña', gender: 'UNDEFINED' },
    ]);

    const data = { salary: { amount: 1200.5 }, notes: ['uno', null], text: 'línea\n"dos"' };
    await insertInBatches(
      handle.db,
      curricula,
      [
        {
          personId: ids[0]!,
          skills: ['Excel', 'Ventas "B2B"'],
          languages: [],
          salaryAmount: null,
          data,
          updatedAt: createdAt,
        },
      ],
      10,
    );
    const [cv] = await handle.db.select().from(curricula).where(inArray(curricula.personId, ids));
    expect(cv).toMatchObject({
      skills: ['Excel', 'Ventas "B2B"'],
      languages: [],
      salaryAmount: null,
      data,
      updatedAt: createdAt,
    });
  });

  it('refuses rows that give different columns instead of writing the missing ones as null', async () => {
    await expect(
      insertInBatches(
        handle.db,
        persons,
        [
          { firstName: 'Dora', lastName: 'Paz', gender: 'FEMALE' },
          { firstName: 'Elías', lastName: 'Paz' },
        ],
        10,
      ),
    ).rejects.toThrow(/give different columns/);
  });
});
