import { round2 } from './round.js';

export const INTERVIEW_GRADE_MIN = 0;
export const INTERVIEW_GRADE_MAX = 10;

/** A grade a recruiter may give one answer: 0-10 with at most one decimal. */
export const isInterviewGrade = (grade: number) =>
  Number.isFinite(grade) &&
  grade >= INTERVIEW_GRADE_MIN &&
  grade <= INTERVIEW_GRADE_MAX &&
  Math.abs(grade * 10 - Math.round(grade * 10)) < 1e-9;

/**
 * The interview's grade: the mean of the per-question grades, rounded to one decimal; a question
 * the candidate left unanswered counts 0 (nothing to grade is no evidence). The component value is
 * grade * 10. Null while there is no grade to average.
 */
export function interviewScore(grades: readonly number[]): { grade: number; value: number } | null {
  if (grades.length === 0) return null;
  const grade = Math.round((grades.reduce((sum, value) => sum + value, 0) / grades.length) * 10) / 10;
  return { grade, value: round2(grade * 10) };
}

/**
 * How a grade names an interview answer: the question's id when the portal stored one, else the
 * answer's 1-based position (interviews stored before the portal have no ids).
 */
export const interviewAnswerId = (answer: { questionId?: string | null }, index: number) =>
  answer.questionId ?? String(index + 1);

/** An answer needs a grade when the candidate said something; a blank one counts 0. */
export const isAnsweredInterviewAnswer = (answer: { answer: string | null; answered?: boolean }) =>
  answer.answered ?? (answer.answer ?? '').trim() !== '';
