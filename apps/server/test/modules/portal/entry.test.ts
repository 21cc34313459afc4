import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE, PORTAL_CODE, sharedMessages } from '@terna/domain';
import { RATE_LIMITS } from '../../../src/config.js';
import { activities, componentResults, persons, portalCodes, processPersons } from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { buildPortalProcess, mailedCode, mailsTo, nextAddress, portalApi } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';
import { invitationLinker } from '../../../src/modules/invitations/index.js';

/**
 * The portal's entry (docs/api/portal.md, Entry): the page a link opens in every process status,
 * e-mailed one-time codes and their limits, new applicants of a public process, and the controlled
 * basic variant's identification numbers. Every call goes through the real routes.
 */
const { t, owner } = testSuite();
const api = portalApi(t);
const es = sharedMessages.es.errors;
const DAY_MS = 86_400_000;

const newEmail = (what = 'candidata') => `${what}-${uniqueTag()}@example.test`;
const codeOf = (email: string) => mailedCode(t, email);

async function invited(processId: number, email = newEmail()) {
  const built = await t.buildProcessPerson({ processId, person: { email, firstName: 'Laura', lastName: 'Invitada' } });
  return { ...built, email };
}

describe('the entry page', () => {
  it('answers a public process by its apply slug and any process by its id, with its steps and notice', async () => {
    const process = await buildPortalProcess(t, {
      companyId: owner.company.id,
      isPublic: true,
      components: ['CURRICULUM', 'DISC', 'INTERVIEW'],
    });
    const bySlug = await api.entryBySlug(process.slug);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      processId: process.id,
      processName: process.name,
      companyName: owner.company.commercialName,
      status: 'OPEN',
      identifyBy: 'EMAIL',
      components: ['CURRICULUM', 'DISC', 'INTERVIEW'],
      description: expect.stringContaining('clientes'),
      privacy: { version: CANDIDATE_PRIVACY_NOTICE.version, link: `/portal-web/entry/process/${process.id}/privacy` },
    });
    expect((bySlug.json() as { startDate: string }).startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api.entryByProcess(process.id)).json()).toEqual(bySlug.json());

    const notice = await api.call('GET', `/portal-web/entry/process/${process.id}/privacy`, undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(notice.headers['content-type']).toContain('text/plain');
    expect(notice.body).toContain(`Data controller: ${owner.company.commercialName}`);
    expect(notice.body).toContain(CANDIDATE_PRIVACY_NOTICE.version);
  });

  it('answers 404 only for an unknown slug or id; a private process has no apply page', async () => {
    const hidden = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: false });
    for (const response of [
      await api.entryBySlug('no-such-slug'),
      await api.entryByProcess(2_000_000_001),
      await api.entryBySlug(hidden.slug),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await api.entryByProcess(hidden.id)).statusCode).toBe(200);
  });

  it('shows closed, out-of-date and not-started processes as such, and refuses every entry call with the status', async () => {
    const cases = [
      { input: { status: 'CLOSED' as const }, status: 'CLOSED', code: 'PROCESS_CLOSED' },
      { input: { endDate: new Date(Date.now() - DAY_MS) }, status: 'OUT_OF_DATE', code: 'PROCESS_OUT_OF_DATE' },
      { input: { startDate: new Date(Date.now() + DAY_MS) }, status: 'NOT_STARTED', code: 'PROCESS_NOT_STARTED' },
    ];
    for (const { input, status, code } of cases) {
      const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true, ...input });
      const page = await api.entryBySlug(process.slug);
      expect(page.statusCode, status).toBe(200);
      expect(page.json()).toMatchObject({ status });
      const email = newEmail();
      const requested = await api.requestCode({ slug: process.slug }, email);
      expect(requested.json(), status).toMatchObject({ code });
      expect(requested.statusCode).toBe(409);
      expect(await mailsTo(t, email)).toEqual([]);
      const verified = await api.verify({ processRef: { processId: process.id }, email, code: '123456' });
      expect(verified.json()).toMatchObject({ code });
    }
    const basic = await buildPortalProcess(t, { companyId: owner.company.id, basic: true, status: 'CLOSED' });
    expect((await api.identification(basic.id, '123')).json()).toMatchObject({ code: 'PROCESS_CLOSED' });
  });
});

describe('e-mailed codes', () => {
  it('mails an invited candidate a 6-digit code (kept only as a keyed hash) that signs them in', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    const requested = await api.requestCode({ processId: process.id }, candidate.email.toUpperCase());
    expect(requested.json()).toEqual({ sent: true });
    const [mail] = await mailsTo(t, candidate.email);
    expect(mail!.subject).toContain(process.name);
    expect(mail!.body).toContain(`${PORTAL_CODE.validMinutes} minutos`);
    const code = (await codeOf(candidate.email))!;
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db.select().from(portalCodes).where(eq(portalCodes.processId, process.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.email).toBe(candidate.email.toLowerCase());

    const session = await api.verify({ processRef: { processId: process.id }, email: candidate.email, code });
    expect(session.statusCode).toBe(200);
    const { token, expiresAt } = session.json() as { token: string; expiresAt: string };
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(await t.services.candidateTokens.verify(token)).toEqual({
      processPersonId: candidate.processPersonId,
      processId: process.id,
      personId: candidate.personId,
      companyId: owner.company.id,
    });
  });

  it('writes the code e-mail in the language the browser asks for', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    await api.requestCode({ processId: process.id }, candidate.email, { headers: { 'accept-language': 'en' } });
    const [mail] = await mailsTo(t, candidate.email);
    expect(mail!.subject).toMatch(/^Your code for the process/);
    expect(mail!.body).toContain(`expires in ${PORTAL_CODE.validMinutes} minutes`);
  });

  it('answers the same for an address that may not enter, and mails it nothing (no probing)', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const stranger = newEmail('desconocida');
    const response = await api.requestCode({ processId: process.id }, stranger);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    expect(await mailsTo(t, stranger)).toEqual([]);
    // Even guessing a code for it is the same refusal as a wrong code.
    const verified = await api.verify({ processRef: { processId: process.id }, email: stranger, code: '000000' });
    expect(verified.json()).toEqual({ messages: [es.CODE_INVALID], code: 'CODE_INVALID' });
  });

  it('refuses a wrong, an expired and an exhausted code, and a code of another process', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const other = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    await t.buildProcessPerson({ processId: other.id, personId: candidate.personId });
    const ref = { processId: process.id };
    await api.requestCode(ref, candidate.email);
    const code = (await codeOf(candidate.email))!;
    const wrong = code === '000000' ? '000001' : '000000';

    const refused = await api.verify({ processRef: ref, email: candidate.email, code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CODE_INVALID' });
    expect(
      (await api.verify({ processRef: { processId: other.id }, email: candidate.email, code })).json(),
    ).toMatchObject({ code: 'CODE_INVALID' });

    // Exhausted: the attempts left are spent on wrong codes; then the right one is dead too.
    for (let attempt = 2; attempt <= PORTAL_CODE.maxAttempts; attempt++)
      await api.verify({ processRef: ref, email: candidate.email, code: wrong });
    expect((await api.verify({ processRef: ref, email: candidate.email, code })).json()).toMatchObject({
      code: 'CODE_INVALID',
    });

    // Expired: a fresh code whose time is up.
    await api.requestCode(ref, candidate.email);
    const fresh = (await codeOf(candidate.email))!;
    await t.db.execute(
      sql`update portal_codes set expires_at = now() - interval '1 second' where process_id = ${process.id}`,
    );
    expect((await api.verify({ processRef: ref, email: candidate.email, code: fresh })).json()).toMatchObject({
      code: 'CODE_INVALID',
    });
  });

  it('refuses malformed input with per-field messages, and text holding NUL', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const bad = await api.verify({ processRef: { processId: process.id }, email: 'no-es-correo', code: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { email: expect.any(String), code: expect.any(String) },
    });
    const email = newEmail();
    await api.requestCode({ slug: process.slug }, email);
    const code = (await codeOf(email))!;
    const nul = await api.verify({
      processRef: { slug: process.slug },
      email,
      code,
      firstName: 'Ana\u0000',
      lastName: 'Nula',
    });
    expect(nul.json()).toMatchObject({ code: 'BAD_INPUT' });
    expect(await t.db.select().from(persons).where(eq(persons.email, email))).toEqual([]);
  });
});

describe('limits on codes', () => {
  it(`mails one address of one process ${RATE_LIMITS.portalCodePerEmail.max} codes in 10 minutes, then 429 with Retry-After`, async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    for (let call = 1; call <= RATE_LIMITS.portalCodePerEmail.max; call++)
      expect((await api.requestCode({ processId: process.id }, candidate.email)).statusCode).toBe(200);
    const limited = await api.requestCode({ processId: process.id }, candidate.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ messages: [es.TOO_MANY_ATTEMPTS], code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(
      RATE_LIMITS.portalCodePerEmail.timeWindow / 1000,
    );
    expect(await mailsTo(t, candidate.email)).toHaveLength(RATE_LIMITS.portalCodePerEmail.max);
    // An unknown address is limited the same way: the limit does not tell who is invited.
    const stranger = newEmail();
    for (let call = 1; call <= RATE_LIMITS.portalCodePerEmail.max; call++)
      await api.requestCode({ processId: process.id }, stranger);
    expect((await api.requestCode({ processId: process.id }, stranger)).statusCode).toBe(429);
  });

  it(`takes ${RATE_LIMITS.portalCodePerAddress.max} code requests an hour from one address`, async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const address = nextAddress();
    for (let call = 1; call <= RATE_LIMITS.portalCodePerAddress.max; call++) {
      const response = await api.requestCode({ slug: process.slug }, newEmail(), { address });
      expect(response.statusCode, `call ${call}`).toBe(200);
    }
    const email = newEmail();
    expect((await api.requestCode({ slug: process.slug }, email, { address })).statusCode).toBe(429);
    expect(await mailsTo(t, email)).toEqual([]);
  });
});

describe('new applicants of a public process', () => {
  it('needs a name, then joins them with source E_TALENT, a pending result per component and APPLIED', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const email = newEmail('postulante');
    await api.requestCode({ slug: process.slug }, email);
    const code = (await codeOf(email))!;
    const nameless = await api.verify({ processRef: { slug: process.slug }, email, code });
    expect(nameless.json()).toMatchObject({
      code: 'BAD_INPUT',
      fields: { firstName: expect.any(String), lastName: expect.any(String) },
    });
    const session = await api.verify({
      processRef: { slug: process.slug },
      email,
      code,
      firstName: 'Marta',
      lastName: 'Postulante',
    });
    expect(session.statusCode).toBe(200);
    const [row] = await t.db
      .select({ pp: processPersons, person: persons })
      .from(processPersons)
      .innerJoin(persons, eq(persons.id, processPersons.personId))
      .where(eq(processPersons.processId, process.id));
    expect(row!.pp).toMatchObject({ source: 'E_TALENT', evaluationsStatus: 'OPEN', companyId: owner.company.id });
    expect(row!.person).toMatchObject({
      firstName: 'Marta',
      lastName: 'Postulante',
      email,
      createdByCompanyId: owner.company.id,
      countryCode: owner.company.countryCode,
    });
    const results = await t.db
      .select({ component_type: componentResults.componentType, status: componentResults.status })
      .from(componentResults)
      .where(eq(componentResults.processPersonId, row!.pp.id))
      .orderBy(componentResults.componentType);
    expect(results).toEqual([
      { component_type: 'CURRICULUM', status: 'PENDING' },
      { component_type: 'DISC', status: 'PENDING' },
    ]);
    const timeline = await t.db.select().from(activities).where(eq(activities.processPersonId, row!.pp.id));
    expect(timeline.map((a) => [a.name, a.userId, a.data])).toEqual([['APPLIED', null, { source: 'E_TALENT' }]]);

    // The recruiter sees the applicant in the process.
    const list = await t.gql<{ processPersonPaginated: { data: { personId: number; mail: string }[] } }>(
      owner.token,
      'query($id: Int!) { processPersonPaginated(processId: $id) { data { personId mail } } }',
      { id: process.id },
    );
    expect(list.data!.processPersonPaginated.data).toEqual([{ personId: row!.person.id, mail: email }]);
  });

  it('reuses a person the company knows by that e-mail, and creates a new one for a person known only elsewhere', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const earlier = await buildPortalProcess(t, { companyId: owner.company.id });
    const known = await invited(earlier.id);
    const token = await api.signIn({ slug: process.slug }, known.email, { firstName: 'Otro', lastName: 'Nombre' });
    const session = await t.services.candidateTokens.verify(token);
    expect(session.personId).toBe(known.personId);
    const [person] = await t.db.select().from(persons).where(eq(persons.id, known.personId));
    expect(person!.firstName).toBe('Laura');

    const elsewhere = await t.buildCompany();
    const foreignProcess = await buildPortalProcess(t, { companyId: elsewhere.id });
    const foreign = await invited(foreignProcess.id);
    const foreignToken = await api.signIn({ slug: process.slug }, foreign.email, {
      firstName: 'Nueva',
      lastName: 'Ficha',
    });
    expect((await t.services.candidateTokens.verify(foreignToken)).personId).not.toBe(foreign.personId);
  });

  it('20 parallel checks of the right code give one participation and every caller a session', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const email = newEmail('paralela');
    await api.requestCode({ slug: process.slug }, email);
    const code = (await codeOf(email))!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.verify({ processRef: { slug: process.slug }, email, code, firstName: 'Pía', lastName: 'Paralela' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const sessions = await Promise.all(
      responses.map((r) => t.services.candidateTokens.verify((r.json() as { token: string }).token)),
    );
    expect(new Set(sessions.map((s) => s.processPersonId)).size).toBe(1);
    const rows = await t.db.select().from(processPersons).where(eq(processPersons.processId, process.id));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(persons).where(eq(persons.email, email))).toHaveLength(1);
    const applied = await t.db.select().from(activities).where(eq(activities.processPersonId, rows[0]!.id));
    expect(applied).toHaveLength(1);
  });

  it('answers a used code again only for a moment; later it is dead', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    await api.requestCode({ processId: process.id }, candidate.email);
    const code = (await codeOf(candidate.email))!;
    const body = { processRef: { processId: process.id }, email: candidate.email, code };
    expect((await api.verify(body)).statusCode).toBe(200);
    expect((await api.verify(body)).statusCode).toBe(200);
    await t.db.execute(
      sql`update portal_codes set used_at = now() - interval '2 minutes' where process_id = ${process.id}`,
    );
    expect((await api.verify(body)).json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('refuses a person on the company’s unwanted list with a neutral message', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
    const earlier = await buildPortalProcess(t, { companyId: owner.company.id });
    const unwanted = await invited(earlier.id);
    await t.buildBlacklist({ companyId: owner.company.id, personId: unwanted.personId });
    await api.requestCode({ slug: process.slug }, unwanted.email);
    const code = (await codeOf(unwanted.email))!;
    const refused = await api.verify({ processRef: { slug: process.slug }, email: unwanted.email, code });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ messages: [es.APPLICATION_NOT_ACCEPTED], code: 'APPLICATION_NOT_ACCEPTED' });
    expect(refused.body.toLowerCase()).not.toMatch(/lista|black|unwanted/);
    expect(await t.db.select().from(processPersons).where(eq(processPersons.processId, process.id))).toEqual([]);
  });

  it('lets nobody but invited candidates into a process that is not public', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: false });
    const email = newEmail();
    await api.requestCode({ processId: process.id }, email);
    expect(await codeOf(email)).toBeNull();
    expect(await t.db.select().from(portalCodes).where(eq(portalCodes.processId, process.id))).toEqual([]);
  });
});

describe('identification numbers (controlled basic)', () => {
  it('signs in the candidate invited with that identification; others and e-mail processes are refused', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, basic: true });
    const page = await api.entryByProcess(process.id);
    expect(page.json()).toMatchObject({ identifyBy: 'IDENTIFICATION' });
    const identification = `17${Date.now() % 100_000_000}`;
    const candidate = await t.buildProcessPerson({ processId: process.id, person: { identification, email: null } });
    const address = nextAddress();
    const session = await api.identification(process.id, identification, { address });
    expect(session.statusCode).toBe(200);
    expect((await t.services.candidateTokens.verify((session.json() as { token: string }).token)).processPersonId).toBe(
      candidate.processPersonId,
    );
    const unknown = await api.identification(process.id, '999999999', { address });
    expect(unknown.json()).toEqual({ messages: [es.IDENTIFICATION_INVALID], code: 'IDENTIFICATION_INVALID' });

    const emailProcess = await buildPortalProcess(t, { companyId: owner.company.id });
    expect((await api.identification(emailProcess.id, identification)).json()).toMatchObject({ code: 'BAD_INPUT' });
    // And the basic variant has no e-mail codes.
    expect((await api.requestCode({ processId: process.id }, newEmail())).json()).toMatchObject({ code: 'BAD_INPUT' });
  });

  it(`takes ${RATE_LIMITS.portalIdentification.max} tries per address and per process in 10 minutes`, async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id, basic: true });
    const address = nextAddress();
    for (let call = 1; call <= RATE_LIMITS.portalIdentification.max; call++)
      expect((await api.identification(process.id, `guess${call}`, { address })).statusCode).toBe(401);
    expect((await api.identification(process.id, 'guess-next', { address })).statusCode).toBe(429);

    // Another address guessing the same process is stopped by the process's own limit.
    const other = await buildPortalProcess(t, { companyId: owner.company.id, basic: true });
    for (let call = 1; call <= RATE_LIMITS.portalIdentification.max; call++)
      await api.identification(other.id, `spread${call}`);
    const limited = await api.identification(other.id, 'spread-next');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the invitation link', () => {
  const tokenOf = (link: string) => new URL(link).searchParams.get('invitation')!;

  it('signs in the candidate the token names; tampered, foreign, expired and stale tokens are refused', async () => {
    const process = await buildPortalProcess(t, { companyId: owner.company.id });
    const other = await buildPortalProcess(t, { companyId: owner.company.id });
    const candidate = await invited(process.id);
    const link = invitationLinker(t.services.config);
    const token = tokenOf(link(process, candidate.processPersonId));

    const session = await api.invitation(process.id, token);
    expect(session.statusCode).toBe(200);
    expect(await t.services.candidateTokens.verify((session.json() as { token: string }).token)).toMatchObject({
      processPersonId: candidate.processPersonId,
      personId: candidate.personId,
      processId: process.id,
    });

    const [id, expires, signature] = token.split('.');
    const otherCandidate = await invited(process.id);
    const refusals: [number, string, string][] = [
      [
        process.id,
        `${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
        'INVITATION_INVALID',
      ],
      [process.id, `${otherCandidate.processPersonId}.${expires}.${signature}`, 'INVITATION_INVALID'],
      [process.id, `${id}.${Number(expires) + 86_400}.${signature}`, 'INVITATION_INVALID'],
      [process.id, 'no-es-un-token', 'INVITATION_INVALID'],
      [other.id, token, 'INVITATION_INVALID'],
      [
        process.id,
        tokenOf(link({ id: process.id, endDate: new Date(Date.now() - 60_000) }, candidate.processPersonId)),
        'INVITATION_EXPIRED',
      ],
    ];
    for (const [processId, bad, code] of refusals) {
      const response = await api.invitation(processId, bad);
      expect(response.json(), bad).toMatchObject({ code });
    }
    expect(
      (await api.invitation(process.id, tokenOf(link(process, candidate.processPersonId + 100_000)))).json(),
    ).toMatchObject({
      code: 'INVITATION_INVALID',
    });

    // The recruiter removed the candidate: the link no longer opens anything.
    await t.db.delete(processPersons).where(eq(processPersons.id, candidate.processPersonId));
    expect((await api.invitation(process.id, token)).json()).toMatchObject({ code: 'INVITATION_INVALID' });
  });

  it('answers the process status first for a process that is not open', async () => {
    const process = await buildPortalProcess(t, {
      companyId: owner.company.id,
      endDate: new Date(Date.now() - DAY_MS),
    });
    const candidate = await invited(process.id);
    const token = tokenOf(
      invitationLinker(t.services.config)(
        { id: process.id, endDate: new Date(Date.now() + DAY_MS) },
        candidate.processPersonId,
      ),
    );
    expect((await api.invitation(process.id, token)).json()).toMatchObject({ code: 'PROCESS_OUT_OF_DATE' });
  });
});
