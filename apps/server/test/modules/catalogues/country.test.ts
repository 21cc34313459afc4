import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.buildMember({ role: 'VIEWER' });
});
afterAll(() => t?.close());

type Countries = { countries: { code: string; name: string }[] };

describe('countries', () => {
  it('lists the catalogue in Spanish by default, sorted by name, "other" last', async () => {
    const body = await t.gql<Countries>(member.token, '{ countries { code name } }');
    expect(body.errors).toBeUndefined();
    const list = body.data!.countries;
    expect(list).toHaveLength(21);
    expect(list[0]).toEqual({ code: 'AR', name: 'Argentina' });
    expect(list.at(-1)).toEqual({ code: 'XX', name: 'Otro' });
    expect(list.find((c) => c.code === 'ES')?.name).toBe('España');
    const names = list.slice(0, -1).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('names the countries in English when asked', async () => {
    const body = await t.gql<Countries>(member.token, '{ countries { code name } }', undefined, {
      'accept-language': 'en',
    });
    expect(body.data!.countries.find((c) => c.code === 'ES')?.name).toBe('Spain');
    expect(body.data!.countries.at(-1)).toEqual({ code: 'XX', name: 'Other' });
  });

  it('needs a signed-in user', async () => {
    const body = await t.gql<Countries>(null, '{ countries { code } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
