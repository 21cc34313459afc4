import { describe, expect, it } from 'vitest';
import { bankQuestionSchema, questionBankSchema } from './question-bank.js';

const answers = (...correct: boolean[]) =>
  correct.map((value, index) => ({ content: `Respuesta ${index}`, correct: value }));
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('bankQuestionSchema', () => {
  it('takes a knowledge question with 2 to 6 answers and exactly one right, MEDIUM by default', () => {
    const parsed = bankQuestionSchema('KNOWLEDGE').parse({ content: '¿Qué es un CRM?', answers: answers(false, true) });
    expect(parsed.difficulty).toBe('MEDIUM');
    expect(
      bankQuestionSchema('KNOWLEDGE').safeParse({
        content: '¿Seis?',
        answers: answers(true, false, false, false, false, false),
      }).success,
    ).toBe(true);
  });

  it('refuses a knowledge question without exactly one right answer, with too few or too many answers, or repeated ones', () => {
    const schema = bankQuestionSchema('KNOWLEDGE');
    expect(messages(schema.safeParse({ content: '¿Ninguna?', answers: answers(false, false) }))).toEqual([
      'answers: validation.one_correct',
    ]);
    expect(messages(schema.safeParse({ content: '¿Dos?', answers: answers(true, true) }))).toEqual([
      'answers: validation.one_correct',
    ]);
    expect(messages(schema.safeParse({ content: '¿Una?', answers: answers(true) }))).toEqual([
      'answers: validation.min',
    ]);
    expect(
      messages(
        schema.safeParse({ content: '¿Siete?', answers: answers(true, false, false, false, false, false, false) }),
      ),
    ).toEqual(['answers: validation.max']);
    const repeated = [
      { content: 'Igual', correct: true },
      { content: 'igual', correct: false },
    ];
    expect(messages(schema.safeParse({ content: '¿Repetidas?', answers: repeated }))).toEqual([
      'answers: validation.duplicate',
    ]);
  });

  it('takes interview questions without answers only', () => {
    expect(bankQuestionSchema('INTERVIEW').safeParse({ content: 'Cuéntanos de ti.' }).success).toBe(true);
    expect(
      messages(
        bankQuestionSchema('INTERVIEW').safeParse({ content: 'Cuéntanos de ti.', answers: answers(true, false) }),
      ),
    ).toEqual(['answers: validation.max']);
  });

  it('refuses CUSTOM as a question’s difficulty and half an emoji, and takes a whole one', () => {
    const schema = bankQuestionSchema('INTERVIEW');
    expect(schema.safeParse({ content: '¿Personalizada?', difficulty: 'CUSTOM' }).success).toBe(false);
    expect(schema.safeParse({ content: 'Pregunta \ud83d rota' }).success).toBe(false);
    expect(schema.safeParse({ content: 'Pregunta con emoji 🚀' }).success).toBe(true);
  });
});

describe('questionBankSchema', () => {
  it('needs a name, a language (es or en) and a purpose', () => {
    expect(questionBankSchema.safeParse({ name: 'Caja', language: 'es', purpose: 'KNOWLEDGE' }).success).toBe(true);
    expect(messages(questionBankSchema.safeParse({ name: 'x', language: 'fr' })).sort()).toEqual([
      'language: validation.required',
      'name: validation.min',
      'purpose: validation.required',
    ]);
  });
});
