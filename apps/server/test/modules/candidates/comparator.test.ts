import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPARATOR_MESSAGES, type PersonStatus } from '@terna/domain';
import { comparatorEntries } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import type { BuildProcessInput } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';

/** addCandidatesToComparator and removeCandidateFromComparator: at most five per user and process, with the spec's messages. */

const { t, owner, recruiter } = testSuite({ members: ['recruiter'] });
const api = candidateApi(t);
const records = invitationRecords(t);

const es = COMPARATOR_MESSAGES.es;

const newProcess = (extra: Partial<BuildProcessInput> = {}) =>
  t.buildProcess({ companyId: owner.company.id, ...extra });
const candidate = async (processId: number, status: PersonStatus = 'ENDED') =>
  (await t.buildProcessPerson({ processId, evaluationsStatus: status })).processPersonId;
const candidates = (processId: number, n: number) => Promise.all(Array.from({ length: n }, () => candidate(processId)));
const entries = async (processId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(comparatorEntries)
      .where(and(eq(comparatorEntries.processId, processId), eq(comparatorEntries.userId, userId)))
  ).map((e) => e.processPersonId);

describe('addCandidatesToComparator', () => {
  it('adds an ENDED candidate to the caller’s comparator, on the timeline and audited', async () => {
    const process = await newProcess();
    const id = await candidate(process.id);
    const body = await api.compare(recruiter.token, process.id, [id]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.addCandidatesToComparator).toEqual({
      ok: true,
      message: 'Candidato agregado al comparador correctamente.',
    });
    expect(await entries(process.id, recruiter.user.id)).toEqual([id]);
    expect(await entries(process.id, owner.user.id)).toEqual([]);
    expect((await records.activitiesOf(id)).map((a) => ({ name: a.name, userId: a.userId }))).toEqual([
      { name: 'ADDED_TO_COMPARATOR', userId: recruiter.user.id },
    ]);
    expect(
      (await records.audits(owner.company.id, 'candidate.comparatorAdd')).filter(
        (a) => a.entityId === String(process.id),
      ),
    ).toMatchObject([{ userId: recruiter.user.id, data: { processPersonIds: [id] } }]);
  });

  it('answers a candidate already there with ok false and the spec’s message', async () => {
    const process = await newProcess();
    const id = await candidate(process.id);
    await api.compare(recruiter.token, process.id, [id]);
    const body = await api.compare(recruiter.token, process.id, [id]);
    expect(body.data!.addCandidatesToComparator).toEqual({
      ok: false,
      message: 'El candidato ya se encuentra agregado al comparador.',
    });
    expect(await records.activitiesOf(id)).toHaveLength(1);
  });

  it('holds at most 5: a sixth is refused with the spec’s message and nothing is added', async () => {
    const process = await newProcess();
    const five = await candidates(process.id, 5);
    expect((await api.compare(recruiter.token, process.id, five)).data!.addCandidatesToComparator.ok).toBe(true);
    const sixth = await candidate(process.id);
    const body = await api.compare(recruiter.token, process.id, [sixth]);
    expect(body.data!.addCandidatesToComparator).toEqual({
      ok: false,
      message: 'No se puede agregar más de 5 candidatos al comparador.',
    });
    expect((await entries(process.id, recruiter.user.id)).sort()).toEqual([...five].sort());
    expect(await records.activitiesOf(sixth)).toEqual([]);
    // Each user has a comparator of their own.
    expect((await api.compare(owner.token, process.id, [sixth])).data!.addCandidatesToComparator.ok).toBe(true);
  });

  it('refuses six at once, and adds the new ones of a list that repeats one already there', async () => {
    const process = await newProcess();
    const six = await candidates(process.id, 6);
    expect((await api.compare(recruiter.token, process.id, six)).data!.addCandidatesToComparator).toEqual({
      ok: false,
      message: es.full,
    });
    expect(await entries(process.id, recruiter.user.id)).toEqual([]);
    await api.compare(recruiter.token, process.id, [six[0]!]);
    expect(
      (await api.compare(recruiter.token, process.id, [six[0]!, six[1]!])).data!.addCandidatesToComparator,
    ).toEqual({ ok: true, message: es.added });
    expect((await entries(process.id, recruiter.user.id)).sort()).toEqual([six[0]!, six[1]!].sort());
  });

  it('answers in English with Accept-Language en', async () => {
    const process = await newProcess();
    const id = await candidate(process.id);
    const headers = { 'accept-language': 'en' };
    expect((await api.compare(recruiter.token, process.id, [id], headers)).data!.addCandidatesToComparator).toEqual({
      ok: true,
      message: COMPARATOR_MESSAGES.en.added,
    });
    expect((await api.compare(recruiter.token, process.id, [id], headers)).data!.addCandidatesToComparator).toEqual({
      ok: false,
      message: COMPARATOR_MESSAGES.en.duplicate,
    });
    expect((await api.uncompare(recruiter.token, process.id, id, headers)).data!.removeCandidateFromComparator).toEqual(
      { ok: true, message: COMPARATOR_MESSAGES.en.removed },
    );
  });

  it.each<PersonStatus>(['OPEN', 'INPROGRESS', 'DISQUALIFIED'])(
    'refuses a %s candidate (CANDIDATE_STATUS_INVALID)',
    async (status) => {
      const process = await newProcess();
      const id = await candidate(process.id, status);
      expect(codeOf(await api.compare(recruiter.token, process.id, [id]))).toBe('CANDIDATE_STATUS_INVALID');
      expect(await entries(process.id, recruiter.user.id)).toEqual([]);
    },
  );

  it('refuses trust and controlled basic processes (COMPARATOR_NOT_ALLOWED)', async () => {
    const trust = await newProcess({ typeCompanyPlan: 'RELIABILITY', environmentType: 'CONTROLLED' });
    const basic = await newProcess({ typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: false });
    for (const process of [trust, basic]) {
      expect(codeOf(await api.compare(recruiter.token, process.id, [await candidate(process.id)]))).toBe(
        'COMPARATOR_NOT_ALLOWED',
      );
    }
  });

  it('works on a CLOSED process and refuses a DRAFT one (PROCESS_STATUS_INVALID)', async () => {
    const closed = await newProcess({ status: 'CLOSED' });
    expect(
      (await api.compare(recruiter.token, closed.id, [await candidate(closed.id)])).data!.addCandidatesToComparator.ok,
    ).toBe(true);
    const draft = await newProcess({ status: 'DRAFT' });
    expect(codeOf(await api.compare(recruiter.token, draft.id, [await candidate(draft.id)]))).toBe(
      'PROCESS_STATUS_INVALID',
    );
  });

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED) and one of another process (NOT_FOUND)', async () => {
    const process = await newProcess();
    const listed = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    await t.buildBlacklist({ companyId: owner.company.id, personId: listed.personId });
    expect(codeOf(await api.compare(recruiter.token, process.id, [listed.processPersonId]))).toBe(
      'CANDIDATE_BLACKLISTED',
    );
    const elsewhere = await candidate((await newProcess()).id);
    expect(codeOf(await api.compare(recruiter.token, process.id, [elsewhere]))).toBe('NOT_FOUND');
    expect(await entries(process.id, recruiter.user.id)).toEqual([]);
  });
});

describe('removeCandidateFromComparator', () => {
  it('takes a candidate out with the spec’s message; one not there is NOT_FOUND', async () => {
    const process = await newProcess();
    const id = await candidate(process.id);
    await api.compare(recruiter.token, process.id, [id]);
    expect((await api.uncompare(recruiter.token, process.id, id)).data!.removeCandidateFromComparator).toEqual({
      ok: true,
      message: 'Candidato eliminado del comparador correctamente.',
    });
    expect(await entries(process.id, recruiter.user.id)).toEqual([]);
    expect(codeOf(await api.uncompare(recruiter.token, process.id, id))).toBe('NOT_FOUND');
  });
});
