import {
  assembleKnowledgeTest,
  competenceQuestions,
  discQuestions,
  publicChoiceQuestion,
  publicInterviewQuestion,
  trustQuestions,
  type AnswerValue,
  type LikertAnswer,
  type LikertValue,
  type Locale,
  type PublicQuestion,
  type ScoringInput,
} from '@terna/domain';
import type { Database } from '../../db/client.js';
import { questionsForTest } from '../question-bank/index.js';
import { interviewOf, type PlannedStep } from './plan.js';
import type { SessionSnapshot } from './types.js';

/**
 * Snapshots of what a candidate is asked, the candidate's view of them, and the scoring input built
 * from a snapshot and the answers. The seed of every shuffle names the candidate, the step, the part
 * and the attempt, so two candidates see different orders and a retake is shuffled anew.
 */

export const sessionSeed = (processPersonId: number, component: string, part: string, attempt: number) =>
  `${processPersonId}:${component}:${part}:${attempt}`;

/** The questions of one part for one candidate; null when the part's content is gone (a bank deleted since). */
export async function buildSnapshot(
  db: Database,
  companyId: number,
  step: PlannedStep,
  part: string,
  seed: string,
  locale: Locale,
): Promise<SessionSnapshot | null> {
  const content = step.content;
  if (!content) return null;
  switch (content.componentType) {
    case 'DISC':
      return { componentType: 'DISC', questions: discQuestions(locale, seed).questions };
    case 'COMPETENCE':
      return { componentType: 'COMPETENCE', questions: competenceQuestions(content.codes, locale, seed) };
    case 'RELIABILITY':
      return {
        componentType: 'RELIABILITY',
        checks: content.checks,
        questions: trustQuestions(content.checks, locale, seed),
      };
    case 'KNOWLEDGE_TEST': {
      const test = content.tests.find((t) => t.part === part);
      if (!test) return null;
      const bank = await questionsForTest(db, companyId, { id: test.questionBankId });
      if (!bank || bank.questions.length === 0) return null;
      return {
        componentType: 'KNOWLEDGE_TEST',
        test: {
          questionBankId: test.questionBankId,
          name: test.name,
          difficulty: test.difficulty,
          weight: test.weight,
        },
        questions: assembleKnowledgeTest(
          bank.questions,
          { questionCount: test.questionCount, difficulty: test.difficulty },
          seed,
        ),
      };
    }
    case 'INTERVIEW':
      return { componentType: 'INTERVIEW', prompts: interviewOf(content, locale) };
    case 'CURRICULUM':
      return null;
  }
}

/** What the candidate's browser gets of a snapshot: never a key. */
export function publicQuestions(snapshot: SessionSnapshot): PublicQuestion[] {
  switch (snapshot.componentType) {
    case 'DISC':
    case 'COMPETENCE':
    case 'RELIABILITY':
      return snapshot.questions;
    case 'KNOWLEDGE_TEST':
      return snapshot.questions.map(publicChoiceQuestion);
    case 'INTERVIEW':
      return snapshot.prompts.map(publicInterviewQuestion);
  }
}

/** Whether the part is answered one question at a time, in order (everything but a knowledge test). */
export const isSequential = (snapshot: SessionSnapshot) => snapshot.componentType !== 'KNOWLEDGE_TEST';

/** Whether `answer` fits `question`: the same kind, and options of that question. */
export function answerFits(question: PublicQuestion, answer: AnswerValue): boolean {
  if (question.kind !== answer.kind) return false;
  if (question.kind === 'DISC_GROUP' && answer.kind === 'DISC_GROUP') {
    const ids = new Set(question.options.map((option) => option.id));
    return ids.has(answer.most) && ids.has(answer.least);
  }
  if (question.kind === 'SINGLE_CHOICE' && answer.kind === 'SINGLE_CHOICE') {
    return answer.optionId === null || question.options.some((option) => option.id === answer.optionId);
  }
  return true;
}

export interface ClosedPart {
  snapshot: SessionSnapshot;
  timedOut: boolean;
  answers: Map<string, { answer: AnswerValue; seconds: number | null }>;
}

/** The scoring engine's input for a component whose every part is closed. */
export function scoringInput(parts: ClosedPart[]): ScoringInput | null {
  const first = parts[0];
  if (!first) return null;
  switch (first.snapshot.componentType) {
    case 'DISC':
      return {
        componentType: 'DISC',
        answers: [...first.answers].flatMap(([groupId, { answer }]) =>
          answer.kind === 'DISC_GROUP' ? [{ groupId, most: answer.most, least: answer.least }] : [],
        ),
      };
    case 'COMPETENCE':
      return {
        componentType: 'COMPETENCE',
        answers: likertAnswers(first),
      };
    case 'RELIABILITY':
      return {
        componentType: 'RELIABILITY',
        checks: first.snapshot.checks,
        answers: likertAnswers(first),
      };
    case 'KNOWLEDGE_TEST':
      return {
        componentType: 'KNOWLEDGE_TEST',
        tests: parts.flatMap(({ snapshot, answers, timedOut }) =>
          snapshot.componentType === 'KNOWLEDGE_TEST'
            ? [
                {
                  ...snapshot.test,
                  difficulty: snapshot.test.difficulty as never,
                  questions: snapshot.questions,
                  answers: snapshot.questions.map((question) => {
                    const given = answers.get(question.id)?.answer;
                    return {
                      questionId: question.id,
                      optionId: given?.kind === 'SINGLE_CHOICE' ? given.optionId : null,
                    };
                  }),
                  timedOut,
                },
              ]
            : [],
        ),
      };
    case 'INTERVIEW': {
      const { snapshot, answers } = first;
      if (snapshot.componentType !== 'INTERVIEW') return null;
      return {
        componentType: 'INTERVIEW',
        answers: snapshot.prompts.map((prompt) => {
          const given = answers.get(prompt.id);
          return {
            prompt,
            answer: given?.answer.kind === 'OPEN_TEXT' ? given.answer.text : null,
            seconds: given?.seconds ?? 0,
          };
        }),
      };
    }
  }
}

/** The Likert answers of a questionnaire part (competences, trust). */
const likertAnswers = (part: ClosedPart): LikertAnswer[] =>
  [...part.answers].flatMap(([itemId, { answer }]) =>
    answer.kind === 'LIKERT' ? [{ itemId, value: answer.value as LikertValue }] : [],
  );
