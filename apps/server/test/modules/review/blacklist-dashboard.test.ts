import { describe, expect, it } from 'vitest';
import { COMPONENT_LABELS, type PersonStatus } from '@terna/domain';
import { blacklist, companyTags } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { observerHeaders, reviewApi } from '../../support/review-api.js';

/** getBlackListByProcessId and processDashboard. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });
const api = reviewApi(t);
const candidates = candidateApi(t);

const fullName = (member: typeof owner) => `${member.user.firstName} ${member.user.lastName}`.trim();

describe('getBlackListByProcessId', () => {
  it('lists the process’s blacklisted candidates, the most recently listed first, with when and by whom', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, withJobOpportunity: true });
    const earlier = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    const later = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'OPEN' });
    const kept = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    // Listed from another process of the company: the list is company-wide.
    const elsewhere = await t.buildProcess({ companyId: owner.company.id });
    const outsider = await t.buildProcessPerson({ processId: elsewhere.id, evaluationsStatus: 'ENDED' });
    await t.db.insert(blacklist).values({
      companyId: owner.company.id,
      personId: earlier.personId,
      userId: recruiter.user.id,
      createdAt: new Date(Date.now() - 60_000),
    });
    await t.buildBlacklist({ companyId: owner.company.id, personId: outsider.personId });
    expect((await candidates.blacklist(owner.token, later.personId, process.id)).data!.setPersonToBlackList).toBe(true);

    const body = await api.blacklist(viewer.token, process.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.getBlackListByProcessId).toEqual([
      {
        id: later.processPersonId,
        blackListed: true,
        blacklistedAt: expect.any(String),
        blacklistedBy: fullName(owner),
      },
      {
        id: earlier.processPersonId,
        blackListed: true,
        blacklistedAt: expect.any(String),
        blacklistedBy: fullName(recruiter),
      },
    ]);
    const listed = body.data!.getBlackListByProcessId;
    expect(Date.parse(listed[0]!.blacklistedAt!)).toBeGreaterThan(Date.parse(listed[1]!.blacklistedAt!));
    expect(listed.map((c) => c.id)).not.toContain(kept.processPersonId);

    // Taken off the list: gone from it, and the fields are null on the candidate.
    await candidates.blacklist(owner.token, later.personId, process.id);
    expect((await api.blacklist(owner.token, process.id)).data!.getBlackListByProcessId.map((c) => c.id)).toEqual([
      earlier.processPersonId,
    ]);
    const off = await candidates.processPerson(owner.token, later.processPersonId, 'blacklistedAt blacklistedBy');
    expect(off.data!.processPerson).toMatchObject({ blackListed: false, blacklistedAt: null, blacklistedBy: null });
  });

  it('refuses another company (NOT_FOUND) and an observer (FORBIDDEN)', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    expect(codeOf(await api.blacklist(stranger.token, process.id))).toBe('NOT_FOUND');
    const { token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    const asObserver = await t.gql(
      token,
      'query($p: Int!) { getBlackListByProcessId(processId: $p) { id } }',
      { p: process.id },
      observerHeaders(),
    );
    expect(codeOf(asObserver)).toBe('FORBIDDEN');
  });
});

describe('processDashboard', () => {
  it('counts the funnel, the score buckets, the pass rates per component and the tags as built', async () => {
    const process = await t.buildProcess({
      companyId: owner.company.id,
      withJobOpportunity: true,
      tags: [{ code: 'Process_Tag_1', label: 'Finalista', color: '#0a7c42' }],
    });
    await t.db
      .insert(companyTags)
      .values({ companyId: owner.company.id, code: 'COMPANY_TOP', title: 'Destacado', hexCode: '#111111' });
    const person = (status: PersonStatus, composedScore: number | null = null) =>
      t.buildProcessPerson({ processId: process.id, evaluationsStatus: status, composedScore });

    const open = [await person('OPEN'), await person('OPEN')];
    const inProgress = await person('INPROGRESS', 40);
    const ended = [
      await person('ENDED', 5),
      await person('ENDED', 10),
      await person('ENDED', 55),
      await person('ENDED', 99.5),
      await person('ENDED', 100),
    ];
    const disqualified = [await person('DISQUALIFIED', 30), await person('DISQUALIFIED')];
    await t.buildHire({ processPersonId: ended[2]!.processPersonId });
    // A blacklisted candidate still counts: the numbers describe the process as it ran.
    await t.buildBlacklist({ companyId: owner.company.id, personId: ended[0]!.personId });

    // DISC: 3 passed, 1 rejected, 2 pending; COMPETENCE: 2 rejected; INTERVIEW: nothing yet.
    const disc: [number, string][] = [
      [ended[0]!.processPersonId, 'SUCCESS'],
      [ended[1]!.processPersonId, 'SUCCESS'],
      [ended[2]!.processPersonId, 'SUCCESS'],
      [disqualified[0]!.processPersonId, 'REJECT'],
      [inProgress.processPersonId, 'PENDING'],
      [open[0]!.processPersonId, 'PENDING'],
    ];
    for (const [processPersonId, status] of disc)
      await t.buildComponentResult({
        processPersonId,
        componentType: 'DISC',
        status,
        value: status === 'PENDING' ? null : 50,
      });
    for (const candidate of disqualified)
      await t.buildComponentResult({
        processPersonId: candidate.processPersonId,
        componentType: 'COMPETENCE',
        status: 'REJECT',
        value: 10,
      });

    for (const candidate of [ended[0]!, ended[1]!, inProgress])
      await t.buildPersonTag({ processPersonId: candidate.processPersonId, code: 'Process_Tag_1' });
    await t.buildPersonTag({ processPersonId: ended[3]!.processPersonId, code: 'COMPANY_TOP' });
    await t.buildPersonTag({ processPersonId: ended[4]!.processPersonId, code: 'RETIRED_TAG' });

    const body = await api.dashboard(viewer.token, process.id);
    expect(body.errors).toBeUndefined();
    const dashboard = body.data!.processDashboard;
    expect(dashboard.funnel).toEqual({ invited: 10, inProgress: 1, ended: 5, disqualified: 2, hired: 1 });
    // Finished candidates' scores: 5, 10, 55, 99.5, 100 (ENDED) and 30 (DISQUALIFIED); 40 is in progress, one has none.
    expect(dashboard.scoreDistribution).toEqual(
      [1, 1, 0, 1, 0, 1, 0, 0, 0, 2].map((count, i) => ({ from: i * 10, to: i * 10 + 10, count })),
    );
    expect(dashboard.componentPassRates).toEqual([
      { componentType: 'DISC', label: COMPONENT_LABELS.es.DISC, evaluated: 4, passed: 3 },
      { componentType: 'COMPETENCE', label: COMPONENT_LABELS.es.COMPETENCE, evaluated: 2, passed: 0 },
      { componentType: 'INTERVIEW', label: COMPONENT_LABELS.es.INTERVIEW, evaluated: 0, passed: 0 },
    ]);
    expect(dashboard.tags).toEqual([
      { code: 'Process_Tag_1', label: 'Finalista', color: '#0a7c42', count: 3 },
      { code: 'COMPANY_TOP', label: 'Destacado', color: '#111111', count: 1 },
      { code: 'RETIRED_TAG', label: 'RETIRED_TAG', color: null, count: 1 },
    ]);

    const english = await api.dashboard(owner.token, process.id, { 'accept-language': 'en' });
    expect(english.data!.processDashboard.componentPassRates.map((r) => r.label)).toEqual(
      ['DISC', 'COMPETENCE', 'INTERVIEW'].map((type) => COMPONENT_LABELS.en[type as 'DISC']),
    );
  });

  it('answers zeros for a process without candidates', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    const dashboard = (await api.dashboard(owner.token, process.id)).data!.processDashboard;
    expect(dashboard.funnel).toEqual({ invited: 0, inProgress: 0, ended: 0, disqualified: 0, hired: 0 });
    expect(dashboard.scoreDistribution.map((b) => b.count)).toEqual(Array(10).fill(0));
    expect(dashboard).toMatchObject({ componentPassRates: [], tags: [] });
  });

  it('refuses another company (NOT_FOUND), no session and an observer (FORBIDDEN)', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    expect(codeOf(await api.dashboard(stranger.token, process.id))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(null, 'query($p: Int!) { processDashboard(processId: $p) { tags { code } } }', { p: process.id }),
      ),
    ).toBe('UNAUTHENTICATED');
    const { token } = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC'],
      termsAcceptedAt: new Date(),
    });
    expect(codeOf(await api.dashboard(token, process.id, observerHeaders()))).toBe('FORBIDDEN');
  });
});
