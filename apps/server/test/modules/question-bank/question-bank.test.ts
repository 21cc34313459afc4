import { eq } from 'drizzle-orm';
import { QUESTION_BANK_FIRST_COMPANY_ID } from '@terna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankQuestions } from '../../../src/db/schema/index.js';
import { LIBRARY_BANKS, libraryBank } from '../../../src/db/seed/catalogue-data/question-library.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let owner: Member;
let recruiter: Member;
let viewer: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.buildMember({ role: 'OWNER' });
  recruiter = await t.buildMember({ role: 'RECRUITER', company: owner.company });
  viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
  stranger = await t.buildMember({ role: 'OWNER' });
});
afterAll(() => t?.close());

interface Bank {
  id: number;
  code: string | null;
  name: string;
  language: string;
  purpose: string;
  area: string;
  library: boolean;
  questionCount: number;
}
interface Question {
  id: number;
  bankId: number;
  content: string;
  answers: { id: string; content: string; correct: boolean }[];
  difficulty: string;
  order: number;
}
interface Answer<T> {
  status: number;
  body: { data?: T; code?: string; messages?: string[]; fields?: Record<string, string> };
}

async function call<T>(
  member: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  language?: string,
): Promise<Answer<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${member.token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const knowledgeQuestion = (content: string) => ({
  content,
  difficulty: 'EASY',
  answers: [
    { content: 'Correcta', correct: true },
    { content: 'Incorrecta', correct: false },
    { content: 'Tampoco', correct: false },
  ],
});

async function newBank(member: Member, input: Record<string, unknown> = {}) {
  const { status, body } = await call<Bank>(member, 'POST', '/qae-web/questionbank', {
    name: 'Conocimientos de caja',
    language: 'es',
    purpose: 'KNOWLEDGE',
    area: 'Finanzas',
    ...input,
  });
  expect(status).toBe(200);
  return body.data!;
}

describe('the shipped library', () => {
  it('has at least 3 knowledge banks of 15+ questions in Spanish and English and 2 interview banks of 10+', () => {
    for (const language of ['es', 'en']) {
      const knowledge = LIBRARY_BANKS.filter((bank) => bank.purpose === 'KNOWLEDGE' && bank.language === language);
      const interview = LIBRARY_BANKS.filter((bank) => bank.purpose === 'INTERVIEW' && bank.language === language);
      expect(knowledge.length).toBeGreaterThanOrEqual(3);
      expect(knowledge.every((bank) => bank.questions.length >= 15)).toBe(true);
      expect(interview.length).toBeGreaterThanOrEqual(2);
      expect(interview.every((bank) => bank.questions.length >= 10)).toBe(true);
    }
    for (const bank of LIBRARY_BANKS.filter((b) => b.purpose === 'KNOWLEDGE')) {
      for (const question of bank.questions) {
        expect(question.answers.filter((answer) => answer.correct)).toHaveLength(1);
        expect(new Set(question.answers.map((answer) => answer.content)).size).toBe(question.answers.length);
      }
      // The same questions in both languages.
      const twin = libraryBank(bank.code.replace(/_(ES|EN)$/, bank.language === 'es' ? '_EN' : '_ES'));
      expect(twin.questions.length).toBe(bank.questions.length);
    }
    // The right answer is not always in the same place.
    const positions = new Set(libraryBank('SALES_ES').questions.map((q) => q.answers.findIndex((a) => a.correct)));
    expect(positions.size).toBeGreaterThan(1);
  });

  it('is listed to every company with its question counts, after the company’s own banks', async () => {
    const mine = await newBank(owner, { name: 'Banco propio' });
    const { body } = await call<Bank[]>(viewer, 'GET', '/qae-web/questionbank');
    const banks = body.data!;
    expect(banks[0]).toMatchObject({ id: mine.id, library: false, questionCount: 0 });
    expect(banks.find((bank) => bank.code === 'SALES_ES')).toMatchObject({
      library: true,
      purpose: 'KNOWLEDGE',
      language: 'es',
      questionCount: 15,
    });
    const filtered = await call<Bank[]>(viewer, 'GET', '/qae-web/questionbank?purpose=INTERVIEW&language=en');
    expect(filtered.body.data!.map((bank) => bank.code).sort()).toEqual([
      'INTERVIEW_GENERAL_EN',
      'INTERVIEW_SALES_SERVICE_EN',
    ]);
    const bad = await call(viewer, 'GET', '/qae-web/questionbank?purpose=OTHER');
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
  });

  it('answers its questions in order, and refuses every change with QUESTION_BANK_READ_ONLY', async () => {
    const library = libraryBank('CUSTOMER_SERVICE_EN');
    const { body } = await call<Question[]>(owner, 'GET', `/qae-web/questionbank/${library.id}/questions`);
    expect(body.data!.map((q) => q.order)).toEqual(library.questions.map((_, index) => index + 1));
    expect(body.data![0]!.content).toBe(library.questions[0]!.content);
    const question = body.data![0]!;

    const attempts = [
      await call(owner, 'POST', `/qae-web/questionbank/${library.id}/questions`, knowledgeQuestion('¿Otra pregunta?')),
      await call(
        owner,
        'PUT',
        `/qae-web/questionbank/${library.id}/questions/${question.id}`,
        knowledgeQuestion('¿Cambiada?'),
      ),
      await call(owner, 'DELETE', `/qae-web/questionbank/${library.id}/questions/${question.id}`),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({
        status: 409,
        body: {
          code: 'QUESTION_BANK_READ_ONLY',
          messages: ['Las preguntas de la biblioteca de Terna no se pueden modificar.'],
        },
      });
    }
    const after = await t.db.select().from(bankQuestions).where(eq(bankQuestions.bankId, library.id));
    expect(after).toHaveLength(library.questions.length);
    expect(after.find((row) => row.id === question.id)!.content).toBe(question.content);
  });
});

describe('a company’s question bank', () => {
  it('is created, filled, edited and emptied by a recruiter', async () => {
    const bank = await newBank(recruiter);
    expect(bank).toMatchObject({ library: false, code: null, purpose: 'KNOWLEDGE', questionCount: 0 });
    // Below that id are the library's fixed ids, which profile templates name.
    expect(bank.id).toBeGreaterThanOrEqual(QUESTION_BANK_FIRST_COMPANY_ID);
    expect(LIBRARY_BANKS.every((library) => library.id < QUESTION_BANK_FIRST_COMPANY_ID)).toBe(true);

    const added = await call<Question>(
      recruiter,
      'POST',
      `/qae-web/questionbank/${bank.id}/questions`,
      knowledgeQuestion('¿Qué es un arqueo de caja?'),
    );
    expect(added.status).toBe(200);
    const question = added.body.data!;
    expect(question).toMatchObject({ bankId: bank.id, order: 1, difficulty: 'EASY' });
    expect(question.answers.map((answer) => answer.id).every(Boolean)).toBe(true);

    const edited = await call<Question>(recruiter, 'PUT', `/qae-web/questionbank/${bank.id}/questions/${question.id}`, {
      content: '¿Qué es un arqueo de caja? 💰',
      difficulty: 'HARD',
      answers: [
        { id: question.answers[0]!.id, content: 'El recuento del efectivo frente a lo registrado', correct: true },
        { content: 'Un préstamo', correct: false },
      ],
    });
    expect(edited.body.data).toMatchObject({ content: '¿Qué es un arqueo de caja? 💰', difficulty: 'HARD', order: 1 });
    expect(edited.body.data!.answers[0]!.id).toBe(question.answers[0]!.id);

    const listed = await call<Question[]>(viewer, 'GET', `/qae-web/questionbank/${bank.id}/questions`);
    expect(listed.body.data).toEqual([edited.body.data]);

    const removed = await call<{ id: number }>(
      recruiter,
      'DELETE',
      `/qae-web/questionbank/${bank.id}/questions/${question.id}`,
    );
    expect(removed.body.data).toEqual({ id: question.id });
    expect((await call<Question[]>(viewer, 'GET', `/qae-web/questionbank/${bank.id}/questions`)).body.data).toEqual([]);
    const again = await call(recruiter, 'DELETE', `/qae-web/questionbank/${bank.id}/questions/${question.id}`);
    expect(again).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('takes open questions without answers in an interview bank', async () => {
    const bank = await newBank(owner, { name: 'Entrevista propia', purpose: 'INTERVIEW' });
    const added = await call<Question>(owner, 'POST', `/qae-web/questionbank/${bank.id}/questions`, {
      content: '¿Por qué quieres trabajar con nosotros?',
    });
    expect(added.body.data).toMatchObject({ answers: [], difficulty: 'MEDIUM', order: 1 });
    const withAnswers = await call(
      owner,
      'POST',
      `/qae-web/questionbank/${bank.id}/questions`,
      knowledgeQuestion('¿Con respuestas?'),
    );
    expect(withAnswers).toMatchObject({ status: 400, body: { code: 'BAD_INPUT' } });
  });

  it('refuses bad input with translated field messages and changes nothing', async () => {
    const bank = await newBank(owner);
    const url = `/qae-web/questionbank/${bank.id}/questions`;
    const twoRight = await call(owner, 'POST', url, {
      content: '¿Dos correctas?',
      answers: [
        { content: 'Sí', correct: true },
        { content: 'También', correct: true },
      ],
    });
    expect(twoRight).toMatchObject({
      status: 400,
      body: { code: 'BAD_INPUT', fields: { answers: 'Marca exactamente una respuesta correcta' } },
    });
    const english = await call(owner, 'POST', url, { content: '¿Sin respuestas?', answers: [] }, 'en');
    expect(english.body.fields).toEqual({ answers: 'The input must not be shorter than 2 characters' });
    const cases = [
      { content: '', answers: knowledgeQuestion('x').answers },
      { content: 'x'.repeat(501), answers: knowledgeQuestion('x').answers },
      { content: 'Pregunta \ud800 rota', answers: knowledgeQuestion('x').answers },
      {
        ...knowledgeQuestion('¿Siete respuestas?'),
        answers: Array.from({ length: 7 }, (_, i) => ({ content: `R${i}`, correct: i === 0 })),
      },
      { ...knowledgeQuestion('¿Dificultad?'), difficulty: 'CUSTOM' },
      ['no es un objeto'],
    ];
    for (const body of cases) {
      const answer = await call(owner, 'POST', url, body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({ body, status: 400, code: 'BAD_INPUT' });
    }
    const badBank = await call(owner, 'POST', '/qae-web/questionbank', {
      name: 'x',
      language: 'fr',
      purpose: 'KNOWLEDGE',
    });
    expect(badBank.body).toMatchObject({ code: 'BAD_INPUT' });
    expect(Object.keys(badBank.body.fields!).sort()).toEqual(['language', 'name']);
    expect(await t.db.select().from(bankQuestions).where(eq(bankQuestions.bankId, bank.id))).toEqual([]);
  });

  it('takes 20 parallel additions as 20 questions with distinct orders', async () => {
    const bank = await newBank(owner);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call<Question>(
          owner,
          'POST',
          `/qae-web/questionbank/${bank.id}/questions`,
          knowledgeQuestion(`¿Pregunta ${index}?`),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await t.db.select().from(bankQuestions).where(eq(bankQuestions.bankId, bank.id));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.order)).size).toBe(20);
    const listed = await call<Bank[]>(owner, 'GET', '/qae-web/questionbank?purpose=KNOWLEDGE');
    expect(listed.body.data!.find((b) => b.id === bank.id)!.questionCount).toBe(20);
  });
});

describe('who may see and change a bank', () => {
  it('lets a viewer read banks but not create or change them', async () => {
    const bank = await newBank(owner);
    const added = await call<Question>(
      owner,
      'POST',
      `/qae-web/questionbank/${bank.id}/questions`,
      knowledgeQuestion('¿Quién puede?'),
    );
    const question = added.body.data!;
    expect((await call(viewer, 'GET', `/qae-web/questionbank/${bank.id}/questions`)).status).toBe(200);
    const refusals = [
      await call(viewer, 'POST', '/qae-web/questionbank', { name: 'Del visor', language: 'es', purpose: 'KNOWLEDGE' }),
      await call(viewer, 'POST', `/qae-web/questionbank/${bank.id}/questions`, knowledgeQuestion('¿Del visor?')),
      await call(
        viewer,
        'PUT',
        `/qae-web/questionbank/${bank.id}/questions/${question.id}`,
        knowledgeQuestion('¿Cambio?'),
      ),
      await call(viewer, 'DELETE', `/qae-web/questionbank/${bank.id}/questions/${question.id}`),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([403, 'FORBIDDEN']));
    const rows = await t.db.select().from(bankQuestions).where(eq(bankQuestions.bankId, bank.id));
    expect(rows.map((row) => row.content)).toEqual(['¿Quién puede?']);
  });

  it('hides a bank from every other company: not listed, and NOT_FOUND by id', async () => {
    const bank = await newBank(owner, { name: 'Banco secreto' });
    const added = await call<Question>(
      owner,
      'POST',
      `/qae-web/questionbank/${bank.id}/questions`,
      knowledgeQuestion('¿Secreta?'),
    );
    const question = added.body.data!;
    const listed = await call<Bank[]>(stranger, 'GET', '/qae-web/questionbank');
    expect(listed.body.data!.map((b) => b.id)).not.toContain(bank.id);
    expect(listed.body.data!.every((b) => b.library)).toBe(true);
    const attempts = [
      await call(stranger, 'GET', `/qae-web/questionbank/${bank.id}/questions`),
      await call(stranger, 'POST', `/qae-web/questionbank/${bank.id}/questions`, knowledgeQuestion('¿Intrusa?')),
      await call(
        stranger,
        'PUT',
        `/qae-web/questionbank/${bank.id}/questions/${question.id}`,
        knowledgeQuestion('¿Cambio?'),
      ),
      await call(stranger, 'DELETE', `/qae-web/questionbank/${bank.id}/questions/${question.id}`),
    ];
    expect(attempts.map((answer) => [answer.status, answer.body.code])).toEqual(Array(4).fill([404, 'NOT_FOUND']));
    // A question of one bank named under another bank of the same company is not found either.
    const other = await newBank(owner);
    const crossed = await call(owner, 'DELETE', `/qae-web/questionbank/${other.id}/questions/${question.id}`);
    expect(crossed.status).toBe(404);
    const rows = await t.db.select().from(bankQuestions).where(eq(bankQuestions.bankId, bank.id));
    expect(rows.map((row) => row.content)).toEqual(['¿Secreta?']);
  });
});
