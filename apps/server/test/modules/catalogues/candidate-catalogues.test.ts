import { beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE } from '@terna/domain';
import { uniqueTag } from '../../support/factories.js';
import { buildPortalProcess, portalApi } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * A candidate writes the CV with the same reference lists as the recruiters (degrees, languages, the
 * places search): the CV names a degree and a city by their ids. Company data stays out of reach.
 */
const { t, owner } = testSuite();
const api = portalApi(t);
let token: string;

beforeAll(async () => {
  const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
  token = await api.signIn({ slug: process.slug }, `catalogo-${uniqueTag()}@example.test`, {
    firstName: 'Rosa',
    lastName: 'Catálogo',
  });
  await api.consent(token, CANDIDATE_PRIVACY_NOTICE.version);
});

const get = (url: string, bearer: string | null = token) =>
  t.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('the catalogues a candidate reads', () => {
  it('lists the degrees and the languages, and searches the places of a country', async () => {
    const degrees = await get('/catalog-mongo-web/degrees');
    expect(degrees.statusCode).toBe(200);
    expect((degrees.json() as { data: { name: string }[] }).data.map((d) => d.name)).toContain('Universitario');

    const languages = await get('/catalog-mongo-web/languages/search?wildcard=ingl');
    expect(languages.statusCode).toBe(200);
    expect((languages.json() as { data: { name: string }[] }).data.map((l) => l.name)).toContain('Inglés');

    const places = await get('/catalog-graph-web/places?name=Guayaquil&country=EC');
    expect(places.statusCode).toBe(200);
    const found = (places.json() as { data: { name: string; uuid: string }[] }).data;
    expect(found.map((p) => p.name)).toContain('Guayaquil');
    expect(found[0]!.uuid).toBeTruthy();
  });

  it('still refuses anyone without a session, and a candidate the company-only lists', async () => {
    expect((await get('/catalog-mongo-web/degrees', null)).statusCode).toBe(401);
    expect((await get('/catalog-graph-web/places?name=Quito', null)).statusCode).toBe(401);
    expect((await get('/cm/competences')).statusCode).toBe(401);
  });
});
