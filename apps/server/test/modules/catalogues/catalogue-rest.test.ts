import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { PLACES } from '../../../src/db/seed/catalogue-data/places.js';
import { COMPETENCES } from '../../../src/db/seed/catalogue-data/competences.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let viewer: Member;

beforeAll(async () => {
  t = await createTestApp();
  // Reading the catalogues needs nothing beyond being signed in: a viewer may.
  viewer = await t.buildMember({ role: 'VIEWER' });
});
afterAll(() => t?.close());

interface Answer<T> {
  status: number;
  body: { data?: T; tooMany?: boolean; code?: string; messages?: string[]; fields?: Record<string, string> };
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; token?: string | null; language?: string } = {},
): Promise<Answer<T>> {
  const token = options.token === undefined ? viewer.token : options.token;
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

type Item = { id: number; name: string; nameSpanish?: string; nameEnglish?: string; codeISO?: string; order?: number };
type Place = { id: number; uuid: string; name: string; province: string; countryCode: string };

describe('GET /catalog-mongo-web/{slug}', () => {
  it('answers the first 50 items of each catalogue by name, as { id, name }', async () => {
    for (const slug of [
      'skills',
      'industries',
      'experience-areas',
      'experience-subareas',
      'study-areas',
      'institutions',
      'job-titles',
      'positions',
    ]) {
      const { status, body } = await call<Item[]>('GET', `/catalog-mongo-web/${slug}`);
      expect({ slug, status }).toEqual({ slug, status: 200 });
      const names = body.data!.map((item) => item.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names.length).toBeLessThanOrEqual(50);
      expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
      expect(Object.keys(body.data![0]!).sort()).toEqual(['id', 'name']);
    }
  });

  it('answers languages with their Spanish and English names, named in the caller’s language', async () => {
    const es = await call<Item[]>('GET', '/catalog-mongo-web/languages');
    expect(es.body.data!.length).toBeGreaterThanOrEqual(20);
    expect(es.body.data).toContainEqual(
      expect.objectContaining({ name: 'Inglés', nameSpanish: 'Inglés', nameEnglish: 'English' }),
    );
    const en = await call<Item[]>('GET', '/catalog-mongo-web/languages', { language: 'en' });
    expect(en.body.data).toContainEqual(expect.objectContaining({ name: 'English', nameSpanish: 'Inglés' }));
  });

  it('answers currencies with their ISO codes: the 21 countries’ and USD and EUR', async () => {
    const { body } = await call<Item[]>('GET', '/catalog-mongo-web/currencies');
    const codes = body.data!.map((item) => item.codeISO);
    for (const code of ['USD', 'EUR', 'COP', 'MXN', 'PEN', 'ARS', 'CLP', 'GTQ', 'BRL', 'VES', 'PAB', 'DOP', 'CRC'])
      expect(codes).toContain(code);
  });

  it('answers degrees in their order', async () => {
    const { body } = await call<Item[]>('GET', '/catalog-mongo-web/degrees');
    const orders = body.data!.map((item) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a! - b!));
    expect(body.data![0]!.name).toBe('Bachillerato');
    expect(body.data!.at(-1)!.name).toBe('Doctorado');
  });

  it('answers an unknown catalogue with 404 NOT_FOUND', async () => {
    const { status, body } = await call('GET', '/catalog-mongo-web/planets');
    expect(status).toBe(404);
    expect(body.code).toBe('NOT_FOUND');
    expect((await call('GET', '/catalog-mongo-web/planets/search?wildcard=x')).status).toBe(404);
  });

  it('needs a signed-in company user', async () => {
    const { status, body } = await call('GET', '/catalog-mongo-web/skills', { token: null });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /catalog-mongo-web/{slug}/search', () => {
  it('finds names whatever the accents and case, prefix matches first, at most 20', async () => {
    const { body } = await call<Item[]>('GET', '/catalog-mongo-web/skills/search?wildcard=EXCEL');
    const names = body.data!.map((item) => item.name);
    expect(names.slice(0, 3).every((name) => name.startsWith('Excel'))).toBe(true);
    expect(names).toContain('Macros en Excel');
    expect(names.indexOf('Macros en Excel')).toBeGreaterThan(names.indexOf('Excel avanzado'));

    const accents = await call<Item[]>(
      'GET',
      `/catalog-mongo-web/job-titles/search?wildcard=${encodeURIComponent('tecnico')}`,
    );
    expect(accents.body.data!.map((item) => item.name)).toContain('Técnico de soporte');
    const broad = await call<Item[]>('GET', '/catalog-mongo-web/job-titles/search?wildcard=a');
    expect(broad.body.data).toHaveLength(20);
  });

  it('finds languages by their Spanish or English name', async () => {
    const spanish = await call<Item[]>('GET', '/catalog-mongo-web/languages/search?wildcard=aleman');
    expect(spanish.body.data!.map((item) => item.nameEnglish)).toEqual(['German']);
    const english = await call<Item[]>('GET', '/catalog-mongo-web/languages/search?wildcard=german');
    expect(english.body.data!.map((item) => item.nameSpanish)).toEqual(['Alemán']);
  });

  it('refuses an empty filter with "Agrega un filtro" / "Add a filter"', async () => {
    for (const query of ['', '?wildcard=', '?wildcard=%20%20']) {
      const es = await call('GET', `/catalog-mongo-web/skills/search${query}`);
      expect(es.status).toBe(400);
      expect(es.body).toMatchObject({ code: 'BAD_INPUT', messages: [sharedMessages.es.validation.filter_required] });
      expect(sharedMessages.es.validation.filter_required).toBe('Agrega un filtro');
      const en = await call('GET', `/catalog-mongo-web/skills/search${query}`, { language: 'en' });
      expect(en.body).toMatchObject({ code: 'BAD_INPUT', messages: ['Add a filter'] });
    }
  });

  it('answers odd filters (emoji, lone surrogates, very long) without a server error', async () => {
    const emoji = await call<Item[]>('GET', `/catalog-mongo-web/skills/search?wildcard=${encodeURIComponent('🚀')}`);
    expect(emoji).toMatchObject({ status: 200, body: { data: [] } });
    const lone = await call('GET', '/catalog-mongo-web/skills/search?wildcard=%ED%A0%80');
    expect(lone.status).toBeLessThan(500);
    const long = await call('GET', `/catalog-mongo-web/skills/search?wildcard=${'a'.repeat(500)}`);
    expect(long).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
  });
});

describe('POST /catalog-mongo-web/{slug} and /search with ids', () => {
  it('answers the items of those ids, leaving unknown ids out', async () => {
    const { body: listed } = await call<Item[]>('GET', '/catalog-mongo-web/institutions');
    const [first, second] = listed.data!;
    const byIds = await call<Item[]>('POST', '/catalog-mongo-web/institutions/search', {
      body: { ids: [second!.id, first!.id, 999_999] },
    });
    expect(byIds.body.data!.map((item) => item.id).sort()).toEqual([first!.id, second!.id].sort());
    const bare = await call<Item[]>('POST', '/catalog-mongo-web/institutions', { body: [first!.id] });
    expect(bare.body.data).toEqual([first]);
    const narrowed = await call<Item[]>(
      'POST',
      `/catalog-mongo-web/institutions?wildcard=${encodeURIComponent(second!.name.slice(0, 12))}`,
      { body: { ids: [first!.id, second!.id] } },
    );
    expect(narrowed.body.data!.map((item) => item.id)).toContain(second!.id);
  });

  it('refuses ids that are not numbers with BAD_INPUT', async () => {
    const { status, body } = await call('POST', '/catalog-mongo-web/skills/search', { body: { ids: ['x'] } });
    expect(status).toBe(400);
    expect(body.code).toBe('BAD_INPUT');
  });
});

describe('GET /catalog-graph-web/places', () => {
  it('ships at least 400 Latin American cities, and the first 34 places keep their uuids', () => {
    expect(PLACES.filter((place) => place.countryCode !== 'ES').length).toBeGreaterThanOrEqual(400);
    expect(PLACES[0]).toMatchObject({ uuid: 'place-001', name: 'Quito' });
    expect(PLACES[33]).toMatchObject({ uuid: 'place-034', name: 'Madrid' });
  });

  it('finds "Bogotá" by "bogota", with its province and country', async () => {
    const { status, body } = await call<Place[]>('GET', '/catalog-graph-web/places?name=bogota');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: [
        { id: expect.any(Number), uuid: 'place-007', name: 'Bogotá', province: 'Cundinamarca', countryCode: 'CO' },
      ],
      tooMany: false,
    });
  });

  it('answers places only when fewer than 10 match', async () => {
    const broad = await call<Place[]>('GET', '/catalog-graph-web/places?name=san');
    expect(broad.body).toEqual({ data: [], tooMany: true });
    const narrow = await call<Place[]>('GET', `/catalog-graph-web/places?name=${encodeURIComponent('san jose')}`);
    expect(narrow.body.tooMany).toBe(false);
    expect(narrow.body.data!.length).toBeGreaterThan(0);
    expect(narrow.body.data!.length).toBeLessThan(10);
    expect(narrow.body.data!.map((place) => place.name)).toContain('San José');
  });

  it('narrows by country', async () => {
    const { body } = await call<Place[]>('GET', '/catalog-graph-web/places?name=santiago&country=CL');
    expect(body.data!.map((place) => place.countryCode)).toEqual(['CL']);
    const lower = await call<Place[]>('GET', '/catalog-graph-web/places?name=cordoba&country=ar');
    expect(lower.body.data!.map((place) => `${place.name} ${place.countryCode}`)).toEqual(['Córdoba AR']);
  });

  it('refuses an empty filter in the caller’s language', async () => {
    const es = await call('GET', '/catalog-graph-web/places?name=');
    expect(es).toMatchObject({ status: 400, body: { code: 'BAD_INPUT', messages: ['Agrega un filtro'] } });
    const en = await call('GET', '/catalog-graph-web/places', { language: 'en' });
    expect(en).toMatchObject({ status: 400, body: { code: 'BAD_INPUT', messages: ['Add a filter'] } });
    const country = await call('GET', '/catalog-graph-web/places?name=lima&country=Peru');
    expect(country).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
  });

  it('POST /catalog-graph-web/places/places answers the places of those uuids', async () => {
    const { body } = await call<Place[]>('POST', '/catalog-graph-web/places/places', {
      body: { ids: ['place-001', 'place-007', 'nowhere'] },
    });
    expect(body.data!.map((place) => place.name)).toEqual(['Quito', 'Bogotá']);
  });
});

describe('competences and difficulties', () => {
  it('GET /cm/competences lists the catalogue with definitions in the caller’s language', async () => {
    const es = await call<{ id: string; code: string; name: string; definition: string; area: string }[]>(
      'GET',
      '/cm/competences',
    );
    expect(es.body.data!.length).toBe(COMPETENCES.length);
    expect(es.body.data!.length).toBeGreaterThanOrEqual(30);
    const teamwork = es.body.data!.find((competence) => competence.code === 'TEAMWORK')!;
    expect(teamwork).toMatchObject({
      id: 'TEAMWORK',
      name: 'Trabajo en equipo',
      area: 'Relación con otros',
      areaCode: 'RELATIONSHIP',
    });
    expect(teamwork.definition.length).toBeGreaterThan(30);
    const en = await call<{ code: string; name: string; area: string }[]>('GET', '/cm/competences', {
      language: 'en',
    });
    expect(en.body.data!.find((competence) => competence.code === 'TEAMWORK')).toMatchObject({
      name: 'Teamwork',
      area: 'Working with others',
    });
  });

  it('GET /cm/difficulties/competence answers EASY 2, MEDIUM 4, HARD 6, CUSTOM 8 and the level bands', async () => {
    const { body } = await call<{
      difficulties: { code: string; value: number; label: string }[];
      levelBands: { code: string; from: number; to: number; label: string }[];
    }>('GET', '/cm/difficulties/competence');
    expect(body.data!.difficulties.map(({ code, value }) => [code, value])).toEqual([
      ['EASY', 2],
      ['MEDIUM', 4],
      ['HARD', 6],
      ['CUSTOM', 8],
    ]);
    expect(body.data!.difficulties[0]!.label).toBe('Básico');
    expect(body.data!.levelBands.map(({ code, from, to }) => [code, from, to])).toEqual([
      ['ESCASO', 0, 2],
      ['OCASIONAL', 3, 5],
      ['FRECUENTE', 6, 8],
      ['HABITUAL', 8, 10],
    ]);
    const en = await call<{ difficulties: { label: string }[] }>('GET', '/cm/difficulties/competence', {
      language: 'en',
    });
    expect(en.body.data!.difficulties[0]!.label).toBe('Basic');
  });
});

describe('GET /client/companies/publication', () => {
  it('lists the job boards 00001 to 00007, computrabajo inactive', async () => {
    const { body } = await call<
      { id: string; name: string; webPage: string; active: boolean; externalSiteInfoList: unknown[] }[]
    >('GET', '/client/companies/publication');
    expect(body.data!.map((board) => board.id)).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
      '00005',
      '00006',
      '00007',
    ]);
    expect(body.data!.find((board) => board.id === '00003')).toMatchObject({ name: 'Computrabajo', active: false });
    expect(body.data!.find((board) => board.id === '00007')).toMatchObject({
      name: 'Tecoloco Guatemala',
      active: true,
      externalSiteInfoList: [{ countryCode: 'GT', url: expect.any(String) }],
    });
  });
});
