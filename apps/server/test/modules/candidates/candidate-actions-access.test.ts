import { count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  auditLog,
  blacklist,
  comparatorEntries,
  hires,
  mailOutbox,
  personTags,
  processPersons,
  processTags,
} from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import type { GraphqlBody } from '../../support/test-app.js';

/**
 * Every new candidate operation against the permission and tenancy rules: a viewer may read but
 * gets FORBIDDEN on every mutation; another company's candidates and processes are NOT_FOUND; a
 * process of another of the caller's companies is PROCESS_NOT_OWNED. Nothing changes on refusal.
 */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = candidateApi(t);
/** Signed in to the viewer's company, and owner of the stranger's company. */
let both: { token: string };
let own: Target;
let foreign: Target;

/** One process with a candidate in each state an operation needs. */
interface Target {
  companyId: number;
  processId: number;
  open: { processPersonId: number; personId: number; identification: string };
  ended: { processPersonId: number; personId: number };
  disqualified: { processPersonId: number; personId: number };
  tagId: number;
}

async function target(companyId: number): Promise<Target> {
  const process = await t.buildProcess({
    companyId,
    withJobOpportunity: true,
    tags: [{ code: 'Process_Tag_1', label: 'Uno', color: '#111111' }],
  });
  const open = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'OPEN' });
  const ended = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
  const disqualified = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'DISQUALIFIED' });
  await t.buildComponentResult({
    processPersonId: disqualified.processPersonId,
    componentType: 'COMPETENCE',
    status: 'REJECT',
    value: 10,
  });
  await t.buildComponentResult({
    processPersonId: ended.processPersonId,
    componentType: 'INTERVIEW',
    status: 'SUCCESS',
    value: 90,
  });
  await t.buildHire({ processPersonId: ended.processPersonId });
  const tag = await t.buildPersonTag({ processPersonId: ended.processPersonId, code: 'Process_Tag_1' });
  await t.db
    .insert(comparatorEntries)
    .values({ processId: process.id, processPersonId: ended.processPersonId, userId: viewer.user.id });
  return {
    companyId,
    processId: process.id,
    open: {
      processPersonId: open.processPersonId,
      personId: open.personId,
      identification: open.person.identification!,
    },
    ended,
    disqualified,
    tagId: tag.id,
  };
}

type Answer = GraphqlBody<unknown> | LightMyRequestResponse;
const code = (answer: Answer) => ('statusCode' in answer ? (answer.json() as { code?: string }).code : codeOf(answer));
const today = () => new Date().toISOString().slice(0, 10);

/** Each mutation, aimed at a target; `byProcess` says whether it names a process (PROCESS_NOT_OWNED) or only a candidate. */
const MUTATIONS: { name: string; byProcess: boolean; run: (token: string, x: Target) => Promise<Answer> }[] = [
  {
    name: 'deleteCandidateFromProcess',
    byProcess: true,
    run: (token, x) => api.delete(token, x.processId, x.open.processPersonId),
  },
  {
    name: 'aproveComponents',
    byProcess: true,
    run: (token, x) => api.approve(token, x.processId, x.disqualified.processPersonId, 'Observación'),
  },
  {
    name: 'reactivateComponent',
    byProcess: true,
    run: (token, x) => api.reactivate(token, x.processId, x.ended.personId, 'INTERVIEW'),
  },
  { name: 'sendReminder', byProcess: true, run: (token, x) => api.remind(token, x.processId, x.open.personId) },
  { name: 'sendNotificationByProcessId', byProcess: true, run: (token, x) => api.remindAll(token, x.processId) },
  {
    name: 'setPersonToBlackList with a process',
    byProcess: true,
    run: (token, x) => api.blacklist(token, x.ended.personId, x.processId),
  },
  { name: 'setPersonToBlackList', byProcess: false, run: (token, x) => api.blacklist(token, x.ended.personId) },
  {
    name: 'setPersonHired',
    byProcess: true,
    run: (token, x) => api.hire(token, x.processId, x.disqualified.processPersonId, today()),
  },
  {
    name: 'updatePersonHired',
    byProcess: true,
    run: (token, x) => api.updateHire(token, x.processId, x.ended.processPersonId, null),
  },
  {
    name: 'createPersonTag',
    byProcess: false,
    run: (token, x) => api.addTag(token, x.open.processPersonId, 'Process_Tag_1'),
  },
  {
    name: 'deletePersonTag',
    byProcess: false,
    run: (token, x) => api.removeTag(token, x.tagId, x.ended.processPersonId),
  },
  {
    name: 'createProcessTag',
    byProcess: true,
    run: (token, x) => api.createProcessTags(token, x.processId, [{ label: 'Nueva', color: '#000000' }]),
  },
  {
    name: 'updateProcessTag',
    byProcess: true,
    run: (token, x) =>
      api.updateProcessTags(token, x.processId, x.processId, [
        { code: 'Process_Tag_1', label: 'Otra', color: '#000000' },
      ]),
  },
  {
    name: 'addCandidatesToComparator',
    byProcess: true,
    run: (token, x) => api.compare(token, x.processId, [x.ended.processPersonId]),
  },
  {
    name: 'removeCandidateFromComparator',
    byProcess: true,
    run: (token, x) => api.uncompare(token, x.processId, x.ended.processPersonId),
  },
  { name: 'PUT notifications', byProcess: true, run: (token, x) => api.restRemindAll(token, x.processId) },
  { name: 'PUT notification', byProcess: true, run: (token, x) => api.restRemind(token, x.processId, x.open.personId) },
  {
    name: 'PUT delete/full',
    byProcess: true,
    run: (token, x) => api.restDeleteFull(token, x.processId, x.open.personId),
  },
  {
    name: 'PUT delete/basic',
    byProcess: true,
    run: (token, x) => api.restDeleteBasic(token, x.processId, x.open.identification),
  },
  {
    name: 'POST hired',
    byProcess: true,
    run: (token, x) =>
      api.restHire(token, {
        processId: x.processId,
        hiredDate: today(),
        processPersonId: x.disqualified.processPersonId,
      }),
  },
  {
    name: 'PUT hired/cancel',
    byProcess: true,
    run: (token, x) => api.restCancelHire(token, { processId: x.processId, processPersonId: x.ended.processPersonId }),
  },
  {
    name: 'POST aid-pass',
    byProcess: true,
    run: (token, x) => api.restAidPass(token, x.processId, x.disqualified.personId, 'Observación'),
  },
];

/** What any of the mutations would change, for one target. */
async function footprint(x: Target) {
  const candidates = await t.db
    .select()
    .from(processPersons)
    .where(eq(processPersons.processId, x.processId))
    .orderBy(processPersons.id);
  const ids = candidates.map((c) => c.id);
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    candidates: candidates.map((c) => [c.id, c.evaluationsStatus, c.composedScore]),
    activities: await n(t.db.select({ n: count() }).from(activities).where(inArray(activities.processPersonId, ids))),
    audits: await n(t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.companyId, x.companyId))),
    mails: await n(t.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.companyId, x.companyId))),
    hires: await n(t.db.select({ n: count() }).from(hires).where(inArray(hires.processPersonId, ids))),
    tags: await n(t.db.select({ n: count() }).from(personTags).where(inArray(personTags.processPersonId, ids))),
    processTags: await t.db
      .select({ code: processTags.code, label: processTags.label })
      .from(processTags)
      .where(eq(processTags.processId, x.processId)),
    comparator: await n(
      t.db.select({ n: count() }).from(comparatorEntries).where(eq(comparatorEntries.processId, x.processId)),
    ),
    blacklist: await n(t.db.select({ n: count() }).from(blacklist).where(eq(blacklist.companyId, x.companyId))),
  };
}

beforeAll(async () => {
  const user = await t.buildUser({ companyId: owner.company.id, role: 'RECRUITER' });
  await t.addMembership(user.id, stranger.company.id, 'OWNER');
  both = { token: await t.login(user.email) };
  own = await target(owner.company.id);
  foreign = await target(stranger.company.id);
});

describe('a viewer (candidate.view only)', () => {
  it('reads candidates and tags', async () => {
    expect(
      (await api.processPerson(viewer.token, own.ended.processPersonId, 'activities { name } age')).errors,
    ).toBeUndefined();
    expect((await api.tagsConfig(viewer.token, own.processId)).errors).toBeUndefined();
    expect((await api.companyTags(viewer.token)).errors).toBeUndefined();
  });

  it('gets FORBIDDEN on every mutation, and nothing changes', async () => {
    const before = await footprint(own);
    for (const mutation of MUTATIONS)
      expect([mutation.name, code(await mutation.run(viewer.token, own))]).toEqual([mutation.name, 'FORBIDDEN']);
    expect(await footprint(own)).toEqual(before);
  });
});

describe('another company', () => {
  it('cannot read its candidates or process tags (NOT_FOUND)', async () => {
    expect(codeOf(await api.processPerson(viewer.token, foreign.ended.processPersonId))).toBe('NOT_FOUND');
    expect(codeOf(await api.tagsConfig(viewer.token, foreign.processId))).toBe('NOT_FOUND');
  });

  it('gets NOT_FOUND from every mutation on its candidates, and nothing changes there', async () => {
    const owner = await t.login((await t.buildUser({ companyId: own.companyId, role: 'OWNER' })).email);
    const before = await footprint(foreign);
    for (const mutation of MUTATIONS)
      expect([mutation.name, code(await mutation.run(owner, foreign))]).toEqual([mutation.name, 'NOT_FOUND']);
    expect(await footprint(foreign)).toEqual(before);
  });

  it('gets PROCESS_NOT_OWNED when it is another of the caller’s companies (NOT_FOUND for operations that name only a candidate)', async () => {
    const before = await footprint(foreign);
    for (const mutation of MUTATIONS) {
      expect([mutation.name, code(await mutation.run(both.token, foreign))]).toEqual([
        mutation.name,
        mutation.byProcess ? 'PROCESS_NOT_OWNED' : 'NOT_FOUND',
      ]);
    }
    expect(await footprint(foreign)).toEqual(before);
  });
});
