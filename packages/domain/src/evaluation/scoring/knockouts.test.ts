import { describe, expect, it } from 'vitest';
import type { KnockoutQuestion } from '../../launch/draft.js';
import { knockoutOutcome } from './knockouts.js';

const question = (id: string, order: number, discriminatory: boolean): KnockoutQuestion => ({
  id,
  type: 'YES_NO',
  content: `¿Pregunta ${id}?`,
  order,
  discriminatory,
  answerList: [
    { id: `${id}-yes`, content: 'Sí', correct: true },
    { id: `${id}-no`, content: 'No', correct: false },
  ],
});

describe('knockoutOutcome', () => {
  const questions = [question('licence', 2, true), question('travel', 1, false), question('shifts', 3, true)];

  it('disqualifies for a wrong or missing answer to a discriminatory question, naming it', () => {
    const outcome = knockoutOutcome(questions, [
      { questionId: 'licence', optionId: 'licence-no' },
      { questionId: 'travel', optionId: 'travel-no' },
    ]);
    expect(outcome).toEqual({
      disqualified: true,
      reasons: [
        { questionId: 'licence', question: '¿Pregunta licence?' },
        { questionId: 'shifts', question: '¿Pregunta shifts?' },
      ],
    });
  });

  it('passes when every discriminatory question has a correct answer, whatever the others say', () => {
    expect(
      knockoutOutcome(questions, [
        { questionId: 'licence', optionId: 'licence-yes' },
        { questionId: 'travel', optionId: 'travel-no' },
        { questionId: 'shifts', optionId: 'shifts-yes' },
      ]),
    ).toEqual({ disqualified: false, reasons: [] });
  });
});
