import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { TRUST_ITEMS, type CandidateChangedEvent } from '@terna/domain';
import { candidateConsents, componentResults, processPersons } from '../../../src/db/schema/index.js';
import { json, portalApi, type JourneyView, type StepSessionView } from '../../support/evaluation-api.js';
import { reportApi } from '../../support/report-api.js';
import { testSuite } from '../../support/suite.js';
import { trustApi } from '../../support/trust-api.js';

/** A trust result's way back: the invited candidate takes the trust questionnaire; the checked process shows it. */

const { t, owner } = testSuite();
const api = trustApi(t);

it('scores the trust questionnaire into a code and risk levels, and carries them to the checked process', async () => {
  await t.buildPlan(owner.company.id, 'RELIABILITY', 5);
  const parent = await t.buildProcess({
    companyId: owner.company.id,
    typeCompanyPlan: 'CREDIT',
    environmentType: 'CONTROLLED',
    withJobOpportunity: true,
  });
  const [checked, other] = [
    await t.buildProcessPerson({ processId: parent.id, evaluationsStatus: 'ENDED' }),
    await t.buildProcessPerson({ processId: parent.id, evaluationsStatus: 'ENDED' }),
  ];
  // What the checked process's screens hear: one TRUST change per invited candidate, one per result.
  const heard: CandidateChangedEvent[] = [];
  const changes = t.services.realtime.subscribe('candidateChanged', parent.id)[Symbol.asyncIterator]();
  const listening = (async () => {
    for (let next = await changes.next(); !next.done; next = await changes.next()) heard.push(next.value);
  })();

  const childId = (await api.launch(owner.token, parent.id, ['DRUGS'])).data!.launchSubProcess.id;
  const invited = await api.addPeople(owner.token, childId, [{ id: checked!.personId }, { id: other!.personId }]);
  expect(invited.errors).toBeUndefined();
  expect(await api.trustFacet(owner.token, parent.id)).toEqual({ PENDING: 2 });
  await expect.poll(() => heard.length).toBe(2);
  expect(heard).toEqual(
    [checked!, other!].map((c) => ({ processId: parent.id, processPersonId: c.processPersonId, reason: 'TRUST' })),
  );

  const [participation] = await t.db
    .select()
    .from(processPersons)
    .where(and(eq(processPersons.processId, childId), eq(processPersons.personId, checked!.personId)));
  await t.db.insert(candidateConsents).values({
    processPersonId: participation!.id,
    companyId: owner.company.id,
    noticeVersion: '1',
    dataProcessing: true,
  });
  const { token } = await t.services.candidateTokens.issue({
    processPersonId: participation!.id,
    processId: childId,
    personId: checked!.personId,
    companyId: owner.company.id,
  });
  const candidate = { processPersonId: participation!.id, personId: checked!.personId, token };
  const portal = portalApi(t);
  const journey = json<JourneyView>(await portal.journey(candidate));
  expect(journey.steps.map((s) => [s.component, s.parts[0]!.questionCount])).toEqual([['RELIABILITY', 12]]);

  const session = json<StepSessionView>(await portal.start(candidate, 'RELIABILITY', 'tab-1'));
  expect(session.questions.every((q) => q.kind === 'LIKERT')).toBe(true);
  // "Never" to every risky statement and "always" to the reliable ones, except DRUGS: "always" to its risky ones.
  const item = new Map(TRUST_ITEMS.map((i) => [i.id, i]));
  for (const question of session.questions) {
    const { reverse, competence } = item.get(question.id)!;
    const risky = competence === 'DRUGS' ? 5 : 1;
    const value = reverse ? 6 - risky : risky;
    expect(
      json<{ code: string }>(
        await portal.answer(candidate, session.sessionId, 'tab-1', question.id, { kind: 'LIKERT', value }),
      ).code,
    ).toBe('OK');
  }
  const done = json<JourneyView>(await portal.finish(candidate, session.sessionId, 'tab-1'));
  expect(done.finished).toBe(true);

  const [own] = await t.db.select().from(processPersons).where(eq(processPersons.id, participation!.id));
  expect(own!.trustCode).toBe('3');
  const [carried] = await t.db
    .select()
    .from(componentResults)
    .where(
      and(
        eq(componentResults.processPersonId, checked!.processPersonId),
        eq(componentResults.componentType, 'RELIABILITY'),
      ),
    );
  expect(carried).toMatchObject({ status: 'SUCCESS', value: '75.00', notified: true, isCompleted: true });
  expect(carried!.details).toEqual({
    checks: [
      { name: 'THEFT', risk: 0, riskLevel: 'LOW_RISK' },
      { name: 'INTEGRITY', risk: 0, riskLevel: 'LOW_RISK' },
      { name: 'LIE', risk: 0, riskLevel: 'LOW_RISK' },
      { name: 'DRUGS', risk: 100, riskLevel: 'HIGH_RISK' },
    ],
  });
  expect(await api.trustFacet(owner.token, parent.id)).toEqual({ '3': 1, PENDING: 1 });
  await expect.poll(() => heard.length).toBe(3);
  expect(heard[2]).toEqual({ processId: parent.id, processPersonId: checked!.processPersonId, reason: 'TRUST' });
  await changes.return?.();
  await listening;

  const report = await reportApi(t).generateTrust(owner.token, checked!.processPersonId, carried!.id);
  expect(report.errors).toBeUndefined();
  expect(report.data!.generateTrustReport).toMatchObject({ kind: 'TRUST', processPersonId: checked!.processPersonId });
});
