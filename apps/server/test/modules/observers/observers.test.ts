import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OBSERVER_LINK_DAYS, OBSERVER_REALM, OBSERVER_VIEWS_SHOWN } from '@terna/domain';
import { createRequestContext } from '../../../src/context.js';
import { queryRows } from '../../../src/db/client.js';
import { auditLog, feelings, mailOutbox, observers, observerViews } from '../../../src/db/schema/index.js';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import { DomainError } from '../../../src/errors.js';
import { issueDemoObserverLinks } from '../../../src/db/seed/demo-observer-links.js';
import { testSuite } from '../../support/suite.js';
import {
  observerVisibleIds,
  recordObserverView,
  requireObserverCandidate,
  requireObserverReader,
} from '../../../src/modules/observers/observer-scope.js';

const { t, owner, recruiter, viewer, stranger, process } = testSuite({
  members: ['recruiter', 'viewer', 'stranger'],
  process: { withJobOpportunity: true },
});

const DAY_MS = 86_400_000;
const OBSERVER_FIELDS = `id processId name email sections { name label order } candidates status link expiresAt createdAt modifiedAt termsAcceptedAt
  views { processPersonId candidateName viewedAt } viewCount lastViewedAt`;
const SESSION_FIELDS =
  'observerId name processId processName companyName logoUrl sections { name label order } termsAccepted expiresAt comparatorAllowed';

interface ObserverView {
  id: number;
  processId: number;
  name: string;
  email: string;
  sections: { name: string; label: string; order: number }[];
  candidates: number[] | null;
  status: string;
  link: string | null;
  expiresAt: string | null;
  termsAcceptedAt: string | null;
  views: { processPersonId: number | null; candidateName: string | null; viewedAt: string }[];
  viewCount: number;
  lastViewedAt: string | null;
}

interface SessionView {
  observerId: number;
  name: string;
  processId: number;
  processName: string;
  companyName: string;
  sections: { name: string; label: string; order: number }[];
  termsAccepted: boolean;
  expiresAt: string;
  comparatorAllowed: boolean;
}

type Input = { name: string; email: string; sections: string[] };

let tag = 0;
const input = (over: Partial<Input> = {}): Input => {
  tag += 1;
  return {
    name: 'Andrés Vela',
    email: `observer-${tag}-${Date.now()}@example.test`,
    sections: ['DISC', 'COMPETENCE', 'INTERVIEW'],
    ...over,
  };
};

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

const api = {
  get: (token: string, processId: number, headers?: Record<string, string>) =>
    t.gql<{ getObservers: ObserverView[] }>(
      token,
      `query($p: Int!) { getObservers(processId: $p) { ${OBSERVER_FIELDS} } }`,
      { p: processId },
      headers,
    ),
  add: (token: string, processId: number, list: unknown[], candidates?: number[] | null) =>
    t.gql<{ addObservers: ObserverView[] }>(
      token,
      `mutation($p: Int!, $c: [Int!], $o: [ObserverInput!]!) { addObservers(processId: $p, candidates: $c, observers: $o) { ${OBSERVER_FIELDS} } }`,
      { p: processId, c: candidates, o: list },
    ),
  change: <N extends 'sendObservers' | 'revocateObservers' | 'renewObservers'>(
    name: N,
    token: string,
    processId: number,
    ids: number[],
  ) =>
    t.gql<Record<N, ObserverView[]>>(
      token,
      `mutation($p: Int!, $l: [Int!]!) { ${name}(processId: $p, listObservers: $l) { ${OBSERVER_FIELDS} } }`,
      { p: processId, l: ids },
    ),
  delete: (token: string, processId: number, observerId: number) =>
    t.gql<{ deleteObserver: boolean }>(
      token,
      'mutation($p: Int!, $o: Int!) { deleteObserver(processId: $p, observerId: $o) }',
      { p: processId, o: observerId },
    ),
};

const observerHeaders = { realm: OBSERVER_REALM };
const session = (token: string) =>
  t.gql<{ observerSession: SessionView }>(token, `{ observerSession { ${SESSION_FIELDS} } }`, {}, observerHeaders);
const acceptTerms = (token: string) =>
  t.gql<{ acceptObserverTerms: SessionView }>(
    token,
    `mutation { acceptObserverTerms { ${SESSION_FIELDS} } }`,
    {},
    observerHeaders,
  );
const restSession = (token: string, processId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/process-web/public/observers/links/${processId}`,
    headers: { authorization: `Bearer ${token}`, ...observerHeaders },
  });

const tokenOf = (link: string) => link.split('#token=')[1]!;
const observerRows = async (processId: number) =>
  (await t.db.select({ n: count() }).from(observers).where(eq(observers.processId, processId)))[0]!.n;

/** Adds one observer through the API and returns it. */
async function added(over: Partial<Input> = {}, processId = process.id): Promise<ObserverView> {
  const body = await api.add(owner.token, processId, [input(over)]);
  expect(body.errors).toBeUndefined();
  return body.data!.addObservers[0]!;
}

/** Adds and sends one observer; returns it with its link's token. */
async function sent(over: Partial<Input> = {}): Promise<{ observer: ObserverView; token: string }> {
  const observer = await added(over);
  const body = await api.change('sendObservers', owner.token, process.id, [observer.id]);
  expect(body.errors).toBeUndefined();
  const after = body.data!.sendObservers[0]!;
  return { observer: after, token: tokenOf(after.link!) };
}

describe('adding observers', () => {
  it('adds them RECENTLY_ADDED, sections in component order, without a link, and audits it', async () => {
    const body = await api.add(owner.token, process.id, [
      input({ name: 'Patricia Núñez', sections: ['INTERVIEW', 'DISC'] }),
      input({ name: 'Ramiro' }),
    ]);
    expect(body.errors).toBeUndefined();
    const [first, second] = body.data!.addObservers;
    expect(first).toMatchObject({
      processId: process.id,
      name: 'Patricia Núñez',
      sections: [
        { name: 'DISC', label: 'DISC', order: 1 },
        { name: 'INTERVIEW', label: 'Entrevista', order: 3 },
      ],
      candidates: null,
      status: 'RECENTLY_ADDED',
      link: null,
      expiresAt: null,
      termsAcceptedAt: null,
      views: [],
      viewCount: 0,
      lastViewedAt: null,
    });
    expect(second!.sections.map((s) => s.name)).toEqual(['DISC', 'COMPETENCE', 'INTERVIEW']);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'observer.add'), eq(auditLog.entityId, String(process.id))));
    expect(row).toMatchObject({ companyId: owner.company.id, userId: owner.user.id });
  });

  it('labels sections in the language of the request', async () => {
    const observer = await added({ sections: ['COMPETENCE'] });
    const body = await api.get(owner.token, process.id, { 'accept-language': 'en' });
    expect(body.data!.getObservers.find((o) => o.id === observer.id)!.sections).toEqual([
      { name: 'COMPETENCE', label: 'Competences', order: 2 },
    ]);
  });

  it('keeps the candidates they may see when given, as a sorted set of the process candidates', async () => {
    const a = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    const b = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    const body = await api.add(
      owner.token,
      process.id,
      [input()],
      [b.processPersonId, a.processPersonId, b.processPersonId],
    );
    expect(body.data!.addObservers[0]!.candidates).toEqual(
      [a.processPersonId, b.processPersonId].sort((x, y) => x - y),
    );
    const empty = await api.add(owner.token, process.id, [input()], []);
    expect(empty.data!.addObservers[0]!.candidates).toBeNull();
  });

  it('refuses bad input with a code and adds nothing', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const elsewhere = await t.buildProcessPerson({ processId: other.id });
    const existing = await added();
    const before = await observerRows(process.id);
    const cases: [unknown[], number[] | undefined, string][] = [
      [[input({ name: 'María José Pérez' })], undefined, 'BAD_INPUT'],
      [[input({ name: 'Ana2' })], undefined, 'BAD_INPUT'],
      [[input({ name: 'A'.repeat(257) })], undefined, 'BAD_INPUT'],
      [[input({ email: 'not-an-email' })], undefined, 'BAD_INPUT'],
      [[input({ email: `${'a'.repeat(250)}@example.test` })], undefined, 'BAD_INPUT'],
      [[input({ sections: [] })], undefined, 'OBSERVER_SECTIONS_REQUIRED'],
      [[input({ sections: ['KNOWLEDGE_TEST'] })], undefined, 'BAD_INPUT'],
      [[], undefined, 'BAD_INPUT'],
      [
        [input({ email: 'twice@example.test' }), input({ email: 'TWICE@example.test ' })],
        undefined,
        'OBSERVER_ALREADY_ADDED',
      ],
      [[input({ email: existing.email.toUpperCase() })], undefined, 'OBSERVER_ALREADY_ADDED'],
      [[input()], [elsewhere.processPersonId], 'NOT_FOUND'],
      [[input()], [2_000_000_000], 'NOT_FOUND'],
    ];
    for (const [list, candidates, code] of cases) {
      const body = await api.add(owner.token, process.id, list, candidates);
      expect(codeOf(body), JSON.stringify(list)).toBe(code);
    }
    expect(await observerRows(process.id)).toBe(before);
  });

  it('is refused on a trust sub-process (its candidates are reviewed in the main process)', async () => {
    const child = await t.buildProcess({
      companyId: owner.company.id,
      parentId: process.id,
      typeCompanyPlan: 'RELIABILITY',
      withJobOpportunity: true,
    });
    expect(codeOf(await api.add(owner.token, child.id, [input()]))).toBe('NOT_FOUND');
    expect(codeOf(await api.get(owner.token, child.id))).toBe('NOT_FOUND');
  });
});

describe('sending, the link and the observer session', () => {
  it('makes the observer ACTIVE for 15 days and mails the link after the commit', async () => {
    const observer = await added({ name: 'Andrés Vela' });
    const before = Date.now();
    const body = await api.change('sendObservers', owner.token, process.id, [observer.id]);
    expect(body.errors).toBeUndefined();
    const after = body.data!.sendObservers[0]!;
    expect(after.status).toBe('ACTIVE');
    const expires = new Date(after.expiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + OBSERVER_LINK_DAYS * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + OBSERVER_LINK_DAYS * DAY_MS + 1000);
    expect(after.link).toMatch(
      new RegExp(`^${t.services.config.publicUrl.replace(/\/$/, '')}/es/report/${process.id}#token=[A-Za-z0-9_-]{43}$`),
    );

    await afterCommitSettled();
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, observer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.companyId).toBe(owner.company.id);
    expect(mails[0]!.subject).toContain(process.name);
    expect(mails[0]!.body).toContain(after.link!);
    expect(mails[0]!.body).toContain('Hola Andrés Vela');

    // Only the hash and a ciphertext are stored, never the token.
    const [row] = await t.db.select().from(observers).where(eq(observers.id, observer.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(tokenOf(after.link!));
  });

  it('sends again the same link, keeping its expiry; an expired or revoked one must be renewed first', async () => {
    const { observer } = await sent();
    const again = (await api.change('sendObservers', owner.token, process.id, [observer.id])).data!.sendObservers[0]!;
    expect(again.link).toBe(observer.link);
    expect(again.expiresAt).toBe(observer.expiresAt);
    await afterCommitSettled();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, observer.email))).toHaveLength(2);

    await api.change('revocateObservers', owner.token, process.id, [observer.id]);
    expect(codeOf(await api.change('sendObservers', owner.token, process.id, [observer.id]))).toBe(
      'OBSERVER_NOT_ACTIVE',
    );
  });

  it('writes the link in the language of the request', async () => {
    const observer = await added();
    const body = await t.gql<{ sendObservers: ObserverView[] }>(
      owner.token,
      `mutation($p: Int!, $l: [Int!]!) { sendObservers(processId: $p, listObservers: $l) { link } }`,
      { p: process.id, l: [observer.id] },
      { 'accept-language': 'en' },
    );
    expect(body.data!.sendObservers[0]!.link).toContain(`/en/report/${process.id}#token=`);
    await afterCommitSettled();
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, observer.email));
    expect(mail!.body).toContain('Hello');
  });

  it('gives the observer their session before the terms, then the terms once accepted', async () => {
    const { observer, token } = await sent({ name: 'Patricia', sections: ['INTERVIEW', 'DISC'] });
    const first = await session(token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.observerSession).toMatchObject({
      observerId: observer.id,
      name: 'Patricia',
      processId: process.id,
      processName: process.name,
      companyName: owner.company.commercialName,
      sections: [
        { name: 'DISC', label: 'DISC', order: 1 },
        { name: 'INTERVIEW', label: 'Entrevista', order: 3 },
      ],
      termsAccepted: false,
      expiresAt: observer.expiresAt,
      comparatorAllowed: true,
    });

    const rest = await restSession(token, process.id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({ data: first.data!.observerSession });

    const accepted = await acceptTerms(token);
    expect(accepted.data!.acceptObserverTerms.termsAccepted).toBe(true);
    expect((await session(token)).data!.observerSession.termsAccepted).toBe(true);
    const listed = (await api.get(owner.token, process.id)).data!.getObservers.find((o) => o.id === observer.id)!;
    expect(listed.termsAcceptedAt).not.toBeNull();
    // A second acceptance keeps the first date.
    await acceptTerms(token);
    expect(
      (await api.get(owner.token, process.id)).data!.getObservers.find((o) => o.id === observer.id)!.termsAcceptedAt,
    ).toBe(listed.termsAcceptedAt);
    // Audited once, as nobody of the company's users, naming the observer.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'observer.acceptTerms'), eq(auditLog.entityId, String(process.id))));
    expect(audits.filter((row) => (row.data as { observerId: number }).observerId === observer.id)).toMatchObject([
      { companyId: owner.company.id, userId: null },
    ]);
  });

  it('runs observer requests as the tenant role of the observer’s company', async () => {
    const { token } = await sent();
    await t.db.execute(sql`create table observer_role_probe (role text, company text, user_id text)`);
    await t.db.execute(sql`create function observer_role_probe() returns trigger language plpgsql as $$ begin
        insert into observer_role_probe values (current_user, current_setting('terna.company_id', true), current_setting('terna.user_id', true));
        return null; end $$`);
    await t.db.execute(
      sql`create trigger observer_role_probe after update on observers for each statement execute function observer_role_probe()`,
    );
    try {
      await acceptTerms(token);
      const rows = await queryRows<{ role: string; company: string; user_id: string }>(
        t.db,
        sql`select * from observer_role_probe`,
      );
      expect(rows).toEqual([{ role: 'terna_tenant', company: String(owner.company.id), user_id: '' }]);
    } finally {
      await t.db.execute(sql`drop trigger observer_role_probe on observers`);
      await t.db.execute(sql`drop function observer_role_probe()`);
      await t.db.execute(sql`drop table observer_role_probe`);
    }
  });
});

describe('what an observer token may not do', () => {
  it('is refused on company operations, on another process and without the realm header', async () => {
    const { token } = await sent();
    await acceptTerms(token);
    expect(codeOf(await api.get(token, process.id, observerHeaders))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(token, `{ getProcess(id: ${process.id}) { id } }`, {}, observerHeaders))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await api.get(token, process.id))).toBe('FORBIDDEN');

    const other = await t.buildProcess({ companyId: owner.company.id });
    for (const id of [other.id, 2_000_000_000]) {
      const rest = await restSession(token, id);
      expect(rest.statusCode).toBe(403);
      expect(rest.json().code).toBe('FORBIDDEN');
    }
    // Company users are refused the observer operations.
    expect(codeOf(await t.gql(owner.token, '{ observerSession { observerId } }'))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(owner.token, 'mutation { acceptObserverTerms { observerId } }'))).toBe('FORBIDDEN');
  });

  it('an unknown token is UNAUTHENTICATED', async () => {
    expect(codeOf(await session('never-issued-token'))).toBe('UNAUTHENTICATED');
    expect((await restSession('never-issued-token', process.id)).statusCode).toBe(401);
  });
});

describe('revoking and renewing', () => {
  it('revokes only ACTIVE links; the link then answers SESSION_EXPIRED and is no longer shown', async () => {
    const fresh = await added();
    expect(codeOf(await api.change('revocateObservers', owner.token, process.id, [fresh.id]))).toBe(
      'OBSERVER_NOT_ACTIVE',
    );

    const { observer, token } = await sent();
    const body = await api.change('revocateObservers', owner.token, process.id, [observer.id]);
    expect(body.data!.revocateObservers[0]).toMatchObject({ status: 'REVOKED', link: null, expiresAt: null });
    expect(codeOf(await session(token))).toBe('SESSION_EXPIRED');
    const rest = await restSession(token, process.id);
    expect(rest.statusCode).toBe(401);
    expect(rest.json().code).toBe('SESSION_EXPIRED');
    expect(codeOf(await api.change('revocateObservers', owner.token, process.id, [observer.id]))).toBe(
      'OBSERVER_NOT_ACTIVE',
    );
  });

  it('renews sent links with the same token: the link the observer has works again, and copying it gives the same', async () => {
    const fresh = await added();
    expect(codeOf(await api.change('renewObservers', owner.token, process.id, [fresh.id]))).toBe('OBSERVER_NOT_SENT');

    const { observer, token } = await sent();
    await api.change('revocateObservers', owner.token, process.id, [observer.id]);
    const renewed = (await api.change('renewObservers', owner.token, process.id, [observer.id])).data!
      .renewObservers[0]!;
    expect(renewed.status).toBe('ACTIVE');
    expect(renewed.link).toBe(observer.link);
    expect(new Date(renewed.expiresAt!).getTime()).toBeGreaterThan(Date.now() + (OBSERVER_LINK_DAYS - 1) * DAY_MS);
    expect((await session(token)).data!.observerSession.observerId).toBe(observer.id);
    // Renewing needs no mail: the observer already holds the link.
    await afterCommitSettled();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, observer.email))).toHaveLength(1);
  });

  it('an expired link answers SESSION_EXPIRED, shows EXPIRED without a link, and renewing brings it back', async () => {
    const { observer, token } = await sent();
    await t.db
      .update(observers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(observers.id, observer.id));
    expect(codeOf(await session(token))).toBe('SESSION_EXPIRED');
    const listed = (await api.get(owner.token, process.id)).data!.getObservers.find((o) => o.id === observer.id)!;
    expect(listed).toMatchObject({ status: 'EXPIRED', link: null });
    expect(codeOf(await api.change('revocateObservers', owner.token, process.id, [observer.id]))).toBe(
      'OBSERVER_NOT_ACTIVE',
    );

    const renewed = (await api.change('renewObservers', owner.token, process.id, [observer.id])).data!
      .renewObservers[0]!;
    expect(renewed.link).toBe(observer.link);
    expect((await session(token)).errors).toBeUndefined();
  });

  it('refuses observers of another process, unknown ones and bad lists, changing nothing', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const elsewhere = await added({}, other.id);
    const { observer } = await sent();
    for (const name of ['sendObservers', 'revocateObservers', 'renewObservers'] as const) {
      expect(codeOf(await api.change(name, owner.token, process.id, [observer.id, elsewhere.id])), name).toBe(
        'NOT_FOUND',
      );
      expect(codeOf(await api.change(name, owner.token, process.id, [2_000_000_000])), name).toBe('NOT_FOUND');
      expect(codeOf(await api.change(name, owner.token, process.id, [-1])), name).toBe('BAD_INPUT');
    }
    const [row] = await t.db.select().from(observers).where(eq(observers.id, observer.id));
    expect(row!.status).toBe('ACTIVE');
  });
});

describe('deleting', () => {
  it('removes the observer, their link, their reads and their feelings', async () => {
    const { observer, token } = await sent();
    const candidate = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    await t.buildFeeling({ processPersonId: candidate.processPersonId, observerId: observer.id, feeling: 'YES' });
    await t.db.insert(observerViews).values({ observerId: observer.id, processPersonId: candidate.processPersonId });

    const body = await api.delete(owner.token, process.id, observer.id);
    expect(body.data).toEqual({ deleteObserver: true });
    expect(await t.db.select().from(observers).where(eq(observers.id, observer.id))).toEqual([]);
    expect(await t.db.select().from(feelings).where(eq(feelings.observerId, observer.id))).toEqual([]);
    expect(await t.db.select().from(observerViews).where(eq(observerViews.observerId, observer.id))).toEqual([]);
    expect(codeOf(await session(token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.delete(owner.token, process.id, observer.id))).toBe('NOT_FOUND');
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'observer.delete'), eq(auditLog.entityId, String(observer.id))));
    expect(audited).toBeDefined();
  });

  it('refuses an observer of another process', async () => {
    const other = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const elsewhere = await added({}, other.id);
    expect(codeOf(await api.delete(owner.token, process.id, elsewhere.id))).toBe('NOT_FOUND');
    expect(await t.db.select().from(observers).where(eq(observers.id, elsewhere.id))).toHaveLength(1);
  });
});

describe('the reads of the report', () => {
  it('lists the newest 50 with the candidate name, the count and the last read', async () => {
    const { observer } = await sent();
    const candidate = await t.buildProcessPerson({
      processId: process.id,
      evaluationsStatus: 'ENDED',
      person: { firstName: 'Lucía', lastName: 'Paredes' },
    });
    const start = Date.now() - 60 * 60_000;
    await t.db.insert(observerViews).values(
      Array.from({ length: OBSERVER_VIEWS_SHOWN + 5 }, (_, i) => ({
        observerId: observer.id,
        processPersonId: i % 2 === 0 ? candidate.processPersonId : null,
        viewedAt: new Date(start + i * 60_000),
      })),
    );
    const listed = (await api.get(owner.token, process.id)).data!.getObservers.find((o) => o.id === observer.id)!;
    expect(listed.viewCount).toBe(OBSERVER_VIEWS_SHOWN + 5);
    expect(listed.views).toHaveLength(OBSERVER_VIEWS_SHOWN);
    const newest = new Date(start + (OBSERVER_VIEWS_SHOWN + 4) * 60_000).toISOString();
    expect(listed.lastViewedAt).toBe(newest);
    expect(listed.views[0]).toEqual({
      processPersonId: candidate.processPersonId,
      candidateName: 'Lucía Paredes',
      viewedAt: newest,
    });
    expect(listed.views[1]).toEqual({
      processPersonId: null,
      candidateName: null,
      viewedAt: new Date(start + (OBSERVER_VIEWS_SHOWN + 3) * 60_000).toISOString(),
    });
    const times = listed.views.map((v) => v.viewedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('who may manage observers', () => {
  it('a recruiter may; a viewer gets FORBIDDEN; another company gets NOT_FOUND; nothing changes', async () => {
    expect((await api.get(recruiter.token, process.id)).errors).toBeUndefined();
    const observer = await added();
    const before = await observerRows(process.id);
    const calls = (token: string) => [
      api.get(token, process.id),
      api.add(token, process.id, [input()]),
      api.change('sendObservers', token, process.id, [observer.id]),
      api.change('revocateObservers', token, process.id, [observer.id]),
      api.change('renewObservers', token, process.id, [observer.id]),
      api.delete(token, process.id, observer.id),
    ];
    for (const body of await Promise.all(calls(viewer.token))) expect(codeOf(body)).toBe('FORBIDDEN');
    for (const body of await Promise.all(calls(stranger.token))) expect(codeOf(body)).toBe('NOT_FOUND');
    expect(await observerRows(process.id)).toBe(before);
    const [row] = await t.db.select().from(observers).where(eq(observers.id, observer.id));
    expect(row!.status).toBe('RECENTLY_ADDED');
  });
});

describe('observer scope (observer-scope.ts)', () => {
  const contextOf = async (token: string) =>
    createRequestContext(t.services, { authorization: `Bearer ${token}`, realm: OBSERVER_REALM });
  const refusal = async (run: () => unknown) => {
    try {
      await run();
      return undefined;
    } catch (error) {
      return (error as DomainError).code;
    }
  };

  it('needs the link’s process and accepted terms', async () => {
    const { token } = await sent();
    const before = await contextOf(token);
    expect(await refusal(() => requireObserverReader(before, process.id))).toBe('OBSERVER_TERMS_REQUIRED');
    await acceptTerms(token);
    const ctx = await contextOf(token);
    expect(requireObserverReader(ctx, process.id).processId).toBe(process.id);
    expect(await refusal(() => requireObserverReader(ctx, process.id + 1))).toBe('FORBIDDEN');
  });

  it('sees the shortlist (a YES or MAYBE of anyone), not blacklisted people; or exactly the candidates named', async () => {
    const own = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const liked = await t.buildProcessPerson({ processId: own.id, evaluationsStatus: 'ENDED' });
    const maybe = await t.buildProcessPerson({ processId: own.id, evaluationsStatus: 'ENDED' });
    const disliked = await t.buildProcessPerson({ processId: own.id, evaluationsStatus: 'ENDED' });
    const unjudged = await t.buildProcessPerson({ processId: own.id, evaluationsStatus: 'ENDED' });
    const blacklisted = await t.buildProcessPerson({ processId: own.id, evaluationsStatus: 'ENDED' });
    await t.buildFeeling({ processPersonId: liked.processPersonId, userId: owner.user.id, feeling: 'YES' });
    await t.buildFeeling({ processPersonId: disliked.processPersonId, userId: owner.user.id, feeling: 'NO' });
    await t.buildFeeling({ processPersonId: blacklisted.processPersonId, userId: owner.user.id, feeling: 'YES' });
    await t.buildBlacklist({ companyId: owner.company.id, personId: blacklisted.personId });

    const everyone = (await api.add(owner.token, own.id, [input()])).data!.addObservers[0]!;
    const named = (
      await api.add(owner.token, own.id, [input()], [unjudged.processPersonId, blacklisted.processPersonId])
    ).data!.addObservers[0]!;
    const links = (await api.change('sendObservers', owner.token, own.id, [everyone.id, named.id])).data!.sendObservers;
    const tokenFor = (id: number) => tokenOf(links.find((o) => o.id === id)!.link!);
    const observerToken = tokenFor(everyone.id);
    await acceptTerms(observerToken);
    const ctx = await contextOf(observerToken);
    const observerSession = requireObserverReader(ctx, own.id);

    // The observer's own MAYBE counts too.
    await t.buildFeeling({ processPersonId: maybe.processPersonId, observerId: everyone.id, feeling: 'MAYBE' });
    expect(await observerVisibleIds(ctx, observerSession)).toEqual([liked.processPersonId, maybe.processPersonId]);
    expect(await refusal(() => requireObserverCandidate(ctx, observerSession, disliked.processPersonId))).toBe(
      'NOT_FOUND',
    );
    expect(await refusal(() => requireObserverCandidate(ctx, observerSession, liked.processPersonId))).toBeUndefined();

    const namedToken = tokenFor(named.id);
    await acceptTerms(namedToken);
    const namedCtx = await contextOf(namedToken);
    const namedSession = requireObserverReader(namedCtx, own.id);
    expect(await observerVisibleIds(namedCtx, namedSession)).toEqual([unjudged.processPersonId]);
    expect(await refusal(() => requireObserverCandidate(namedCtx, namedSession, liked.processPersonId))).toBe(
      'NOT_FOUND',
    );

    await recordObserverView(ctx, observerSession, liked.processPersonId);
    await recordObserverView(ctx, observerSession, null);
    const listed = (await api.get(owner.token, own.id)).data!.getObservers.find((o) => o.id === everyone.id)!;
    expect(listed.viewCount).toBe(2);
    expect(listed.views.map((v) => v.processPersonId).sort()).toEqual([liked.processPersonId, null].sort());
  });
});

describe('demo observer links', () => {
  it('gives every sent observer without a token a working link, once', async () => {
    const seeded = await t.buildObserver({
      processId: process.id,
      companyId: owner.company.id,
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    await t.db
      .update(observers)
      .set({ status: 'ACTIVE', tokenHash: null, tokenCiphertext: null, termsAcceptedAt: null })
      .where(eq(observers.id, seeded.id));
    const unsent = await added();

    expect(await issueDemoObserverLinks(t.db, t.services.config)).toBeGreaterThanOrEqual(1);
    const listed = (await api.get(owner.token, process.id)).data!.getObservers;
    const link = listed.find((o) => o.id === seeded.id)!.link!;
    expect(link).toMatch(new RegExp(`/es/report/${process.id}#token=`));
    expect(listed.find((o) => o.id === unsent.id)!.link).toBeNull();
    expect((await session(tokenOf(link))).data!.observerSession).toMatchObject({
      observerId: seeded.id,
      termsAccepted: false,
    });

    expect(await issueDemoObserverLinks(t.db, t.services.config)).toBe(0);
    expect((await api.get(owner.token, process.id)).data!.getObservers.find((o) => o.id === seeded.id)!.link).toBe(
      link,
    );
  });
});
