import type { KnockoutQuestion } from '../../launch/draft.js';
import type { KnockoutAnswer } from '../content-types.js';

export interface KnockoutReason {
  questionId: string;
  /** The question as the process asks it, so the recruiter reads what was failed. */
  question: string;
}
export interface KnockoutOutcome {
  disqualified: boolean;
  reasons: KnockoutReason[];
}

/**
 * The knock-out ("discriminatory") questions of the CV step: a discriminatory question answered with
 * an option marked incorrect, or not answered at all, disqualifies the candidate; the reasons name
 * each question failed, in the process's order. Other questions never disqualify. A question or
 * option without an id cannot be answered and is skipped (the launch gives every one an id).
 */
export function knockoutOutcome(
  questions: readonly KnockoutQuestion[],
  answers: readonly KnockoutAnswer[],
): KnockoutOutcome {
  const reasons = [...questions]
    .sort((a, b) => a.order - b.order)
    .filter((question) => {
      if (!question.discriminatory || !question.id) return false;
      const answer = answers.find((entry) => entry.questionId === question.id);
      const option = answer && question.answerList.find((entry) => entry.id === answer.optionId);
      return !option?.correct;
    })
    .map((question) => ({ questionId: question.id!, question: question.content }));
  return { disqualified: reasons.length > 0, reasons };
}
