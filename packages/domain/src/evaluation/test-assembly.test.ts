import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER_TIME } from '../launch/draft.js';
import type { QuestionDifficulty } from '../launch/question-bank.js';
import { COMPETENCE_ITEMS } from './competence-items.js';
import { DISC_GROUPS } from './disc-questionnaire.js';
import { INTERVIEW_DEFAULT_QUESTIONS } from './interview-defaults.js';
import {
  assembleKnowledgeTest,
  competenceQuestions,
  discQuestions,
  interviewPrompts,
  publicChoiceQuestion,
  publicInterviewQuestion,
  seededShuffle,
} from './test-assembly.js';

// As keys or values, not inside a label: the adjective "Correcto" is fine to show.
const KEY_WORDS = /"(factor|correct|reverse)"/i;
const numbers = Array.from({ length: 20 }, (_, index) => index);

describe('seededShuffle', () => {
  it('gives the same order for the same seed and leaves the input alone', () => {
    const input = [...numbers];
    expect(seededShuffle(input, 'candidate-7')).toEqual(seededShuffle(input, 'candidate-7'));
    expect(input).toEqual(numbers);
  });

  it('gives different orders for different seeds, always a permutation', () => {
    const orders = ['a', 'b', 'c', 'd'].map((seed) => seededShuffle(numbers, seed));
    expect(new Set(orders.map((order) => order.join(','))).size).toBe(4);
    for (const order of orders) expect([...order].sort((x, y) => x - y)).toEqual(numbers);
    expect(orders.some((order) => order.join(',') !== numbers.join(','))).toBe(true);
  });

  it('copes with empty and single lists', () => {
    expect(seededShuffle([], 'x')).toEqual([]);
    expect(seededShuffle(['only'], 'x')).toEqual(['only']);
  });
});

describe('discQuestions', () => {
  it('asks every group once, with all four adjectives in the candidate language', () => {
    const { questions } = discQuestions('en', 'seed-1');
    expect(questions.map((question) => question.id).sort()).toEqual(DISC_GROUPS.map((group) => group.id));
    const first = questions.find((question) => question.id === 'disc-01');
    const group = DISC_GROUPS[0]!;
    expect(first).toEqual({
      kind: 'DISC_GROUP',
      id: 'disc-01',
      options: expect.arrayContaining(group.options.map((option) => ({ id: option.id, label: option.label.en }))),
    });
  });

  it('keeps the order for one candidate and changes it between candidates', () => {
    expect(discQuestions('es', 'one')).toEqual(discQuestions('es', 'one'));
    const ids = (seed: string) => discQuestions('es', seed).questions.map((question) => question.id);
    expect(ids('one')).not.toEqual(ids('two'));
    const options = (seed: string) =>
      discQuestions('es', seed).questions.map((question) =>
        question.kind === 'DISC_GROUP' ? question.options.map((option) => option.id).join('') : '',
      );
    expect(options('one')).not.toEqual(options('two'));
  });

  it('never sends a factor to the browser', () => {
    const serialized = JSON.stringify(discQuestions('es', 'leak'));
    expect(serialized).not.toMatch(KEY_WORDS);
    expect(serialized).not.toMatch(/"[DISC]"/);
  });
});

describe('competenceQuestions', () => {
  const codes = ['TEAMWORK', 'LEADERSHIP', 'EMPATHY'];
  const competenceOf = (id: string) => COMPETENCE_ITEMS.find((item) => item.id === id)!.competence;

  it('asks every item of the chosen competences, never two of one competence in a row', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const questions = competenceQuestions(codes, 'es', seed);
      const expected = COMPETENCE_ITEMS.filter((item) => codes.includes(item.competence)).map((item) => item.id);
      expect(questions.map((question) => question.id).sort()).toEqual(expected.sort());
      const competences = questions.map((question) => competenceOf(question.id));
      expect(competences.filter((code, index) => code === competences[index - 1])).toEqual([]);
    }
  });

  it('shows the statement in the candidate language, and nothing of the key', () => {
    const questions = competenceQuestions(['TEAMWORK'], 'en', 'seed');
    const item = COMPETENCE_ITEMS.find((entry) => entry.id === 'TEAMWORK-1')!;
    expect(questions).toContainEqual({ kind: 'LIKERT', id: 'TEAMWORK-1', statement: item.statement.en });
    expect(JSON.stringify(competenceQuestions(codes, 'es', 'seed'))).not.toMatch(KEY_WORDS);
  });

  it('is stable per seed, ignores repeated and unknown codes', () => {
    expect(competenceQuestions(codes, 'es', 'x')).toEqual(competenceQuestions(codes, 'es', 'x'));
    expect(competenceQuestions(codes, 'es', 'x')).not.toEqual(competenceQuestions(codes, 'es', 'y'));
    expect(competenceQuestions(['TEAMWORK', 'TEAMWORK', 'NOT_A_CODE'], 'es', 'x')).toHaveLength(4);
  });
});

describe('assembleKnowledgeTest', () => {
  // 4 questions of each difficulty: ids 1-4 EASY, 5-8 MEDIUM, 9-12 HARD.
  const difficulties: QuestionDifficulty[] = ['EASY', 'MEDIUM', 'HARD'];
  const bank = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    content: `Question ${index + 1}`,
    difficulty: difficulties[Math.floor(index / 4)]!,
    answers: [
      { id: `${index + 1}-right`, content: 'Right', correct: true },
      { id: `${index + 1}-wrong-1`, content: 'Wrong one', correct: false },
      { id: `${index + 1}-wrong-2`, content: 'Wrong two', correct: false },
    ],
  }));
  const mix = (questions: { difficulty: QuestionDifficulty }[]) =>
    Object.fromEntries(
      difficulties.map((difficulty) => [difficulty, questions.filter((q) => q.difficulty === difficulty).length]),
    );

  it('prefers the chosen difficulty and fills from the nearest one', () => {
    expect(mix(assembleKnowledgeTest(bank, { questionCount: 6, difficulty: 'EASY' }, 's'))).toEqual({
      EASY: 4,
      MEDIUM: 2,
      HARD: 0,
    });
    expect(mix(assembleKnowledgeTest(bank, { questionCount: 6, difficulty: 'HARD' }, 's'))).toEqual({
      EASY: 0,
      MEDIUM: 2,
      HARD: 4,
    });
    expect(mix(assembleKnowledgeTest(bank, { questionCount: 9, difficulty: 'EASY' }, 's'))).toEqual({
      EASY: 4,
      MEDIUM: 4,
      HARD: 1,
    });
  });

  it('fills a MEDIUM test evenly from EASY and HARD, and mixes a CUSTOM one evenly', () => {
    expect(mix(assembleKnowledgeTest(bank, { questionCount: 8, difficulty: 'MEDIUM' }, 's'))).toEqual({
      EASY: 2,
      MEDIUM: 4,
      HARD: 2,
    });
    expect(mix(assembleKnowledgeTest(bank, { questionCount: 6, difficulty: 'CUSTOM' }, 's'))).toEqual({
      EASY: 2,
      MEDIUM: 2,
      HARD: 2,
    });
  });

  it('takes the whole bank when it holds fewer questions than asked', () => {
    const test = assembleKnowledgeTest(bank, { questionCount: 15, difficulty: 'MEDIUM' }, 's');
    expect(test.map((question) => question.id).sort((a, b) => Number(a) - Number(b))).toEqual(
      bank.map((question) => String(question.id)),
    );
  });

  it('keeps the bank ids and the key, shuffles questions and options per candidate', () => {
    const test = assembleKnowledgeTest(bank, { questionCount: 12, difficulty: 'CUSTOM' }, 'candidate-1');
    const question = test.find((entry) => entry.id === '3')!;
    expect(question.content).toBe('Question 3');
    expect(question.options.map((option) => option.id).sort()).toEqual(['3-right', '3-wrong-1', '3-wrong-2']);
    expect(question.options.find((option) => option.correct)?.id).toBe('3-right');
    expect(assembleKnowledgeTest(bank, { questionCount: 12, difficulty: 'CUSTOM' }, 'candidate-1')).toEqual(test);
    const other = assembleKnowledgeTest(bank, { questionCount: 12, difficulty: 'CUSTOM' }, 'candidate-2');
    expect(other.map((entry) => entry.id)).not.toEqual(test.map((entry) => entry.id));
    const optionOrders = (questions: typeof test) =>
      questions
        .map((entry) => `${entry.id}:${entry.options.map((option) => option.id).join(',')}`)
        .sort()
        .join(' ');
    expect(optionOrders(other)).not.toEqual(optionOrders(test));
  });

  it('draws different questions for different candidates from a large bank', () => {
    const picks = (seed: string) =>
      assembleKnowledgeTest(bank, { questionCount: 2, difficulty: 'HARD' }, seed)
        .map((question) => question.id)
        .sort()
        .join(',');
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(picks)).size).toBeGreaterThan(1);
  });

  it('hands the browser the question and its options without the key', () => {
    const [question] = assembleKnowledgeTest(bank, { questionCount: 1, difficulty: 'EASY' }, 's');
    const visible = publicChoiceQuestion(question!);
    expect(visible).toEqual({
      kind: 'SINGLE_CHOICE',
      id: question!.id,
      content: question!.content,
      options: question!.options.map((option) => ({ id: option.id, label: option.label })),
    });
    expect(JSON.stringify(visible)).not.toMatch(KEY_WORDS);
  });
});

describe('interviewPrompts', () => {
  const questions = [
    { id: 'own-b', content: 'Second question of the process', order: 2 },
    { content: 'Third question of the process', order: 3 },
    { id: 'own-a', content: 'First question of the process', order: 1 },
  ];

  it("asks Terna's opening questions first, then the draft's by order, each with the draft's time", () => {
    expect(interviewPrompts({ defaultQuestions: true, answerTime: 90, questions }, 'es')).toEqual([
      { id: 'default-1', content: INTERVIEW_DEFAULT_QUESTIONS[0]!.content.es, answerTimeSeconds: 90 },
      { id: 'default-2', content: INTERVIEW_DEFAULT_QUESTIONS[1]!.content.es, answerTimeSeconds: 90 },
      { id: 'own-a', content: 'First question of the process', answerTimeSeconds: 90 },
      { id: 'own-b', content: 'Second question of the process', answerTimeSeconds: 90 },
      { id: 'q3', content: 'Third question of the process', answerTimeSeconds: 90 },
    ]);
  });

  it('leaves the opening questions out when the draft turns them off, and falls back to the default time', () => {
    expect(interviewPrompts({ defaultQuestions: false, questions }, 'en').map((prompt) => prompt.id)).toEqual([
      'own-a',
      'own-b',
      'q3',
    ]);
    expect(interviewPrompts({ defaultQuestions: true }, 'en')).toEqual(
      INTERVIEW_DEFAULT_QUESTIONS.map((question) => ({
        id: question.id,
        content: question.content.en,
        answerTimeSeconds: DEFAULT_ANSWER_TIME,
      })),
    );
  });

  it('becomes an open question for the browser', () => {
    expect(publicInterviewQuestion({ id: 'q1', content: 'Why us?', answerTimeSeconds: 60 })).toEqual({
      kind: 'OPEN_TEXT',
      id: 'q1',
      content: 'Why us?',
      answerTimeSeconds: 60,
    });
  });
});
