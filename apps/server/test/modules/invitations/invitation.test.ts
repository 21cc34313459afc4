import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { persons, processes } from '../../../src/db/schema/index.js';
import { invitationApi, invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { invitationLinker, verifyInvitationToken } from '../../../src/modules/invitations/invitation-mail.js';

/** addPerson (GraphQL and REST) and getPersonByEmail: the invite-candidate form of spec 1 section 5. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = invitationApi(t);
const records = invitationRecords(t);
let fullProcess: number;
let basicProcess: number;

const es = sharedMessages.es;
const en = sharedMessages.en;
let sequence = 0;
const newEmail = () => `candidata.${++sequence}.${Date.now()}@correo.test`;
const fullDto = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName: 'Paredes',
  mail: newEmail(),
  countryCode: 'EC',
  ...overrides,
});

beforeAll(async () => {
  fullProcess = (
    await t.buildProcess({
      companyId: owner.company.id,
      name: 'ANALISTA CONTABLE',
      typeCompanyPlan: 'CREDIT',
      withJobOpportunity: true,
    })
  ).id;
  basicProcess = (
    await t.buildProcess({
      companyId: owner.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
      withJobOpportunity: true,
    })
  ).id;
});

describe('addPerson in a process that invites by e-mail', () => {
  it('creates the person and an OPEN candidate from CAP_ADDED with every job component PENDING', async () => {
    const dto = fullDto({ identification: '0912345678', phone: '+593 99 123 4567' });
    const body = await api.addPerson(owner.token, fullProcess, dto);
    expect(body.errors).toBeUndefined();
    const candidate = body.data!.addPerson;
    expect(candidate).toMatchObject({
      processId: fullProcess,
      evaluationsStatus: 'OPEN',
      source: 'CAP_ADDED',
      firstName: 'Lucía',
      lastName: 'Paredes',
      mail: dto.mail,
      identification: '0912345678',
      blackListed: false,
      person: { countryCode: 'EC', phone: '+593 99 123 4567' },
    });
    expect(candidate.processPersonId).toBe(candidate.id);
    expect(candidate.componentStatus.map((c) => [c.componentType, c.status]).sort()).toEqual([
      ['COMPETENCE', 'PENDING'],
      ['DISC', 'PENDING'],
      ['INTERVIEW', 'PENDING'],
    ]);
  });

  it('e-mails the candidate their own signed evaluation link, and records the INVITED activity and an audit row', async () => {
    const dto = fullDto({ firstName: 'Mateo' });
    const candidate = (await api.addPerson(owner.token, fullProcess, dto)).data!.addPerson;

    const [mail, ...more] = await records.mailsTo(owner.company.id, dto.mail);
    expect(more).toEqual([]);
    const [process] = await t.db.select().from(processes).where(eq(processes.id, fullProcess));
    const link = invitationLinker(t.services.config)(process!, candidate.id);
    // The token carries the process's end date (epoch seconds) under the signature.
    const expiresAt = Math.floor(process!.endDate!.getTime() / 1000);
    expect(link).toMatch(
      new RegExp(`/evaluacion/${fullProcess}\\?invitation=${candidate.id}\\.${expiresAt}\\.[\\w-]{22}$`),
    );
    expect(mail!.subject).toBe(`${owner.company.commercialName} te invita al proceso ANALISTA CONTABLE`);
    expect(mail!.body).toContain('Hola Mateo:');
    expect(mail!.body).toContain(link);
    expect(mail!.sentAt).toBeNull(); // no SMTP configured: the outbox is the delivery

    // Another candidate's link carries another signature.
    expect(
      invitationLinker(t.services.config)(process!, candidate.id + 1)
        .split('.')
        .at(-1),
    ).not.toBe(link.split('.').at(-1));

    const timeline = await records.activitiesOf(candidate.id);
    expect(timeline.map((a) => ({ name: a.name, userId: a.userId, data: a.data }))).toEqual([
      { name: 'INVITED', userId: owner.user.id, data: { source: 'CAP_ADDED' } },
    ]);
    const audits = (await records.audits(owner.company.id, 'candidate.invite')).filter(
      (a) => a.entityId === String(candidate.id),
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: owner.user.id,
      entityType: 'processPerson',
      data: { processId: fullProcess, personId: candidate.personId, source: 'CAP_ADDED' },
    });
  });

  it('writes the e-mail in English when the recruiter works in English', async () => {
    const dto = fullDto({ firstName: 'Ana' });
    await api.addPerson(owner.token, fullProcess, dto, { 'accept-language': 'en' });
    const [mail] = await records.mailsTo(owner.company.id, dto.mail);
    expect(mail!.subject).toBe(`${owner.company.commercialName} invites you to the process ANALISTA CONTABLE`);
    expect(mail!.body).toContain('Hello Ana,');
  });

  it('refuses a second candidate with the same e-mail, whatever its case (CANDIDATE_EXISTS), and changes nothing', async () => {
    const dto = fullDto();
    await api.addPerson(owner.token, fullProcess, dto);
    const before = await records.participants(fullProcess);
    const again = await api.addPerson(owner.token, fullProcess, {
      ...dto,
      mail: dto.mail.toUpperCase(),
      firstName: 'Otra',
    });
    expect(codeOf(again)).toBe('CANDIDATE_EXISTS');
    expect(again.errors![0]!.message).toBe(es.errors.CANDIDATE_EXISTS);
    expect(await records.participants(fullProcess)).toEqual(before);
    expect(await records.mailsTo(owner.company.id, dto.mail.toUpperCase())).toEqual([]);
  });

  it('reuses a person the company already knows by that e-mail, without rewriting it', async () => {
    const earlier = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const { person } = await t.buildProcessPerson({
      processId: earlier.id,
      person: { firstName: 'Rosa', lastName: 'Vera', email: newEmail() },
    });
    const body = await api.addPerson(
      owner.token,
      fullProcess,
      fullDto({ mail: person.email!.toUpperCase(), firstName: 'Otro', lastName: 'Nombre' }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.addPerson).toMatchObject({ personId: person.id, firstName: 'Rosa', lastName: 'Vera' });
    const [stored] = await t.db.select().from(persons).where(eq(persons.id, person.id));
    expect(stored).toEqual(person);
  });

  it('never shows another company’s record: a person known only elsewhere gets a record of this company’s own', async () => {
    const foreignProcess = await t.buildProcess({ companyId: stranger.company.id });
    const { person } = await t.buildProcessPerson({
      processId: foreignProcess.id,
      person: { firstName: 'Rosa', lastName: 'Vera', email: newEmail() },
    });
    const body = await api.addPerson(
      owner.token,
      fullProcess,
      fullDto({ mail: person.email!, firstName: 'Otro', lastName: 'Nombre' }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.addPerson.personId).not.toBe(person.id);
    expect(body.data!.addPerson).toMatchObject({ firstName: 'Otro', lastName: 'Nombre' });
    const [stored] = await t.db.select().from(persons).where(eq(persons.id, person.id));
    expect(stored).toEqual(person);
  });

  it('refuses a person on the company’s unwanted list (PERSON_BLACKLISTED)', async () => {
    const earlier = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const { person } = await t.buildProcessPerson({ processId: earlier.id });
    await t.buildBlacklist({ companyId: owner.company.id, personId: person.id });
    const body = await api.addPerson(owner.token, fullProcess, fullDto({ mail: person.email }));
    expect(codeOf(body)).toBe('PERSON_BLACKLISTED');
    expect(body.errors![0]!.message).toBe(es.errors.PERSON_BLACKLISTED);
    expect((await records.participants(fullProcess)).some((p) => p.personId === person.id)).toBe(false);
  });

  it('needs e-mail, country and names, with the form’s messages in the caller’s language', async () => {
    const missing = await api.addPerson(owner.token, fullProcess, { identification: '123' });
    expect(codeOf(missing)).toBe('BAD_INPUT');
    expect(missing.errors![0]!.extensions!.fields).toEqual({
      mail: es.validation.required,
      countryCode: es.validation.required,
      firstName: es.validation.required,
      lastName: es.validation.required,
    });
    const badEmail = await api.addPerson(owner.token, fullProcess, fullDto({ mail: 'no-es-un-correo' }), {
      'accept-language': 'en',
    });
    expect(badEmail.errors![0]!.extensions!.fields).toEqual({ mail: en.validation.email });
    const unknownCountry = await api.addPerson(owner.token, fullProcess, fullDto({ countryCode: 'ZZ' }));
    expect(unknownCountry.errors![0]!.extensions!.fields).toEqual({ countryCode: es.validation.regex });
  });
});

describe('addPerson in the controlled basic variant', () => {
  it('needs the identification, not the e-mail', async () => {
    const body = await api.addPerson(owner.token, basicProcess, {
      firstName: 'Pedro',
      lastName: 'Loor',
      countryCode: 'EC',
    });
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(body.errors![0]!.extensions!.fields).toEqual({ identification: es.validation.required });
  });

  it('invites by identification and sends no e-mail (the variant has none)', async () => {
    const body = await api.addPerson(owner.token, basicProcess, {
      firstName: 'Pedro',
      lastName: 'Loor',
      countryCode: 'EC',
      identification: 'B-1001',
      mail: 'ignorado@correo.test',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.addPerson).toMatchObject({
      identification: 'B-1001',
      mail: null,
      evaluationsStatus: 'OPEN',
      source: 'CAP_ADDED',
    });
    expect(await records.mailsTo(owner.company.id, 'ignorado@correo.test')).toEqual([]);
    expect((await records.activitiesOf(body.data!.addPerson.id)).map((a) => a.name)).toEqual(['INVITED']);
  });

  it('refuses the same identification twice (CANDIDATE_EXISTS)', async () => {
    await api.addPerson(owner.token, basicProcess, {
      firstName: 'Eva',
      lastName: 'Mora',
      countryCode: 'EC',
      identification: 'B-2002',
    });
    const again = await api.addPerson(owner.token, basicProcess, {
      firstName: 'Eva',
      lastName: 'Mora',
      countryCode: 'PE',
      identification: 'B-2002',
    });
    expect(codeOf(again)).toBe('CANDIDATE_EXISTS');
  });

  it('reuses the person with that identification and country', async () => {
    const earlier = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const { person } = await t.buildProcessPerson({
      processId: earlier.id,
      person: { identification: 'B-3003', email: null },
    });
    await t.db.update(persons).set({ countryCode: 'CO' }).where(eq(persons.id, person.id));
    const body = await api.addPerson(owner.token, basicProcess, {
      firstName: 'X',
      lastName: 'Y',
      countryCode: 'CO',
      identification: 'B-3003',
    });
    expect(body.data!.addPerson.personId).toBe(person.id);
  });
});

describe('addPerson refusals', () => {
  it('needs a LAUNCHED process (PROCESS_STATUS_INVALID)', async () => {
    for (const status of ['DRAFT', 'CLOSED', 'CANCELED'] as const) {
      const process = await t.buildProcess({ companyId: owner.company.id, status });
      expect(codeOf(await api.addPerson(owner.token, process.id, fullDto()))).toBe('PROCESS_STATUS_INVALID');
    }
  });

  it('is scoped to the caller’s company and needs candidate.invite', async () => {
    expect(codeOf(await api.addPerson(stranger.token, fullProcess, fullDto()))).toBe('NOT_FOUND');
    expect(codeOf(await api.addPerson(owner.token, 999_999, fullDto()))).toBe('NOT_FOUND');
    expect(codeOf(await api.addPerson(viewer.token, fullProcess, fullDto()))).toBe('FORBIDDEN');
    // A member of both companies acting in the other one is told the process is not of that company.
    await t.addMembership(owner.user.id, stranger.company.id, 'RECRUITER');
    const strangerProcess = await t.buildProcess({ companyId: stranger.company.id });
    expect(codeOf(await api.addPerson(owner.token, strangerProcess.id, fullDto()))).toBe('PROCESS_NOT_OWNED');
  });
});

describe('POST /process-web/process/{id}/people', () => {
  it('invites like addPerson and answers { data: candidate }; the spec’s `email` field is accepted', async () => {
    const email = newEmail();
    const response = await api.restAddPerson(owner.token, fullProcess, {
      firstName: 'Julia',
      lastName: 'Ríos',
      email,
      countryCode: 'MX',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { id: number; processId: number; mail: string; evaluationsStatus: string; source: string };
    };
    expect(data).toMatchObject({
      processId: fullProcess,
      processPersonId: data.id,
      mail: email,
      evaluationsStatus: 'OPEN',
      source: 'CAP_ADDED',
      firstName: 'Julia',
    });
    expect(await records.mailsTo(owner.company.id, email)).toHaveLength(1);
  });

  it('answers errors as { messages, code } in the caller’s language', async () => {
    const email = newEmail();
    await api.restAddPerson(owner.token, fullProcess, {
      firstName: 'Julia',
      lastName: 'Ríos',
      mail: email,
      countryCode: 'MX',
    });
    const duplicate = await api.restAddPerson(
      owner.token,
      fullProcess,
      { firstName: 'J', lastName: 'R', mail: email, countryCode: 'MX' },
      { 'accept-language': 'en' },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ messages: [en.errors.CANDIDATE_EXISTS], code: 'CANDIDATE_EXISTS' });

    const invalid = await api.restAddPerson(owner.token, fullProcess, {
      firstName: 'J',
      lastName: 'R',
      countryCode: 'MX',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'BAD_INPUT', fields: { mail: es.validation.required } });

    expect((await api.restAddPerson(stranger.token, fullProcess, fullDto())).statusCode).toBe(404);
    expect((await api.restAddPerson(viewer.token, fullProcess, fullDto())).statusCode).toBe(403);
    expect((await api.restAddPerson(null, fullProcess, fullDto())).statusCode).toBe(401);
    expect((await api.restAddPerson(owner.token, 'abc', fullDto())).json()).toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('getPersonByEmail', () => {
  it('finds a person who took part in a process of the company, with the country name in the caller’s language', async () => {
    const earlier = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    const { person } = await t.buildProcessPerson({
      processId: earlier.id,
      person: { firstName: 'Carla', lastName: 'Ibarra', email: newEmail() },
    });
    await t.db.update(persons).set({ countryCode: 'EC' }).where(eq(persons.id, person.id));

    const found = await api.lookup(owner.token, person.email!.toUpperCase());
    expect(found.data!.getPersonByEmail).toEqual({
      id: person.id,
      countryCode: 'EC',
      countryName: 'Ecuador',
      firstName: 'Carla',
      lastName: 'Ibarra',
    });
    const inEnglish = await api.lookup(owner.token, person.email!, { 'accept-language': 'en' });
    expect(inEnglish.data!.getPersonByEmail!.countryName).toBe('Ecuador');
  });

  it('answers null for an unknown e-mail and for a person only another company knows', async () => {
    expect((await api.lookup(owner.token, newEmail())).data).toEqual({ getPersonByEmail: null });
    const foreignProcess = await t.buildProcess({ companyId: stranger.company.id });
    const { person } = await t.buildProcessPerson({ processId: foreignProcess.id, person: { email: newEmail() } });
    expect((await api.lookup(owner.token, person.email!)).data).toEqual({ getPersonByEmail: null });
    expect((await api.lookup(stranger.token, person.email!)).data!.getPersonByEmail!.id).toBe(person.id);
  });

  it('refuses an invalid e-mail (BAD_INPUT) and a caller who cannot invite (FORBIDDEN)', async () => {
    const invalid = await api.lookup(owner.token, 'sin-arroba');
    expect(codeOf(invalid)).toBe('BAD_INPUT');
    expect(invalid.errors![0]!.extensions!.fields).toEqual({ email: es.validation.email });
    expect(codeOf(await api.lookup(viewer.token, newEmail()))).toBe('FORBIDDEN');
  });
});

describe('verifyInvitationToken', () => {
  const tokenOf = (link: string) => new URL(link).searchParams.get('invitation')!;

  it('answers the participation and the expiry a link was made with', () => {
    const endDate = new Date('2031-05-04T23:59:59.000Z');
    const token = tokenOf(invitationLinker(t.services.config)({ id: 9, endDate }, 4321));
    expect(token).toBe(`4321.${endDate.getTime() / 1000}.${token.split('.')[2]}`);
    expect(verifyInvitationToken(t.services.config, token)).toEqual({ processPersonId: 4321, expiresAt: endDate });
  });

  it('refuses a tampered participation or expiry, a foreign secret and malformed tokens (null)', () => {
    const endDate = new Date('2031-05-04T23:59:59.000Z');
    const token = tokenOf(invitationLinker(t.services.config)({ id: 9, endDate }, 4321));
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const refused = [
      `4322.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      `${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      tokenOf(invitationLinker({ ...t.services.config, jwtSecret: 'another-secret' })({ id: 9, endDate }, 4321)),
      `${id}.${signature}`,
      `${id}.${expiry}.${signature}.x`,
      '',
      `-1.${expiry}.${signature}`,
      `${id}.${expiry}.${signature}\u0000`,
    ];
    for (const bad of refused) expect(verifyInvitationToken(t.services.config, bad), bad).toBeNull();
  });
});
