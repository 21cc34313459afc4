import { describe, expect, it } from 'vitest';
import { sharedMessages } from '@terna/domain';
import { recordComponentResult } from '../../../src/modules/scoring/index.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';
import { interviewInput, knowledgeInput, scoredProcess } from './scoring-world.js';

/** gradeInterview and the capresults route (decision 015), through the real API. */
const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

const GRADE = `mutation($id: Int!, $grades: [InterviewGradeInput!]!) {
  gradeInterview(processPersonId: $id, grades: $grades) {
    evaluationsStatus ranking composedCapResult { value status }
    results { componentType status value interview { grade answers { questionId grade } } }
    activities { name data } } }`;
interface Graded {
  gradeInterview: {
    evaluationsStatus: string;
    ranking: number | null;
    composedCapResult: { value: number | null; status: boolean };
    results: {
      componentType: string;
      status: string;
      value: number | null;
      interview: { grade: number | null } | null;
    }[];
    activities: { name: string; data: string | null }[];
  };
}
const grade = (token: string, id: number, grades: { questionId: string; grade: number }[]) =>
  t.gql<Graded>(token, GRADE, { id, grades });

/** A candidate with the knowledge test (50, 75 points) done and the interview (50, minimum 60) answered twice of three. */
async function interviewed() {
  const process = await scoredProcess(t, owner.company.id, { KNOWLEDGE_TEST: [50, 0], INTERVIEW: [50, 60] });
  const candidate = await t.buildProcessPerson({ processId: process.id });
  await recordComponentResult(t.db, candidate.processPersonId, knowledgeInput(3), new Date());
  await recordComponentResult(t.db, candidate.processPersonId, interviewInput(['Sí', 'Porque sí', null]), new Date());
  return { process, ...candidate };
}

describe('gradeInterview', () => {
  it('grades the answered questions, averages with the blank one at 0 and moves the composed score', async () => {
    const { processPersonId } = await interviewed();
    const body = await grade(owner.token, processPersonId, [
      { questionId: 'iq1', grade: 9 },
      { questionId: 'iq2', grade: 9.5 },
    ]);
    expect(body.errors).toBeUndefined();
    const view = body.data!.gradeInterview;
    // (9 + 9.5 + 0) / 3 = 6.17: 6.2, value 62 >= 60. Composed (75 * 50 + 62 * 50) / 100 = 68.5, was 75.
    expect(view.results.find((r) => r.componentType === 'INTERVIEW')).toMatchObject({
      status: 'SUCCESS',
      value: 62,
      interview: { grade: 6.2 },
    });
    expect(view).toMatchObject({
      evaluationsStatus: 'ENDED',
      ranking: 1,
      composedCapResult: { value: 68.5, status: true },
    });
    const activity = view.activities.find((a) => a.name === 'INTERVIEW_GRADED')!;
    expect(JSON.parse(activity.data!)).toEqual({ grade: 6.2, previousGrade: null, status: 'SUCCESS' });

    // Graded again lower: under the minimum the interview is REJECT and the candidate disqualified.
    const again = (await grade(owner.token, processPersonId, [
      { questionId: 'iq1', grade: 5 },
      { questionId: 'iq2', grade: 4 },
    ]))!.data!.gradeInterview;
    // (5 + 4 + 0) / 3 = 3: 30 < 60. Composed (75 * 50 + 30 * 50) / 100 = 52.5.
    expect(again).toMatchObject({
      evaluationsStatus: 'DISQUALIFIED',
      ranking: null,
      composedCapResult: { value: 52.5 },
    });
  });

  it('refuses grades that are missing, extra, out of range or with two decimals, changing nothing', async () => {
    const { processPersonId } = await interviewed();
    for (const grades of [
      [{ questionId: 'iq1', grade: 8 }],
      [
        { questionId: 'iq1', grade: 8 },
        { questionId: 'iq3', grade: 8 },
      ],
      [
        { questionId: 'iq1', grade: 8 },
        { questionId: 'iq2', grade: 8 },
        { questionId: 'iq2', grade: 7 },
      ],
    ]) {
      const body = await grade(owner.token, processPersonId, grades);
      expect(codeOf(body)).toBe('INTERVIEW_GRADES_INCOMPLETE');
      expect(body.errors![0]!.message).toBe(sharedMessages.es.errors.INTERVIEW_GRADES_INCOMPLETE);
    }
    for (const bad of [10.5, -1, 7.25]) {
      const body = await grade(owner.token, processPersonId, [
        { questionId: 'iq1', grade: bad },
        { questionId: 'iq2', grade: 8 },
      ]);
      expect(codeOf(body)).toBe('BAD_INPUT');
    }
    const check = await grade(owner.token, processPersonId, [
      { questionId: 'iq1', grade: 10 },
      { questionId: 'iq2', grade: 10 },
    ]);
    // Nothing before was kept: this is the first grade.
    expect(
      JSON.parse(check.data!.gradeInterview.activities.find((a) => a.name === 'INTERVIEW_GRADED')!.data!),
    ).toMatchObject({
      previousGrade: null,
    });
  });

  it('refuses an interview not taken, another company’s candidate and a viewer', async () => {
    const process = await scoredProcess(t, owner.company.id, { INTERVIEW: [100, 0] });
    const fresh = await t.buildProcessPerson({ processId: process.id });
    expect(codeOf(await grade(owner.token, fresh.processPersonId, [{ questionId: 'iq1', grade: 5 }]))).toBe(
      'INTERVIEW_NOT_GRADABLE',
    );
    const { processPersonId } = await interviewed();
    const grades = [
      { questionId: 'iq1', grade: 5 },
      { questionId: 'iq2', grade: 5 },
    ];
    expect(codeOf(await grade(stranger.token, processPersonId, grades))).toBe('NOT_FOUND');
    expect(codeOf(await grade(viewer.token, processPersonId, grades))).toBe('FORBIDDEN');
  });

  it('stays consistent under 20 parallel grades and results of one process', async () => {
    const { process, processPersonId } = await interviewed();
    const others = await Promise.all(Array.from({ length: 10 }, () => t.buildProcessPerson({ processId: process.id })));
    const bodies = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        grade(owner.token, processPersonId, [
          { questionId: 'iq1', grade: i },
          { questionId: 'iq2', grade: i },
        ]),
      ),
      ...others.map((o, i) =>
        Promise.all([
          recordComponentResult(t.db, o.processPersonId, knowledgeInput(i % 5), new Date()),
          recordComponentResult(t.db, o.processPersonId, interviewInput(['Hola']), new Date()),
        ]),
      ),
    ]);
    expect(bodies.slice(0, 10).every((b) => !('errors' in b && b.errors))).toBe(true);
    const check = await grade(owner.token, processPersonId, [
      { questionId: 'iq1', grade: 9 },
      { questionId: 'iq2', grade: 9 },
    ]);
    const final = check.data!.gradeInterview;
    expect(final.activities.filter((a) => a.name === 'INTERVIEW_GRADED')).toHaveLength(11);
    // (9 + 9 + 0) / 3 = 6 -> 60; (75 + 60) / 2 = 67.5.
    expect(final.composedCapResult.value).toBe(67.5);
    // Rankings of the ENDED candidates are 1..n with no gap or repeat.
    const rows = await t.db.query.processPersons.findMany({
      where: (pp, { eq, and }) => and(eq(pp.processId, process.id), eq(pp.evaluationsStatus, 'ENDED')),
    });
    const places = rows.map((r) => r.ranking).sort((a, b) => a! - b!);
    expect(places).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    const byScore = [...rows].sort((a, b) => Number(b.composedScore) - Number(a.composedScore) || a.id - b.id);
    expect(byScore.map((r) => r.ranking)).toEqual(places);
  });
});

describe('GET /evaluation-web/capresults/:processId/2/:personId/detail', () => {
  const get = (token: string, processId: number, personId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/evaluation-web/capresults/${processId}/2/${personId}/detail`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers the composed result and each component’s result', async () => {
    const { process, personId } = await interviewed();
    const response = await get(viewer.token, process.id, personId);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      processId: process.id,
      personId,
      evaluationsStatus: 'ENDED',
      ranking: 1,
      composedCapResult: { value: 75, status: true },
      components: [
        { componentType: 'KNOWLEDGE_TEST', status: 'SUCCESS', value: 75 },
        { componentType: 'INTERVIEW', status: 'PENDING_GRADE', value: null },
      ],
    });
  });

  it('answers NOT_PAYED (402) for a process never launched and NOT_FOUND for another company', async () => {
    const draft = await t.buildProcess({ companyId: owner.company.id, status: 'DRAFT', withJobOpportunity: true });
    const candidate = await t.buildProcessPerson({ processId: draft.id });
    const unpaid = await get(owner.token, draft.id, candidate.personId);
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toMatchObject({ code: 'NOT_PAYED' });
    const { process, personId } = await interviewed();
    const foreign = await get(stranger.token, process.id, personId);
    expect(foreign.statusCode).toBe(404);
  });
});
