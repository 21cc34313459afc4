import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PEOPLE_BATCH_MAX, sharedMessages } from '@terna/domain';
import { persons } from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';

/** POST /people-web/persons (spec 3, people service): persons for the caller's company, addPerson's reuse rules. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

const post = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/people-web/persons',
    payload: body as Record<string, unknown>,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const entry = (overrides: Record<string, unknown> = {}) => ({
  country: 'EC',
  firstName: 'Andrea',
  lastName: 'Mora',
  mail: `andrea-${uniqueTag()}@example.test`,
  contactInfoList: [{ type: 'PHONE', value: '+593 99 765 4321', active: true }],
  ...overrides,
});

interface Answered {
  data: { id: number; country: string; mail: string | null; identification: string | null; created: boolean }[];
}

describe('POST /people-web/persons', () => {
  it('creates new persons for the company, with the phone from the contacts, and answers them in order', async () => {
    const list = [entry(), entry({ firstName: 'Bruno', contactInfoList: null })];
    const response = await post(owner.token, list);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Answered>();
    expect(data).toMatchObject([
      { country: 'EC', firstName: 'Andrea', mail: list[0]!.mail, created: true },
      { firstName: 'Bruno', mail: list[1]!.mail, created: true, contactInfoList: [] },
    ]);
    const [stored] = await t.db.select().from(persons).where(eq(persons.id, data[0]!.id));
    expect(stored).toMatchObject({ phone: '+593 99 765 4321', createdByCompanyId: owner.company.id });
  });

  it('reuses a person the company knows by e-mail (unchanged), and one repeated in the list is one person', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    const known = await t.buildProcessPerson({ processId: process.id, person: { firstName: 'Conocida' } });
    const fresh = entry();
    const response = await post(owner.token, [
      entry({ mail: known.person.email!.toUpperCase(), firstName: 'Otro' }),
      fresh,
      { ...fresh, firstName: 'Repetida' },
    ]);
    const { data } = response.json<Answered>();
    expect(data.map((p) => [p.id, p.created])).toEqual([
      [known.personId, false],
      [data[1]!.id, true],
      [data[1]!.id, false],
    ]);
    expect(data[0]).toMatchObject({ firstName: 'Conocida' });
    // A second call finds what the first created.
    expect((await post(owner.token, [fresh])).json<Answered>().data).toMatchObject([
      { id: data[1]!.id, created: false },
    ]);
  });

  it('does not reuse a person known only to another company: this company gets its own record', async () => {
    const foreignProcess = await t.buildProcess({ companyId: stranger.company.id });
    const foreign = await t.buildProcessPerson({ processId: foreignProcess.id, person: { firstName: 'Ajena' } });
    const { data } = (await post(owner.token, [entry({ mail: foreign.person.email })])).json<Answered>();
    expect(data[0]!.id).not.toBe(foreign.personId);
    expect(data[0]).toMatchObject({ firstName: 'Andrea', created: true });
  });

  it('full-profile: false identifies by identification and country, e-mail optional', async () => {
    const identification = `09${uniqueTag()}`;
    const first = (
      await post(owner.token, [entry({ mail: null, identification })], { 'full-profile': 'false' })
    ).json<Answered>();
    expect(first.data).toMatchObject([{ identification, mail: null, created: true }]);
    const again = (
      await post(owner.token, [entry({ mail: null, identification, firstName: 'Otra' })], { 'full-profile': 'false' })
    ).json<Answered>();
    expect(again.data).toMatchObject([{ id: first.data[0]!.id, created: false }]);
    const otherCountry = (
      await post(owner.token, [entry({ mail: null, identification, country: 'PE' })], { 'full-profile': 'false' })
    ).json<Answered>();
    expect(otherCountry.data[0]!.id).not.toBe(first.data[0]!.id);
    // A full profile needs the e-mail.
    expect((await post(owner.token, [entry({ mail: null, identification })])).json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { '0.mail': expect.any(String) as string },
    });
  });

  it('refuses bad input with the entry’s field, creates nothing, and holds at most PEOPLE_BATCH_MAX', async () => {
    const good = entry();
    const bad = await post(owner.token, [good, entry({ mail: 'no-es-correo' })], { 'accept-language': 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_INPUT', fields: { '1.mail': expect.any(String) as string } });
    expect(await t.db.select().from(persons).where(eq(persons.email, good.mail))).toEqual([]);

    const unknownCountry = await post(owner.token, [entry({ country: 'ZZ' })]);
    expect(unknownCountry.json()).toMatchObject({ code: 'BAD_INPUT' });

    const many = Array.from({ length: PEOPLE_BATCH_MAX + 1 }, () => entry());
    expect((await post(owner.token, many)).json()).toMatchObject({ code: 'BAD_INPUT' });
    const mails = many.map((m) => m.mail);
    expect(await t.db.select().from(persons).where(inArray(persons.email, mails))).toEqual([]);
    expect((await post(owner.token, [])).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect((await post(owner.token, [entry({ firstName: 'Nul\u0000' })])).json()).toMatchObject({ code: 'BAD_INPUT' });
    expect((await post(owner.token, [entry()], { 'full-profile': 'maybe' })).json()).toMatchObject({
      code: 'BAD_INPUT',
    });
  });

  it('creates one person when 20 lists name the same new e-mail at once', async () => {
    const same = entry();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(owner.token, [same])));
    const ids = new Set(answers.map((a) => a.json<Answered>().data[0]!.id));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(persons).where(eq(persons.email, same.mail))).toHaveLength(1);
  });

  it('needs candidate.invite', async () => {
    const refused = await post(viewer.token, [entry()]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ messages: [sharedMessages.es.errors.FORBIDDEN], code: 'FORBIDDEN' });
    expect((await post(null, [entry()])).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
