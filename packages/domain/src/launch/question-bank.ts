import { z } from 'zod';
import { msg } from '../validation/messages.js';
import { SHORT_TEXT_MAX, typedText } from './draft.js';

/**
 * Question banks (spec 3 section 7, /qae-web/questionbank): a company's own banks and Terna's
 * shipped library. A KNOWLEDGE bank's questions have 2 to 6 answers with exactly one right one; an
 * INTERVIEW bank's questions are open (no answers). Shared by the web forms and the server.
 */
export const QUESTION_BANK_LANGUAGES = ['es', 'en'] as const;
export type QuestionBankLanguage = (typeof QUESTION_BANK_LANGUAGES)[number];
export const QUESTION_BANK_PURPOSES = ['KNOWLEDGE', 'INTERVIEW'] as const;
export type QuestionBankPurpose = (typeof QUESTION_BANK_PURPOSES)[number];
/** A question's own difficulty; CUSTOM is a test's setting (its own mix), never a question's. */
export const QUESTION_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];
export const BANK_ANSWERS_MIN = 2;
export const BANK_ANSWERS_MAX = 6;
export const BANK_QUESTION_MAX = 500;
export const BANK_ANSWER_MAX = 300;
/** Ids below this belong to Terna's shipped library (fixed, so templates can name them); companies' banks come after. */
export const QUESTION_BANK_FIRST_COMPANY_ID = 1001;

export const questionBankSchema = z.object({
  name: typedText(SHORT_TEXT_MAX, { min: 3, blocked: true }),
  language: z.enum(QUESTION_BANK_LANGUAGES, { error: msg('required') }),
  purpose: z.enum(QUESTION_BANK_PURPOSES, { error: msg('required') }),
  area: typedText(SHORT_TEXT_MAX).optional(),
});
export type QuestionBankInput = z.infer<typeof questionBankSchema>;

const bankAnswerSchema = z.object({
  id: typedText(64).optional(),
  content: typedText(BANK_ANSWER_MAX, { min: 1 }),
  correct: z.boolean({ error: msg('required') }),
});

const bankQuestionShape = z.object({
  content: typedText(BANK_QUESTION_MAX, { min: 5, blocked: true }),
  answers: z.array(bankAnswerSchema).max(BANK_ANSWERS_MAX, msg('max')).default([]),
  difficulty: z.enum(QUESTION_DIFFICULTIES, { error: msg('required') }).default('MEDIUM'),
});

/** A question of a bank of `purpose`: knowledge questions need 2–6 answers, exactly one right; interview ones none. */
export function bankQuestionSchema(purpose: QuestionBankPurpose) {
  return bankQuestionShape.superRefine((question, ctx) => {
    if (purpose === 'INTERVIEW') {
      if (question.answers.length > 0)
        ctx.addIssue({ code: 'custom', message: msg('max'), params: { length: 0 }, path: ['answers'] });
      return;
    }
    if (question.answers.length < BANK_ANSWERS_MIN) {
      ctx.addIssue({ code: 'custom', message: msg('min'), params: { length: BANK_ANSWERS_MIN }, path: ['answers'] });
      return;
    }
    if (question.answers.filter((answer) => answer.correct).length !== 1)
      ctx.addIssue({ code: 'custom', message: msg('one_correct'), path: ['answers'] });
    const contents = question.answers.map((answer) => answer.content.toLowerCase());
    if (new Set(contents).size !== contents.length)
      ctx.addIssue({ code: 'custom', message: msg('duplicate'), path: ['answers'] });
  });
}
export type BankQuestionInput = z.input<typeof bankQuestionShape>;
