import { describe, expect, it } from 'vitest';
import { CV_SECTION_NAMES, PERSON_STATUS_NAMES, type CvScore } from '@terna/domain';
import {
  AREA_PROFILES,
  COMPONENT_SETS,
  INTERVIEW_QUESTIONS,
  type ExperienceArea,
} from '../../../src/db/seed/demo-data.js';
import { evaluateCandidate, withOrder } from '../../../src/db/seed/evaluation.js';
import { KNOWLEDGE_QUESTIONS } from '../../../src/db/seed/question-bank.js';
import { SeededRandom } from '../../../src/db/seed/random.js';

/** The demo evaluation's knowledge and interview answers agree with the results they explain. */

const components = withOrder(COMPONENT_SETS.CAP_COMPLETE);
const competences = [{ name: 'Liderazgo', weight: 100 }];
const areas = Object.keys(AREA_PROFILES) as ExperienceArea[];
/** The CV match comes from the engine, not from the generator: any passing one will do here. */
const cv: CvScore = { value: 80, scoreList: CV_SECTION_NAMES.map((section) => ({ section, score: 80 })) };

function evaluations(count: number) {
  const random = new SeededRandom(42);
  return Array.from({ length: count }, (_, i) => ({
    area: areas[i % areas.length]!,
    evaluation: evaluateCandidate(
      random,
      components,
      competences,
      PERSON_STATUS_NAMES[i % PERSON_STATUS_NAMES.length]!,
      areas[i % areas.length]!,
      cv,
    ),
  }));
}

interface KnowledgeDetails {
  questionCount: number;
  correctAnswers: number;
  answers: { question: string; answer: string | null; correctAnswer: string; correct: boolean }[];
}
interface InterviewDetails {
  grade: number;
  answers: { question: string; answer: string; grade: number }[];
}

describe('demo evaluation answers', () => {
  const all = evaluations(200);
  const outcomes = (type: string) =>
    all.flatMap(({ area, evaluation }) =>
      evaluation.outcomes
        .filter((o) => o.componentType === type && o.details)
        .map((o) => ({ area, details: o.details })),
    );

  it('answers every question of the knowledge test, as many of them right as correctAnswers says', () => {
    const knowledge = outcomes('KNOWLEDGE_TEST');
    expect(knowledge.length).toBeGreaterThan(20);
    for (const { area, details } of knowledge) {
      const { questionCount, correctAnswers, answers } = details as unknown as KnowledgeDetails;
      expect(answers).toHaveLength(questionCount);
      expect(answers.filter((a) => a.correct)).toHaveLength(correctAnswers);
      for (const answer of answers) expect(answer.correct).toBe(answer.answer === answer.correctAnswer);
      // The test's own questions first, then the general ones; no question twice.
      expect(answers[0]!.question).toBe(KNOWLEDGE_QUESTIONS[AREA_PROFILES[area].knowledgeTest]![0]![0]);
      expect(new Set(answers.map((a) => a.question)).size).toBe(questionCount);
    }
  });

  it('answers every interview question with grades whose mean is the interview grade', () => {
    const interviews = outcomes('INTERVIEW');
    expect(interviews.length).toBeGreaterThan(20);
    for (const { details } of interviews) {
      const { grade, answers } = details as unknown as InterviewDetails;
      expect(answers.map((a) => a.question)).toEqual(INTERVIEW_QUESTIONS);
      for (const answer of answers) expect(answer.grade).toBeGreaterThanOrEqual(0);
      for (const answer of answers) expect(answer.grade).toBeLessThanOrEqual(10);
      const mean = answers.reduce((sum, a) => sum + a.grade, 0) / answers.length;
      expect(mean).toBeCloseTo(grade, 6);
    }
  });

  it('takes the CV match from the engine: under its minimum it disqualifies whoever started, else it passes as given', () => {
    const weak: CvScore = {
      value: 20,
      scoreList: CV_SECTION_NAMES.map((section) => ({ section, score: section === 'EDUCATION' ? 0 : 24 })),
    };
    const random = new SeededRandom(7);
    for (const requested of PERSON_STATUS_NAMES) {
      const evaluation = evaluateCandidate(random, components, competences, requested, areas[0]!, weak);
      const curriculum = evaluation.outcomes.find((o) => o.componentType === 'CURRICULUM');
      if (requested === 'OPEN') {
        expect(evaluation.status).toBe('OPEN');
        continue;
      }
      expect(evaluation.status).toBe('DISQUALIFIED');
      expect(curriculum).toMatchObject({ status: 'REJECT', value: 20, details: { scoreList: weak.scoreList } });
    }
    const scored = all.flatMap(({ evaluation }) =>
      evaluation.outcomes.filter((o) => o.componentType === 'CURRICULUM' && o.value !== null),
    );
    expect(scored.length).toBeGreaterThan(20);
    for (const outcome of scored) expect(outcome).toMatchObject({ status: 'SUCCESS', value: 80 });
  });

  it('draws the answers outside the main stream: the results are those of an evaluation without them', () => {
    const again = evaluations(200);
    expect(again.map(({ evaluation }) => evaluation.composedScore)).toEqual(
      all.map(({ evaluation }) => evaluation.composedScore),
    );
    // The next draw of the main stream after all evaluations is the same whatever the answers took.
    const random = new SeededRandom(42);
    for (let i = 0; i < 200; i++)
      evaluateCandidate(
        random,
        components,
        competences,
        PERSON_STATUS_NAMES[i % PERSON_STATUS_NAMES.length]!,
        areas[i % areas.length]!,
        cv,
      );
    const other = new SeededRandom(42);
    for (let i = 0; i < 200; i++)
      evaluateCandidate(
        other,
        components,
        competences,
        PERSON_STATUS_NAMES[i % PERSON_STATUS_NAMES.length]!,
        areas[(i + 1) % areas.length]!,
        cv,
      );
    expect(random.next()).toBe(other.next());
  });
});
