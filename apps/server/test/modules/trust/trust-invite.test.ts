import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activities,
  componentResults,
  creditAccounts,
  creditTransactions,
  jobComponents,
  jobOpportunities,
  processes,
  processPersons,
} from '../../../src/db/schema/index.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';
import { trustApi } from '../../support/trust-api.js';

/** launchSubProcess and addPeopleToTrustProcess: inviting a process's candidates to its trust check. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = trustApi(t);

/** A company of its own (its own RELIABILITY balance) with a LAUNCHED credit process and `count` candidates. */
async function checkedProcess(
  credits: number,
  count: number,
  options: { member?: Member; status?: 'LAUNCHED' | 'CLOSED' } = {},
) {
  const member = options.member ?? (await t.buildMember());
  const plan = await t.buildPlan(member.company.id, 'RELIABILITY', credits);
  const process = await t.buildProcess({
    companyId: member.company.id,
    typeCompanyPlan: 'CREDIT',
    environmentType: 'CONTROLLED',
    status: options.status ?? 'LAUNCHED',
    withJobOpportunity: true,
  });
  const candidates = [];
  for (let i = 0; i < count; i++)
    candidates.push(await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' }));
  return { member, plan, process, candidates };
}

const balanceOf = async (accountId: number) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.availableBalance;
const childParticipants = (childId: number) =>
  t.db.select().from(processPersons).where(eq(processPersons.processId, childId));

describe('launchSubProcess', () => {
  it('creates one RELIABILITY sub-process with the required and chosen checks, and marks the candidates not invited', async () => {
    const { member, process, candidates } = await checkedProcess(3, 2);
    const body = await api.launch(member.token, process.id, ['DRUGS', 'VIOLENCE']);
    expect(body.errors).toBeUndefined();
    const childId = body.data!.launchSubProcess.id;
    expect(body.data!.launchSubProcess.parent).toBe(process.id);

    const [child] = await t.db.select().from(processes).where(eq(processes.id, childId));
    expect(child).toMatchObject({
      parentId: process.id,
      typeCompanyPlan: 'RELIABILITY',
      status: 'LAUNCHED',
      name: `CONFIABILIDAD - ${process.name}`,
      environmentType: 'CONTROLLED',
    });
    const [job] = await t.db.select().from(jobOpportunities).where(eq(jobOpportunities.processId, childId));
    expect(job!.trustChecks).toEqual(['THEFT', 'INTEGRITY', 'LIE', 'VIOLENCE', 'DRUGS']);
    const components = await t.db.select().from(jobComponents).where(eq(jobComponents.jobOpportunityId, job!.id));
    expect(components.map((c) => [c.componentType, c.weight])).toEqual([['RELIABILITY', 100]]);
    const parentRows = await t.db.select().from(processPersons).where(eq(processPersons.processId, process.id));
    expect(parentRows.map((r) => r.trustCode)).toEqual(candidates.map(() => 'NOT_INVITED'));

    // A second first invitation (another tab) gets the same sub-process, its checks unchanged.
    const again = await api.launch(member.token, process.id, []);
    expect(again.data!.launchSubProcess.id).toBe(childId);
    const [same] = await t.db.select().from(jobOpportunities).where(eq(jobOpportunities.processId, childId));
    expect(same!.trustChecks).toHaveLength(5);
  });

  it('creates exactly one sub-process when twenty first invitations race', async () => {
    const { member, process } = await checkedProcess(5, 1);
    const bodies = await Promise.all(Array.from({ length: 20 }, () => api.launch(member.token, process.id, [])));
    expect(bodies.map((b) => b.errors)).toEqual(bodies.map(() => undefined));
    expect(new Set(bodies.map((b) => b.data!.launchSubProcess.id)).size).toBe(1);
    expect(await t.db.select().from(processes).where(eq(processes.parentId, process.id))).toHaveLength(1);
  });

  it('names the sub-process after its parent, numbered when an open process of the company has that name', async () => {
    const { member, process } = await checkedProcess(5, 1);
    // The recruiter's own process already bears the name, in another case; a closed one does not count.
    const name = `CONFIABILIDAD - ${process.name}`;
    await t.buildProcess({ companyId: member.company.id, name: name.toLowerCase(), status: 'LAUNCHED' });
    await t.buildProcess({ companyId: member.company.id, name: `${name} (2)`, status: 'CLOSED' });
    const first = await api.launch(member.token, process.id, []);
    expect(first.errors).toBeUndefined();
    const [child] = await t.db.select().from(processes).where(eq(processes.id, first.data!.launchSubProcess.id));
    expect(child!.name).toBe(`${name} (2)`);

    // A second process of the same name (the first was renamed since): the next number.
    const twin = await t.buildProcess({
      companyId: member.company.id,
      name: process.name,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      status: 'LAUNCHED',
      withJobOpportunity: true,
    });
    await t.buildProcessPerson({ processId: twin.id, evaluationsStatus: 'ENDED' });
    const second = await api.launch(member.token, twin.id, []);
    expect(second.errors).toBeUndefined();
    const [other] = await t.db.select().from(processes).where(eq(processes.id, second.data!.launchSubProcess.id));
    expect(other!.name).toBe(`${name} (3)`);
  });

  it('gives twenty processes of one name, checked at once, twenty different sub-process names', async () => {
    const { member, process } = await checkedProcess(5, 1);
    const twins = [process];
    for (let i = 1; i < 20; i++)
      twins.push(
        await t.buildProcess({
          companyId: member.company.id,
          name: process.name,
          typeCompanyPlan: 'CREDIT',
          environmentType: 'CONTROLLED',
          status: 'LAUNCHED',
          withJobOpportunity: true,
        }),
      );
    const bodies = await Promise.all(twins.map((twin) => api.launch(member.token, twin.id, [])));
    expect(bodies.map((b) => b.errors)).toEqual(bodies.map(() => undefined));
    const children = await t.db
      .select({ name: processes.name })
      .from(processes)
      .where(
        inArray(
          processes.parentId,
          twins.map((twin) => twin.id),
        ),
      );
    const name = `CONFIABILIDAD - ${process.name}`;
    expect(children.map((child) => child.name).sort()).toEqual(
      [name, ...Array.from({ length: 19 }, (_, i) => `${name} (${i + 2})`)].sort(),
    );
  });

  it('refuses a company without the RELIABILITY plan or its credits, and processes that cannot be checked', async () => {
    const noPlan = await t.buildMember();
    const plain = await t.buildProcess({
      companyId: noPlan.company.id,
      typeCompanyPlan: 'CREDIT',
      withJobOpportunity: true,
    });
    expect(codeOf(await api.launch(noPlan.token, plain.id, []))).toBe('PRODUCT_NOT_AVAILABLE');

    const empty = await checkedProcess(0, 1);
    expect(codeOf(await api.launch(empty.member.token, empty.process.id, []))).toBe('NOT_ENOUGH_CREDITS');

    const closed = await checkedProcess(3, 1, { status: 'CLOSED' });
    expect(codeOf(await api.launch(closed.member.token, closed.process.id, []))).toBe('PROCESS_STATUS_INVALID');

    const basic = await t.buildProcess({
      companyId: empty.member.company.id,
      typeCompanyPlan: 'CREDIT',
      environmentType: 'CONTROLLED',
      fullProfile: false,
      withJobOpportunity: true,
    });
    expect(codeOf(await api.launch(empty.member.token, basic.id, []))).toBe('TRUST_NOT_AVAILABLE');
    const ownTrust = await t.buildProcess({
      companyId: empty.member.company.id,
      typeCompanyPlan: 'CREDIT',
      withJobOpportunity: { components: [{ componentType: 'RELIABILITY', order: 6, weight: 100 }] },
    });
    expect(codeOf(await api.launch(empty.member.token, ownTrust.id, []))).toBe('TRUST_NOT_AVAILABLE');

    for (const id of [plain.id, empty.process.id, closed.process.id, basic.id, ownTrust.id])
      expect(await t.db.select().from(processes).where(eq(processes.parentId, id))).toEqual([]);
  });

  it('refuses another company’s process, a viewer and a check outside the catalogue', async () => {
    const { process } = await checkedProcess(3, 1, { member: owner });
    expect(codeOf(await api.launch(stranger.token, process.id, []))).toBe('NOT_FOUND');
    expect(codeOf(await api.launch(viewer.token, process.id, []))).toBe('FORBIDDEN');
    expect(codeOf(await api.launch(owner.token, process.id, ['FRAUD']))).toBe('BAD_INPUT');
    expect(await t.db.select().from(processes).where(eq(processes.parentId, process.id))).toEqual([]);
  });
});

describe('addPeopleToTrustProcess', () => {
  it('invites candidates: pending in the checked process, participants of the sub-process, one credit each', async () => {
    const { member, plan, process, candidates } = await checkedProcess(5, 3);
    const childId = (await api.launch(member.token, process.id, [])).data!.launchSubProcess.id;
    const [a, b, c] = candidates;
    const body = await api.addPeople(member.token, childId, [
      { id: a!.personId, email: a!.person.email },
      { identification: b!.person.identification! },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.addPeopleToTrustProcess.map((p) => [p.processPersonId, p.trustCode])).toEqual([
      [a!.processPersonId, null],
      [b!.processPersonId, null],
    ]);
    const reliability = body.data!.addPeopleToTrustProcess.map(
      (p) => p.componentStatus.find((s) => s.componentType === 'RELIABILITY') ?? null,
    );
    expect(reliability).toEqual([
      { componentType: 'RELIABILITY', status: 'PENDING', notified: true },
      { componentType: 'RELIABILITY', status: 'PENDING', notified: true },
    ]);

    expect(await balanceOf(plan.accountId)).toBe(3);
    const [debit] = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.accountId, plan.accountId), eq(creditTransactions.type, 'DEBIT')));
    expect(debit).toMatchObject({ amount: 2, balanceAfter: 3, processId: childId });
    const children = await childParticipants(childId);
    expect(children.map((r) => [r.personId, r.evaluationsStatus, r.source])).toEqual([
      [a!.personId, 'OPEN', 'CAP_ADDED'],
      [b!.personId, 'OPEN', 'CAP_ADDED'],
    ]);
    const [child] = await t.db.select().from(processes).where(eq(processes.id, childId));
    expect(child!.totalConsume).toBe(2);
    const trustInvited = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.processPersonId, a!.processPersonId), eq(activities.name, 'TRUST_INVITED')));
    expect(trustInvited.map((row) => row.data)).toEqual([{ processId: childId }]);
    const [untouched] = await t.db.select().from(processPersons).where(eq(processPersons.id, c!.processPersonId));
    expect(untouched!.trustCode).toBe('NOT_INVITED');

    // The trust facet moves: two fewer NOT_INVITED, two more PENDING.
    const facets = await api.trustFacet(member.token, process.id);
    expect(facets).toEqual({ NOT_INVITED: 1, PENDING: 2 });
  });

  it('refuses a list with an invited candidate, a closed process or too few credits, writing nothing', async () => {
    const { member, plan, process, candidates } = await checkedProcess(2, 4);
    const childId = (await api.launch(member.token, process.id, [])).data!.launchSubProcess.id;
    const [a, b, c, d] = candidates;
    expect((await api.addPeople(member.token, childId, [{ id: a!.personId }])).errors).toBeUndefined();

    const snapshot = async () => ({
      balance: await balanceOf(plan.accountId),
      children: (await childParticipants(childId)).length,
      parent: (await t.db.select().from(processPersons).where(eq(processPersons.processId, process.id)))
        .map((r) => r.trustCode)
        .sort(),
      results: (await t.db.select().from(componentResults).where(eq(componentResults.componentType, 'RELIABILITY')))
        .length,
    });
    const before = await snapshot();
    expect(codeOf(await api.addPeople(member.token, childId, [{ id: b!.personId }, { id: a!.personId }]))).toBe(
      'TRUST_ALREADY_INVITED',
    );
    expect(codeOf(await api.addPeople(member.token, childId, [{ id: b!.personId }, { id: c!.personId }]))).toBe(
      'NOT_ENOUGH_CREDITS',
    );
    const other = await t.buildProcessPerson({ processId: (await checkedProcess(1, 0, { member })).process.id });
    expect(codeOf(await api.addPeople(member.token, childId, [{ id: other.personId }]))).toBe('NOT_FOUND');
    expect(codeOf(await api.addPeople(member.token, process.id, [{ id: d!.personId }]))).toBe('TRUST_NOT_AVAILABLE');
    expect(codeOf(await api.addPeople(stranger.token, childId, [{ id: d!.personId }]))).toBe('NOT_FOUND');
    expect(codeOf(await api.addPeople(member.token, childId, []))).toBe('BAD_INPUT');
    await t.db.update(processes).set({ status: 'CLOSED' }).where(eq(processes.id, process.id));
    expect(codeOf(await api.addPeople(member.token, childId, [{ id: d!.personId }]))).toBe('PROCESS_STATUS_INVALID');
    expect(await snapshot()).toEqual(before);
  });

  it('invites exactly as many as the credits pay for when twenty invitations race', async () => {
    const { member, plan, process, candidates } = await checkedProcess(5, 20);
    const childId = (await api.launch(member.token, process.id, [])).data!.launchSubProcess.id;
    const bodies = await Promise.all(candidates.map((c) => api.addPeople(member.token, childId, [{ id: c.personId }])));
    const codes = bodies.map((b) => codeOf(b) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array.from({ length: 15 }, () => 'NOT_ENOUGH_CREDITS'));
    expect(await balanceOf(plan.accountId)).toBe(0);
    expect(await childParticipants(childId)).toHaveLength(5);
    const pending = await t.db.select().from(componentResults).where(eq(componentResults.componentType, 'RELIABILITY'));
    expect(pending.filter((r) => candidates.some((c) => c.processPersonId === r.processPersonId))).toHaveLength(5);
  });

  it('invites one candidate once when the same invitation races', async () => {
    const { member, plan, process, candidates } = await checkedProcess(20, 1);
    const childId = (await api.launch(member.token, process.id, [])).data!.launchSubProcess.id;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, () => api.addPeople(member.token, childId, [{ id: candidates[0]!.personId }])),
    );
    const codes = bodies.map((b) => codeOf(b) ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array.from({ length: 19 }, () => 'TRUST_ALREADY_INVITED'));
    expect(await balanceOf(plan.accountId)).toBe(19);
  });
});
