import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testSuite } from '../../support/suite.js';
import { buildCv, searcher } from './cv-world.js';

/** What a word finds: accents, Spanish and English stems, the last word as a prefix, one typo; and bad input. */
const { t, owner } = testSuite();
const search = searcher(t, () => owner.company.id);
const found = async (text: string) => (await search({ pool: 'TALENT_POOL', text })).personIds;

let tecnico: number;
let ventas: number;
let developer: number;
let tecnologo: number;
let desarrollador: number;
let soldado: number;
let soldador: number;

beforeAll(async () => {
  tecnico = await buildCv(t, { mainTitle: 'Técnico electricista', optIn: true });
  ventas = await buildCv(t, { mainTitle: 'Jefe de ventas', optIn: true });
  developer = await buildCv(t, { otherTitles: ['Senior developers lead'], optIn: true });
  tecnologo = await buildCv(t, { degree: 'Tecnólogo', optIn: true });
  desarrollador = await buildCv(t, { mainTitle: 'Desarrollador backend', optIn: true });
  soldado = await buildCv(t, { mainTitle: 'Soldado', optIn: true });
  soldador = await buildCv(t, { mainTitle: 'Soldador', optIn: true });
});

describe('CV search matching', () => {
  it('ignores accents on both sides', async () => {
    expect(await found('tecnico')).toEqual([tecnico]);
    expect(await found('TÉCNICO')).toEqual([tecnico]);
    expect(await found('tecnólogo')).toEqual([tecnologo]);
  });

  it('stems Spanish and English words', async () => {
    expect(await found('venta jefe')).toEqual([ventas]);
    expect(await found('developer senior')).toEqual([developer]);
    expect(await found('lead developers')).toEqual([developer]);
  });

  it('takes the last word as a prefix while the user types', async () => {
    expect(await found('desarr')).toEqual([desarrollador]);
    expect(await found('desarrolla')).toEqual([desarrollador]);
    expect(await found('electri')).toEqual([tecnico]);
    // Only the last word: a cut-off word earlier in the text must be whole.
    expect(await found('desarr backend')).toEqual([]);
  });

  it('tolerates one typo in a long word, and stays exact when the word exists', async () => {
    expect(await found('tecnlogo')).toEqual([tecnologo]);
    expect(await found('electrisista tecnico')).toEqual([tecnico]);
    expect(await found('desarrolador backend')).toEqual([desarrollador]);
    // Two typos are too many; a short word must be exact.
    expect(await found('tecnloogo x')).toEqual([]);
    expect(await found('jefx')).toEqual([]);
    // "soldado" exists, so it does not also find "soldador" (one letter away) as a typo.
    expect(await found('soldado ')).toEqual([soldado]);
    expect(await found('soldador ')).toEqual([soldador]);
  });

  it('answers every special character, emoji, empty text and long text without an error', async () => {
    for (const char of `&|!():*<>'"\\`) {
      const page = await search({ pool: 'TALENT_POOL', text: `${char}tecnico${char} ${char}` });
      expect(page.personIds, char).toEqual([tecnico]);
      await expect(search({ pool: 'TALENT_POOL', text: char })).resolves.toMatchObject({ page: 1 });
    }
    await expect(search({ pool: 'TALENT_POOL', text: `!(tecnico & ) | :* <-> '"` })).resolves.toMatchObject({
      personIds: [tecnico],
    });
    // Emoji only and empty text: the filters alone, every opted-in CV.
    const all = await search({ pool: 'TALENT_POOL', text: '' });
    expect(all.total).toBe(7);
    expect((await search({ pool: 'TALENT_POOL', text: '🚀🔥 👩‍💻' })).total).toBe(7);
    expect((await search({ pool: 'TALENT_POOL', text: 'de la y' })).total).toBe(7);
    await expect(search({ pool: 'TALENT_POOL', text: 'técnico '.repeat(1300) })).resolves.toMatchObject({
      personIds: [tecnico],
    });
  });

  it('finds a changed CV at once, and no longer by the words it lost', async () => {
    await t.db.execute(
      sql`update curricula set data = jsonb_set(data, '{experiences,0,jobTitle}', '"Carpintero naval"') where person_id = ${soldado}`,
    );
    expect(await found('carpintero')).toEqual([soldado]);
    // "soldado" is in no CV now, so it is taken as a typo of "soldador".
    expect(await found('soldado ')).toEqual([soldador]);
    await t.db.execute(sql`update persons set talent_pool_opt_in = false where id = ${soldado}`);
    expect(await found('carpintero')).toEqual([]);
  });
});
