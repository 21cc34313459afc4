import { describe, expect, it } from 'vitest';
import type { KeyedChoiceQuestion, TakenKnowledgeTest } from '../content-types.js';
import { scoreKnowledge } from './knowledge.js';

const question = (id: string): KeyedChoiceQuestion => ({
  id,
  content: `Pregunta ${id}`,
  difficulty: 'MEDIUM',
  options: [
    { id: `${id}a`, label: `${id} bien`, correct: true },
    { id: `${id}b`, label: `${id} mal`, correct: false },
  ],
});
const test = (
  questionBankId: number,
  weight: number,
  ids: string[],
  answers: TakenKnowledgeTest['answers'],
): TakenKnowledgeTest => ({
  questionBankId,
  name: `Banco ${questionBankId}`,
  difficulty: 'MEDIUM',
  weight,
  questions: ids.map(question),
  answers,
  timedOut: false,
});

describe('scoreKnowledge', () => {
  it('scores correct over total per test, blanks wrong, weighted by the tests’ weights', () => {
    const result = scoreKnowledge([
      // q1 right, q2 wrong, q3 blank, q4 never sent: 1 / 4 = 25.
      test(
        1,
        70,
        ['q1', 'q2', 'q3', 'q4'],
        [
          { questionId: 'q1', optionId: 'q1a' },
          { questionId: 'q2', optionId: 'q2b' },
          { questionId: 'q3', optionId: null },
        ],
      ),
      // Both right: 100.
      test(
        2,
        30,
        ['r1', 'r2'],
        [
          { questionId: 'r1', optionId: 'r1a' },
          { questionId: 'r2', optionId: 'r2a' },
        ],
      ),
    ]);
    expect(result.tests.map((t) => [t.questionCount, t.correctAnswers, t.value])).toEqual([
      [4, 1, 25],
      [2, 2, 100],
    ]);
    // 25 * 0.7 + 100 * 0.3.
    expect(result.value).toBe(47.5);
    expect(result.questionCount).toBe(6);
    expect(result.correctAnswers).toBe(3);
    expect(result.answers.slice(0, 3)).toEqual([
      { questionId: 'q1', question: 'Pregunta q1', answer: 'q1 bien', correctAnswer: 'q1 bien', correct: true },
      { questionId: 'q2', question: 'Pregunta q2', answer: 'q2 mal', correctAnswer: 'q2 bien', correct: false },
      { questionId: 'q3', question: 'Pregunta q3', answer: null, correctAnswer: 'q3 bien', correct: false },
    ]);
  });
});
