import type { Locale } from '../constants.js';
import { DEFAULT_ANSWER_TIME, type Difficulty, type InterviewStep } from '../launch/draft.js';
import type { QuestionDifficulty } from '../launch/question-bank.js';
import { COMPETENCE_ITEMS } from './competence-items.js';
import type { CompetenceItem, InterviewPrompt, KeyedChoiceQuestion } from './content-types.js';
import { DISC_GROUPS } from './disc-questionnaire.js';
import { INTERVIEW_DEFAULT_QUESTIONS } from './interview-defaults.js';
import { TRUST_ITEMS } from './trust-items.js';
import type { PublicQuestion } from './protocol.js';

/**
 * How a candidate's tests are put together. Everything is a pure function of a seed (the portal
 * uses one per candidate and step), so a candidate who reloads gets the same order back while two
 * candidates of the same process see different ones.
 */

/** FNV-1a: spreads any seed string over 32 bits. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed generator of numbers in [0, 1). */
function random(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle driven by `seed`: the same seed always gives the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = random(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Every DISC group, in the candidate's order, each with its adjectives in the candidate's order. */
export function discQuestions(locale: Locale, seed: string): { questions: PublicQuestion[] } {
  return {
    questions: seededShuffle(DISC_GROUPS, `${seed}:groups`).map((group) => ({
      kind: 'DISC_GROUP',
      id: group.id,
      options: seededShuffle(group.options, `${seed}:${group.id}`).map((option) => ({
        id: option.id,
        label: option.label[locale],
      })),
    })),
  };
}

/**
 * Likert items of the chosen groups (competences, or trust checks), interleaved: each round takes
 * one item of every group (in a seeded order), and a round never starts with the group the last one
 * ended with, so two items of one group are never next to each other when there are two or more.
 */
function interleavedLikert(
  catalogue: readonly CompetenceItem[],
  groupCodes: readonly string[],
  locale: Locale,
  seed: string,
): PublicQuestion[] {
  const codes = [...new Set(groupCodes)];
  const pools = new Map<string, CompetenceItem[]>(
    codes.map((code) => [
      code,
      seededShuffle(
        catalogue.filter((item) => item.competence === code),
        `${seed}:${code}`,
      ),
    ]),
  );
  const ordered: CompetenceItem[] = [];
  for (let round = 0; ; round++) {
    const present = codes.filter((code) => pools.get(code)!.length > round);
    if (present.length === 0) break;
    const order = seededShuffle(present, `${seed}:round-${round}`);
    if (order.length > 1 && order[0] === ordered.at(-1)?.competence) order.push(order.shift()!);
    for (const code of order) ordered.push(pools.get(code)![round]!);
  }
  return ordered.map((item) => ({ kind: 'LIKERT', id: item.id, statement: item.statement[locale] }));
}

/** The Likert items of the chosen competences, interleaved. */
export const competenceQuestions = (competenceCodes: readonly string[], locale: Locale, seed: string) =>
  interleavedLikert(COMPETENCE_ITEMS, competenceCodes, locale, seed);

/** The trust questionnaire of a trust process's checks, interleaved like the competences. */
export const trustQuestions = (checks: readonly string[], locale: Locale, seed: string) =>
  interleavedLikert(TRUST_ITEMS, checks, locale, seed);

interface BankQuestion {
  id: number;
  content: string;
  difficulty: QuestionDifficulty;
  answers: { id: string; content: string; correct: boolean }[];
}

/**
 * Where a test's questions come from, nearest difficulty first: each tier is emptied before the
 * next is touched, and the difficulties of one tier are drawn from evenly.
 */
const DIFFICULTY_TIERS: Record<Difficulty, QuestionDifficulty[][]> = {
  EASY: [['EASY'], ['MEDIUM'], ['HARD']],
  MEDIUM: [['MEDIUM'], ['EASY', 'HARD']],
  HARD: [['HARD'], ['MEDIUM'], ['EASY']],
  CUSTOM: [['EASY', 'MEDIUM', 'HARD']],
};

/**
 * A candidate's knowledge test: `questionCount` questions of the bank (all of them when it has
 * fewer) chosen by the test's difficulty, then the questions and each question's options shuffled.
 */
export function assembleKnowledgeTest(
  bank: readonly BankQuestion[],
  settings: { questionCount: number; difficulty: Difficulty },
  seed: string,
): KeyedChoiceQuestion[] {
  const picked: BankQuestion[] = [];
  for (const tier of DIFFICULTY_TIERS[settings.difficulty]) {
    const pools = tier.map((difficulty) =>
      seededShuffle(
        bank.filter((question) => question.difficulty === difficulty),
        `${seed}:${difficulty}`,
      ),
    );
    while (picked.length < settings.questionCount && pools.some((pool) => pool.length > 0)) {
      for (const pool of pools) {
        const question = pool.shift();
        if (question && picked.length < settings.questionCount) picked.push(question);
      }
    }
  }
  return seededShuffle(picked, `${seed}:questions`).map((question) => ({
    id: String(question.id),
    content: question.content,
    difficulty: question.difficulty,
    options: seededShuffle(question.answers, `${seed}:${question.id}`).map((answer) => ({
      id: answer.id,
      label: answer.content,
      correct: answer.correct,
    })),
  }));
}

/** What the candidate sees of a knowledge question: the key stays on the server. */
export function publicChoiceQuestion(question: KeyedChoiceQuestion): PublicQuestion {
  return {
    kind: 'SINGLE_CHOICE',
    id: question.id,
    content: question.content,
    options: question.options.map((option) => ({ id: option.id, label: option.label })),
  };
}

/** The interview as asked: Terna's opening questions when the draft keeps them, then the draft's by order. */
export function interviewPrompts(interview: InterviewStep, locale: Locale): InterviewPrompt[] {
  const answerTimeSeconds = interview.answerTime ?? DEFAULT_ANSWER_TIME;
  const defaults =
    interview.defaultQuestions === true
      ? INTERVIEW_DEFAULT_QUESTIONS.map((question) => ({ id: question.id, content: question.content[locale] }))
      : [];
  const own = [...(interview.questions ?? [])]
    .sort((a, b) => a.order - b.order)
    .map((question) => ({ id: question.id ?? `q${question.order}`, content: question.content }));
  return [...defaults, ...own].map((question) => ({ ...question, answerTimeSeconds }));
}

export function publicInterviewQuestion(prompt: InterviewPrompt): PublicQuestion {
  return { kind: 'OPEN_TEXT', id: prompt.id, content: prompt.content, answerTimeSeconds: prompt.answerTimeSeconds };
}
