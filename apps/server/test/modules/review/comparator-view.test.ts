import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPONENT_LABELS, type ComponentType } from '@terna/domain';
import { componentResults, observerViews, processPersons } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { codeOf } from '../../support/process-api.js';
import type { BuildProcessInput } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';
import { observerHeaders, reviewApi } from '../../support/review-api.js';

/** processPersonComparator: the caller's comparator, or the candidates an observer picks, with the process's components as columns. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });
const api = reviewApi(t);
const candidates = candidateApi(t);

const COMPONENTS = [
  { componentType: 'DISC', order: 1, weight: 20 },
  { componentType: 'CURRICULUM', order: 2, weight: 20 },
  { componentType: 'COMPETENCE', order: 3, weight: 40, minValueToPass: 60 },
  { componentType: 'RELIABILITY', order: 4, weight: 20 },
] as const;

const newProcess = (extra: Partial<BuildProcessInput> = {}) =>
  t.buildProcess({
    companyId: owner.company.id,
    withJobOpportunity: { components: COMPONENTS.map((c) => ({ ...c })) },
    ...extra,
  });

/** An ENDED candidate with a result for every component, CV section scores, competences, an archetype, a trust code and a salary. */
async function evaluated(processId: number, score: number, trustCode: string) {
  const built = await t.buildProcessPerson({ processId, evaluationsStatus: 'ENDED', composedScore: score, trustCode });
  await t.buildCurriculum({ personId: built.personId, salaryAmount: 1000 + score, salaryCurrency: 'USD' });
  for (const { componentType } of COMPONENTS) {
    await t.buildComponentResult({
      processPersonId: built.processPersonId,
      componentType: componentType as ComponentType,
      status: 'SUCCESS',
      value: score,
    });
  }
  const details: Partial<Record<ComponentType, unknown>> = {
    CURRICULUM: {
      scoreList: [
        { section: 'EDUCATION', score },
        { section: 'SALARY', score: score - 10 },
      ],
    },
    COMPETENCE: { competences: [{ name: 'Liderazgo', weight: 100, value: score + 1 }] },
  };
  for (const [componentType, value] of Object.entries(details)) {
    await t.db
      .update(componentResults)
      .set({ details: value })
      .where(
        and(
          eq(componentResults.processPersonId, built.processPersonId),
          eq(componentResults.componentType, componentType),
        ),
      );
  }
  await t.db.update(processPersons).set({ archetype: 'Di' }).where(eq(processPersons.id, built.processPersonId));
  return built;
}

describe('processPersonComparator (company)', () => {
  it('answers the caller’s own comparator in the order added, with the process’s components as columns', async () => {
    const process = await newProcess();
    const a = await evaluated(process.id, 80, '1');
    const b = await evaluated(process.id, 60, '2');
    const notAdded = await evaluated(process.id, 90, '1');
    await candidates.compare(recruiter.token, process.id, [b.processPersonId]);
    await candidates.compare(recruiter.token, process.id, [a.processPersonId]);
    await candidates.compare(owner.token, process.id, [notAdded.processPersonId]);

    const body = await api.comparator(recruiter.token, { processId: process.id });
    expect(body.errors).toBeUndefined();
    const page = body.data!.processPersonComparator;
    expect(page).toMatchObject({ page: 1, size: 5, total: 2 });
    expect(page.components).toEqual(
      COMPONENTS.map((c) => ({ name: c.componentType, label: COMPONENT_LABELS.es[c.componentType], order: c.order })),
    );
    expect(page.data.map((row) => row.candidate.id)).toEqual([b.processPersonId, a.processPersonId]);
    expect(page.data[1]).toMatchObject({
      composedScore: 80,
      archetype: 'Di',
      trustCode: '1',
      salary: 1080,
      salaryCurrency: 'USD',
      results: COMPONENTS.map((c) => ({ componentType: c.componentType, status: 'SUCCESS', value: 80 })),
      cvSections: [
        { section: 'EDUCATION', score: 80 },
        { section: 'SALARY', score: 70 },
      ],
      competences: [{ name: 'Liderazgo', value: 81 }],
    });
  });

  it('filters by ids, pages, and labels the columns in the request’s language', async () => {
    const process = await newProcess();
    const built = [
      await evaluated(process.id, 50, '3'),
      await evaluated(process.id, 55, '2'),
      await evaluated(process.id, 65, '1'),
    ];
    await candidates.compare(
      owner.token,
      process.id,
      built.map((b) => b.processPersonId),
    );
    const [first, second, third] = built.map((b) => b.processPersonId) as [number, number, number];
    const only = await api.comparator(owner.token, { processId: process.id, ids: [third, first] });
    expect(only.data!.processPersonComparator.data.map((row) => row.candidate.id).sort()).toEqual(
      [first, third].sort(),
    );
    const paged = (await api.comparator(owner.token, { processId: process.id, page: 2, size: 2 })).data!
      .processPersonComparator;
    expect(paged).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(paged.data).toHaveLength(1);
    expect([first, second, third]).toContain(paged.data[0]!.candidate.id);
    const english = await api.comparator(owner.token, { processId: process.id }, { 'accept-language': 'en' });
    expect(english.data!.processPersonComparator.components.map((c) => c.label)).toEqual(
      COMPONENTS.map((c) => COMPONENT_LABELS.en[c.componentType]),
    );
  });

  it('is empty for a caller who added no one, and a candidate without a result shows PENDING', async () => {
    const process = await newProcess();
    expect((await api.comparator(viewer.token, { processId: process.id })).data!.processPersonComparator).toMatchObject(
      { total: 0, data: [] },
    );
    const bare = await t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'ENDED' });
    await candidates.compare(recruiter.token, process.id, [bare.processPersonId]);
    const [row] = (await api.comparator(recruiter.token, { processId: process.id })).data!.processPersonComparator.data;
    expect(row!.results.map((r) => [r.status, r.value])).toEqual(COMPONENTS.map(() => ['PENDING', null]));
    expect(row).toMatchObject({ cvSections: [], competences: [], composedScore: null, salary: null });
  });

  it('refuses trust and controlled basic processes (COMPARATOR_NOT_ALLOWED), another company (NOT_FOUND) and no session', async () => {
    const trust = await newProcess({ typeCompanyPlan: 'RELIABILITY', environmentType: 'CONTROLLED' });
    const basic = await newProcess({ typeCompanyPlan: 'CREDIT', environmentType: 'CONTROLLED', fullProfile: false });
    for (const process of [trust, basic])
      expect(codeOf(await api.comparator(owner.token, { processId: process.id }))).toBe('COMPARATOR_NOT_ALLOWED');
    const process = await newProcess();
    expect(codeOf(await api.comparator(stranger.token, { processId: process.id }))).toBe('NOT_FOUND');
    expect(
      codeOf(
        await t.gql(null, 'query($p: Int!) { processPersonComparator(processId: $p) { total } }', { p: process.id }),
      ),
    ).toBe('UNAUTHENTICATED');
  });
});

describe('processPersonComparator (observer)', () => {
  /** A process with shortlisted candidates and an observer granted DISC and COMPETENCE. */
  async function observed() {
    const process = await newProcess();
    const shown = [await evaluated(process.id, 70, '1'), await evaluated(process.id, 85, '2')];
    for (const candidate of shown)
      await t.buildFeeling({ processPersonId: candidate.processPersonId, userId: owner.user.id, feeling: 'YES' });
    const hidden = await evaluated(process.id, 99, '1');
    const link = await t.buildObserverLink({
      processId: process.id,
      companyId: owner.company.id,
      sections: ['DISC', 'COMPETENCE'],
      termsAcceptedAt: new Date(),
    });
    return { process, shown: shown.map((c) => c.processPersonId), hidden: hidden.processPersonId, ...link };
  }

  it('compares the picked candidates with the granted sections only, and logs a view of each', async () => {
    const { process, shown, observer, token } = await observed();
    const body = await api.comparator(token, { processId: process.id, ids: shown }, observerHeaders());
    expect(body.errors).toBeUndefined();
    const page = body.data!.processPersonComparator;
    expect(page.components.map((c) => c.name)).toEqual(['DISC', 'COMPETENCE']);
    expect(page.total).toBe(2);
    for (const row of page.data) {
      expect(row.results.map((r) => r.componentType)).toEqual(['DISC', 'COMPETENCE']);
      expect(row.candidate.componentStatus.map((c) => c.componentType).sort()).toEqual(['COMPETENCE', 'DISC']);
      // The CV, the trust check and contact data belong to sections the observer was not given.
      expect(row).toMatchObject({
        archetype: 'Di',
        trustCode: null,
        salary: null,
        salaryCurrency: null,
        cvSections: [],
        candidate: { mail: null },
      });
      expect(row.competences).toHaveLength(1);
    }
    const views = await t.db.select().from(observerViews).where(eq(observerViews.observerId, observer.id));
    expect(views.map((v) => v.processPersonId).sort()).toEqual([...shown].sort());
  });

  it('needs ids, at most five (BAD_INPUT), each one the link shows (NOT_FOUND)', async () => {
    const { process, shown, hidden, token } = await observed();
    expect(codeOf(await api.comparator(token, { processId: process.id }, observerHeaders()))).toBe('BAD_INPUT');
    expect(codeOf(await api.comparator(token, { processId: process.id, ids: [] }, observerHeaders()))).toBe(
      'BAD_INPUT',
    );
    expect(
      codeOf(await api.comparator(token, { processId: process.id, ids: [1, 2, 3, 4, 5, 6] }, observerHeaders())),
    ).toBe('BAD_INPUT');
    expect(
      codeOf(await api.comparator(token, { processId: process.id, ids: [shown[0]!, hidden] }, observerHeaders())),
    ).toBe('NOT_FOUND');
  });

  it('refuses another process (FORBIDDEN) and a link before its terms (OBSERVER_TERMS_REQUIRED)', async () => {
    const { shown, token, process } = await observed();
    const other = await newProcess();
    expect(codeOf(await api.comparator(token, { processId: other.id, ids: shown }, observerHeaders()))).toBe(
      'FORBIDDEN',
    );
    const fresh = await t.buildObserverLink({ processId: process.id, companyId: owner.company.id, sections: ['DISC'] });
    expect(codeOf(await api.comparator(fresh.token, { processId: process.id, ids: shown }, observerHeaders()))).toBe(
      'OBSERVER_TERMS_REQUIRED',
    );
  });
});
