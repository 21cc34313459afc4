import type { TakenKnowledgeTest } from '../content-types.js';
import { round2, weightedMean } from './round.js';

export interface KnowledgeAnswerResult {
  questionId: string;
  question: string;
  /** The option chosen, as shown; null when left blank. */
  answer: string | null;
  correctAnswer: string;
  correct: boolean;
}
export interface KnowledgeTestScore {
  questionBankId: number;
  name: string;
  weight: number;
  questionCount: number;
  correctAnswers: number;
  value: number;
}
export interface KnowledgeScore {
  /** Over every test: what the candidate detail's knowledge block shows. */
  questionCount: number;
  correctAnswers: number;
  answers: KnowledgeAnswerResult[];
  tests: KnowledgeTestScore[];
  value: number;
}

/**
 * Knowledge tests: each test scores correct / questions * 100 (a blank or unknown option is wrong;
 * a test with no question scores 0); the component value is the tests' mean weighted by their
 * weights. The answers keep the candidate's question order.
 */
export function scoreKnowledge(tests: readonly TakenKnowledgeTest[]): KnowledgeScore {
  const answers: KnowledgeAnswerResult[] = [];
  const scores = tests.map((test): KnowledgeTestScore => {
    let correctAnswers = 0;
    for (const question of test.questions) {
      const chosenId = test.answers.find((answer) => answer.questionId === question.id)?.optionId ?? null;
      const chosen = question.options.find((option) => option.id === chosenId) ?? null;
      const correct = chosen?.correct === true;
      if (correct) correctAnswers += 1;
      answers.push({
        questionId: question.id,
        question: question.content,
        answer: chosen?.label ?? null,
        correctAnswer: question.options.find((option) => option.correct)?.label ?? '',
        correct,
      });
    }
    const questionCount = test.questions.length;
    return {
      questionBankId: test.questionBankId,
      name: test.name,
      weight: test.weight,
      questionCount,
      correctAnswers,
      value: questionCount === 0 ? 0 : round2((correctAnswers / questionCount) * 100),
    };
  });
  return {
    questionCount: scores.reduce((sum, test) => sum + test.questionCount, 0),
    correctAnswers: scores.reduce((sum, test) => sum + test.correctAnswers, 0),
    answers,
    tests: scores,
    value: round2(
      weightedMean(
        scores.map((test) => test.value),
        scores.map((test) => test.weight),
      ),
    ),
  };
}
