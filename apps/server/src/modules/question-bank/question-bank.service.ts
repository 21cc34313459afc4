import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import {
  bankQuestionSchema,
  idParamSchema,
  QUESTION_BANK_LANGUAGES,
  QUESTION_BANK_PURPOSES,
  questionBankSchema,
  type QuestionBankLanguage,
  type QuestionBankPurpose,
  type QuestionDifficulty,
} from '@terna/domain';
import { z } from 'zod';
import { requireCaller, requirePermission, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { bankQuestions, questionBanks } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

export interface QuestionBank {
  id: number;
  code: string | null;
  name: string;
  language: QuestionBankLanguage;
  purpose: QuestionBankPurpose;
  area: string;
  /** Terna's shipped library: every company reads it, none changes it. */
  library: boolean;
  questionCount: number;
}

export interface BankQuestion {
  id: number;
  bankId: number;
  content: string;
  answers: { id: string; content: string; correct: boolean }[];
  difficulty: QuestionDifficulty;
  order: number;
}

const WRITE_PERMISSION = 'knowledgetest.create';
const listQuery = z.object({
  purpose: z.enum(QUESTION_BANK_PURPOSES).optional(),
  language: z.enum(QUESTION_BANK_LANGUAGES).optional(),
});
const bankParams = z.object({ id: idParamSchema });
const questionParams = z.object({ bankId: idParamSchema, questionId: idParamSchema });

const bankColumns = {
  id: questionBanks.id,
  companyId: questionBanks.companyId,
  code: questionBanks.code,
  name: questionBanks.name,
  language: questionBanks.language,
  purpose: questionBanks.purpose,
  area: questionBanks.area,
};
type BankRow = Pick<typeof questionBanks.$inferSelect, keyof typeof bankColumns>;

const toBank = (row: BankRow, questionCount: number): QuestionBank => ({
  id: row.id,
  code: row.code,
  name: row.name,
  language: row.language as QuestionBankLanguage,
  purpose: row.purpose as QuestionBankPurpose,
  area: row.area,
  library: row.companyId === null,
  questionCount,
});

const toQuestion = (row: typeof bankQuestions.$inferSelect): BankQuestion => ({
  id: row.id,
  bankId: row.bankId,
  content: row.content,
  answers: row.answers,
  difficulty: row.difficulty as QuestionDifficulty,
  order: row.order,
});

/** The banks a company sees: its own and Terna's library (with any other company's id: none). */
const visibleTo = (companyId: number) => or(eq(questionBanks.companyId, companyId), isNull(questionBanks.companyId));

/** GET /qae-web/questionbank: the company's banks, then the library's, each by name, with their question counts. */
export async function listQuestionBanks(ctx: RequestContext, query: unknown): Promise<QuestionBank[]> {
  const caller = requireCaller(ctx);
  const { purpose, language } = parseInput(ctx, listQuery, query ?? {});
  const rows = await ctx.db
    .select({ ...bankColumns, questionCount: count(bankQuestions.id) })
    .from(questionBanks)
    .leftJoin(bankQuestions, eq(bankQuestions.bankId, questionBanks.id))
    .where(
      and(
        visibleTo(caller.companyId),
        purpose ? eq(questionBanks.purpose, purpose) : undefined,
        language ? eq(questionBanks.language, language) : undefined,
      ),
    )
    .groupBy(questionBanks.id)
    .orderBy(sql`${questionBanks.companyId} is null`, asc(questionBanks.name), asc(questionBanks.id));
  return rows.map(({ questionCount, ...row }) => toBank(row, questionCount));
}

/** A bank the caller sees (their own or the library's); another company's or none: NOT_FOUND. */
export async function findQuestionBank(ctx: RequestContext, id: number): Promise<QuestionBank> {
  const caller = requireCaller(ctx);
  const [row] = await ctx.db
    .select({ ...bankColumns, questionCount: count(bankQuestions.id) })
    .from(questionBanks)
    .leftJoin(bankQuestions, eq(bankQuestions.bankId, questionBanks.id))
    .where(and(eq(questionBanks.id, id), visibleTo(caller.companyId)))
    .groupBy(questionBanks.id);
  if (!row) throw new DomainError('NOT_FOUND');
  const { questionCount, ...bank } = row;
  return toBank(bank, questionCount);
}

/**
 * A bank's questions for assembling a candidate's test (the portal, where no company user is signed
 * in): the bank must be the company's or the library's. `bank` is its id, or its name for processes
 * made before the wizard, whose knowledge tests name a bank instead of pointing at one. Null: no such bank.
 */
export async function questionsForTest(
  db: Database,
  companyId: number,
  bank: { id: number } | { name: string },
): Promise<{ bankId: number; questions: BankQuestion[] } | null> {
  const [found] = await db
    .select({ id: questionBanks.id })
    .from(questionBanks)
    .where(and('id' in bank ? eq(questionBanks.id, bank.id) : eq(questionBanks.name, bank.name), visibleTo(companyId)))
    // A company's own bank of that name before the library's.
    .orderBy(sql`${questionBanks.companyId} is null`, asc(questionBanks.id))
    .limit(1);
  if (!found) return null;
  const rows = await db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.bankId, found.id))
    .orderBy(asc(bankQuestions.order), asc(bankQuestions.id));
  return { bankId: found.id, questions: rows.map(toQuestion) };
}

/** POST /qae-web/questionbank: a new, empty bank of the company. */
export async function createQuestionBank(ctx: RequestContext, body: unknown): Promise<QuestionBank> {
  const caller = requirePermission(ctx, WRITE_PERMISSION);
  const input = parseInput(ctx, questionBankSchema, body ?? {});
  const [row] = await ctx.db
    .insert(questionBanks)
    .values({
      companyId: caller.companyId,
      name: input.name,
      language: input.language,
      purpose: input.purpose,
      area: input.area ?? '',
    })
    .returning(bankColumns);
  return toBank(row!, 0);
}

/** GET /qae-web/questionbank/{id}/questions, in their order. */
export async function listBankQuestions(ctx: RequestContext, params: unknown): Promise<BankQuestion[]> {
  const { id } = parseInput(ctx, bankParams, params);
  const bank = await findQuestionBank(ctx, id);
  const rows = await ctx.db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.bankId, bank.id))
    .orderBy(asc(bankQuestions.order), asc(bankQuestions.id));
  return rows.map(toQuestion);
}

/**
 * The company's own bank, locked until the request ends, for changing its questions: the library's
 * is QUESTION_BANK_READ_ONLY, another company's NOT_FOUND. The lock makes parallel additions take
 * distinct orders.
 */
async function writableBank(ctx: RequestContext, id: number): Promise<QuestionBank> {
  const bank = await findQuestionBank(ctx, id);
  if (bank.library) throw new DomainError('QUESTION_BANK_READ_ONLY');
  await ctx.db.select({ id: questionBanks.id }).from(questionBanks).where(eq(questionBanks.id, bank.id)).for('update');
  return bank;
}

/** Answers keep the ids they came with; a new answer (or a repeated id) gets one of its own. */
function withAnswerIds(answers: readonly { id?: string | undefined; content: string; correct: boolean }[]) {
  const seen = new Set<string>();
  return answers.map((answer) => {
    const id = answer.id && !seen.has(answer.id) ? answer.id : randomUUID();
    seen.add(id);
    return { id, content: answer.content, correct: answer.correct };
  });
}

/** POST /qae-web/questionbank/{id}/questions: a question at the end of the company's bank. */
export async function addBankQuestion(ctx: RequestContext, params: unknown, body: unknown): Promise<BankQuestion> {
  requirePermission(ctx, WRITE_PERMISSION);
  const { id } = parseInput(ctx, bankParams, params);
  const bank = await writableBank(ctx, id);
  const input = parseInput(ctx, bankQuestionSchema(bank.purpose), body ?? {});
  const [row] = await ctx.db
    .insert(bankQuestions)
    .values({
      bankId: bank.id,
      content: input.content,
      answers: withAnswerIds(input.answers),
      difficulty: input.difficulty,
      order: sql`(select coalesce(max(${bankQuestions.order}), 0) + 1 from ${bankQuestions} where ${bankQuestions.bankId} = ${bank.id})`,
    })
    .returning();
  return toQuestion(row!);
}

/** PUT /qae-web/questionbank/{bankId}/questions/{questionId}: new content, answers and difficulty; the order stays. */
export async function updateBankQuestion(ctx: RequestContext, params: unknown, body: unknown): Promise<BankQuestion> {
  requirePermission(ctx, WRITE_PERMISSION);
  const { bankId, questionId } = parseInput(ctx, questionParams, params);
  const bank = await writableBank(ctx, bankId);
  const input = parseInput(ctx, bankQuestionSchema(bank.purpose), body ?? {});
  const [row] = await ctx.db
    .update(bankQuestions)
    .set({ content: input.content, answers: withAnswerIds(input.answers), difficulty: input.difficulty })
    .where(and(eq(bankQuestions.id, questionId), eq(bankQuestions.bankId, bank.id)))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND');
  return toQuestion(row);
}

/** DELETE /qae-web/questionbank/{bankId}/questions/{questionId}. */
export async function deleteBankQuestion(ctx: RequestContext, params: unknown): Promise<{ id: number }> {
  requirePermission(ctx, WRITE_PERMISSION);
  const { bankId, questionId } = parseInput(ctx, questionParams, params);
  const bank = await writableBank(ctx, bankId);
  const [row] = await ctx.db
    .delete(bankQuestions)
    .where(and(eq(bankQuestions.id, questionId), eq(bankQuestions.bankId, bank.id)))
    .returning({ id: bankQuestions.id });
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}
