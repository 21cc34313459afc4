import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, componentResults } from '../../../src/db/schema/index.js';
import { recordComponentResult, reuseDisc } from '../../../src/modules/scoring/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { testSuite } from '../../support/suite.js';
import {
  competenceInput,
  cvInput,
  discInput,
  interviewInput,
  knowledgeInput,
  RESULT_FIELDS,
  scoredProcess,
} from './scoring-world.js';

/**
 * recordComponentResult and reuseDisc (decision 015): what the candidate screens read after a
 * component is scored, through the real GraphQL the sidebar and the detail use.
 */
const { t, owner, stranger } = testSuite({ members: ['stranger'] });
const DAY_MS = 86_400_000;

interface Result {
  componentType: string;
  status: string;
  value: number | null;
  disc: { factors: { factor: string; value: number }[]; archetype: string } | null;
  curriculum: { sections: { section: string; score: number }[] } | null;
  competences: { name: string; value: number; weight: number }[] | null;
  knowledge: { questionCount: number; correctAnswers: number } | null;
  interview: {
    grade: number | null;
    answers: { questionId: string; answered: boolean; grade: number | null }[];
  } | null;
}
interface Seen {
  evaluationsStatus: string;
  ranking: number | null;
  archetype: string | null;
  disqualificationReasons: string[];
  composedCapResult: { value: number | null; status: boolean };
  results: Result[];
  activities: { name: string; data: string | null }[];
}

async function seen(processPersonId: number, token = owner.token): Promise<Seen> {
  const body = await candidateApi(t).processPerson(token, processPersonId, RESULT_FIELDS);
  expect(body.errors).toBeUndefined();
  return body.data!.processPerson as unknown as Seen;
}
const result = (view: Seen, type: string) => view.results.find((r) => r.componentType === type)!;

const FULL = {
  CURRICULUM: [30, 50],
  DISC: [20, 0],
  COMPETENCE: [20, 60],
  KNOWLEDGE_TEST: [10, 0],
  INTERVIEW: [20, 50],
} as const;

describe('recordComponentResult', () => {
  it('writes each component as the candidate screens read it, and settles the candidate', async () => {
    const process = await scoredProcess(t, owner.company.id, FULL);
    const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
    const now = new Date();

    await recordComponentResult(t.db, processPersonId, cvInput('yes'), now);
    let view = await seen(processPersonId);
    // Bogota is the job's Bogotá; Spanish native; 5 M COP inside 4-6 M: every section 100.
    expect(result(view, 'CURRICULUM')).toMatchObject({ status: 'SUCCESS', value: 100 });
    expect(result(view, 'CURRICULUM').curriculum!.sections.every((s) => s.score === 100)).toBe(true);
    expect(view).toMatchObject({
      evaluationsStatus: 'INPROGRESS',
      ranking: null,
      composedCapResult: { value: 100, status: false },
    });

    await recordComponentResult(t.db, processPersonId, discInput('D', 'S'), now);
    view = await seen(processPersonId);
    // D 100, I 50, S 0, C 50 ("D"); ideal of Liderazgo (management, 60) and Trabajo en equipo
    // (relationship, 40): D 64, I 74, S 55, C 43. Fit 100 - (36 + 24 + 55 + 7) / 4 = 69.5.
    expect(result(view, 'DISC')).toMatchObject({ status: 'SUCCESS', value: 69.5 });
    expect(result(view, 'DISC').disc!.factors.map((f) => f.value)).toEqual([100, 50, 0, 50]);
    expect(view.archetype).toBe('D');

    await recordComponentResult(t.db, processPersonId, competenceInput(), now);
    await recordComponentResult(t.db, processPersonId, knowledgeInput(3), now);
    view = await seen(processPersonId);
    expect(result(view, 'COMPETENCE').competences).toEqual([
      { name: 'Liderazgo', value: 100, weight: 60 },
      { name: 'Trabajo en equipo', value: 100, weight: 40 },
    ]);
    expect(result(view, 'KNOWLEDGE_TEST')).toMatchObject({
      value: 75,
      knowledge: { questionCount: 4, correctAnswers: 3 },
    });
    // (30 * 100 + 20 * 69.5 + 20 * 100 + 10 * 75) / 80 = 7140 / 80, the interview still to come.
    expect(view).toMatchObject({ evaluationsStatus: 'INPROGRESS', composedCapResult: { value: 89.25, status: false } });

    await recordComponentResult(t.db, processPersonId, interviewInput(['Lideré un equipo de ventas.', null]), now);
    view = await seen(processPersonId);
    expect(result(view, 'INTERVIEW')).toMatchObject({ status: 'PENDING_GRADE', value: null });
    expect(result(view, 'INTERVIEW').interview!.answers.map((a) => [a.questionId, a.answered])).toEqual([
      ['iq1', true],
      ['iq2', false],
    ]);
    // Awaiting its grade the interview counts as taken and stays out of the score: ENDED, ranked, final.
    expect(view).toMatchObject({
      evaluationsStatus: 'ENDED',
      ranking: 1,
      composedCapResult: { value: 89.25, status: true },
    });
    expect(view.activities.map((a) => a.name)).toContain('FINISHED');
  });

  it('disqualifies a failed knock-out with the CV as the reason the sidebar lists, and names the question', async () => {
    const process = await scoredProcess(t, owner.company.id, FULL);
    const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
    await recordComponentResult(t.db, processPersonId, cvInput('no'), new Date());
    const view = await seen(processPersonId);
    expect(view).toMatchObject({
      evaluationsStatus: 'DISQUALIFIED',
      disqualificationReasons: ['CURRICULUM'],
      ranking: null,
    });
    expect(result(view, 'CURRICULUM')).toMatchObject({ status: 'REJECT', value: 100 });
    const activity = view.activities.find((a) => a.name === 'DISQUALIFIED')!;
    expect(JSON.parse(activity.data!)).toEqual({ componentTypes: ['CURRICULUM'] });
    const [stored] = await t.db
      .select({ details: componentResults.details })
      .from(componentResults)
      .where(
        and(eq(componentResults.processPersonId, processPersonId), eq(componentResults.componentType, 'CURRICULUM')),
      );
    expect((stored!.details as { reasons: unknown }).reasons).toEqual([
      { questionId: 'licence', question: '¿Tienes licencia de conducción vigente?' },
    ]);
  });

  it('disqualifies a component under its minimum and scores a salary above the range in proportion', async () => {
    const process = await scoredProcess(t, owner.company.id, { CURRICULUM: [50, 95], KNOWLEDGE_TEST: [50, 0] });
    const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
    // 9 M against a 6 M top: salary 66.67; (35+30+5+5+5) * 100 + 20 * 66.67 = 93.33 < 95.
    await recordComponentResult(t.db, processPersonId, cvInput('yes', 9_000_000), new Date());
    const view = await seen(processPersonId);
    expect(result(view, 'CURRICULUM')).toMatchObject({ status: 'REJECT', value: 93.33 });
    expect(view).toMatchObject({ evaluationsStatus: 'DISQUALIFIED', disqualificationReasons: ['CURRICULUM'] });
  });

  it('ranks the finished candidates by composed score, moving the others as places change', async () => {
    const process = await scoredProcess(t, owner.company.id, { KNOWLEDGE_TEST: [100, 0] });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => t.buildProcessPerson({ processId: process.id })));
    const ranking = async () => Promise.all([a, b, c].map(async (x) => (await seen(x!.processPersonId)).ranking));
    const score = (x: typeof a, right: number) =>
      recordComponentResult(t.db, x!.processPersonId, knowledgeInput(right), new Date());

    await score(a, 3);
    expect(await ranking()).toEqual([1, null, null]);
    await score(b, 1);
    expect(await ranking()).toEqual([1, 2, null]);
    await score(c, 4);
    expect(await ranking()).toEqual([2, 3, 1]);
    // A retake that drops A to the bottom moves B up.
    await score(a, 0);
    expect(await ranking()).toEqual([3, 2, 1]);
    // Ties go by arrival: B (earlier) ahead of a later candidate with the same score.
    const d = await t.buildProcessPerson({ processId: process.id });
    await score(d, 1);
    expect([...(await ranking()), (await seen(d.processPersonId)).ranking]).toEqual([4, 2, 1, 3]);
  });

  it('stays consistent when 20 candidates finish at the same time', async () => {
    const process = await scoredProcess(t, owner.company.id, { KNOWLEDGE_TEST: [100, 0] });
    const people = await Promise.all(Array.from({ length: 20 }, () => t.buildProcessPerson({ processId: process.id })));
    // Candidate i answers i of 20 right: 5 * i points, so the last is first.
    await Promise.all(
      people.map((p, i) => recordComponentResult(t.db, p.processPersonId, knowledgeInput(i, 20), new Date())),
    );
    const views = await Promise.all(people.map((p) => seen(p.processPersonId)));
    expect(views.map((v) => v.ranking)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(views.map((v) => v.composedCapResult.value)).toEqual(Array.from({ length: 20 }, (_, i) => i * 5));
    expect(views.every((v) => v.activities.filter((a) => a.name === 'FINISHED').length === 1)).toBe(true);
  });

  it('refuses a component the process does not evaluate, writing nothing', async () => {
    const process = await scoredProcess(t, owner.company.id, { KNOWLEDGE_TEST: [100, 0] });
    const { processPersonId } = await t.buildProcessPerson({ processId: process.id });
    await expect(recordComponentResult(t.db, processPersonId, discInput('D', 'S'), new Date())).rejects.toThrow(
      'NOT_FOUND',
    );
    expect((await seen(processPersonId)).results.map((r) => r.status)).toEqual(['PENDING']);
  });
});

describe('reuseDisc', () => {
  it('reuses a DISC of the same person, or the same e-mail, taken for the company within its window', async () => {
    const first = await scoredProcess(t, owner.company.id, { DISC: [100, 0] });
    const taker = await t.buildProcessPerson({ processId: first.id, person: { email: 'Reuse.Me@Example.test' } });
    const takenAt = new Date(Date.now() - 30 * DAY_MS);
    await recordComponentResult(t.db, taker.processPersonId, discInput('I', 'C'), takenAt);

    const second = await scoredProcess(t, owner.company.id, { DISC: [50, 0], KNOWLEDGE_TEST: [50, 0] });
    const samePerson = await t.buildProcessPerson({ processId: second.id, personId: taker.personId });
    expect(await reuseDisc(t.db, samePerson.processPersonId, new Date())).toEqual({ takenAt });
    const view = await seen(samePerson.processPersonId);
    expect(result(view, 'DISC').disc!.factors.map((f) => f.value)).toEqual([50, 100, 50, 0]);
    expect(view).toMatchObject({ archetype: 'I', evaluationsStatus: 'INPROGRESS' });

    const sameMail = await t.buildProcessPerson({ processId: second.id, person: { email: 'reuse.me@example.TEST' } });
    expect(await reuseDisc(t.db, sameMail.processPersonId, new Date())).toEqual({ takenAt });
    // Done already: nothing more to reuse.
    expect(await reuseDisc(t.db, sameMail.processPersonId, new Date())).toBeNull();
  });

  it('does not reuse outside the company’s window, nor another company’s DISC', async () => {
    const first = await scoredProcess(t, owner.company.id, { DISC: [100, 0] });
    const taker = await t.buildProcessPerson({ processId: first.id });
    await recordComponentResult(t.db, taker.processPersonId, discInput('C', 'I'), new Date(Date.now() - 181 * DAY_MS));
    const second = await scoredProcess(t, owner.company.id, { DISC: [100, 0] });
    const again = await t.buildProcessPerson({ processId: second.id, personId: taker.personId });
    // Default window 180 days.
    expect(await reuseDisc(t.db, again.processPersonId, new Date())).toBeNull();
    // A company that keeps DISC results longer reuses it.
    await t.db.update(companies).set({ discValidityDays: 365 }).where(eq(companies.id, owner.company.id));
    expect(await reuseDisc(t.db, again.processPersonId, new Date())).not.toBeNull();
    await t.db.update(companies).set({ discValidityDays: 180 }).where(eq(companies.id, owner.company.id));

    const elsewhere = await scoredProcess(t, stranger.company.id, { DISC: [100, 0] });
    const other = await t.buildProcessPerson({ processId: elsewhere.id, personId: taker.personId });
    expect(await reuseDisc(t.db, other.processPersonId, new Date())).toBeNull();
    expect(result(await seen(other.processPersonId, stranger.token), 'DISC').status).toBe('PENDING');
  });
});
