import { describe, expect, it } from 'vitest';
import { interviewScore, isInterviewGrade } from './interview.js';

describe('interviewScore', () => {
  it('averages the per-question grades to one decimal; the value is the grade times ten', () => {
    // (8 + 7.5 + 0) / 3 = 5.1666...: 5.2, value 52.
    expect(interviewScore([8, 7.5, 0])).toEqual({ grade: 5.2, value: 52 });
  });

  it('has no score without grades', () => {
    expect(interviewScore([])).toBeNull();
  });

  it('accepts grades 0-10 with at most one decimal', () => {
    expect([0, 7.5, 10].every(isInterviewGrade)).toBe(true);
    expect([7.55, 10.1, -1, Number.NaN].some(isInterviewGrade)).toBe(false);
  });
});
