import { describe, expect, it } from 'vitest';
import { composeCandidate, type ComposableComponent } from './compose.js';

const base: ComposableComponent[] = [
  { componentType: 'DISC', weight: 20, minValueToPass: 0, status: 'SUCCESS', value: 80 },
  { componentType: 'CURRICULUM', weight: 30, minValueToPass: 50, status: 'SUCCESS', value: 70 },
  { componentType: 'KNOWLEDGE_TEST', weight: 30, minValueToPass: 60, status: 'SUCCESS', value: 90 },
  { componentType: 'INTERVIEW', weight: 20, minValueToPass: 50, status: 'PENDING_GRADE', value: null },
];
const withInterview = (status: ComposableComponent['status'], value: number | null) =>
  base.map((c) => (c.componentType === 'INTERVIEW' ? { ...c, status, value } : c));

describe('composeCandidate', () => {
  it('leaves an interview awaiting its grade out and renormalises the other weights', () => {
    // (80 * 20 + 70 * 30 + 90 * 30) / 80 = 6400 / 80 = 80; the interview counts as taken: ENDED.
    expect(composeCandidate(base)).toEqual({ composedScore: 80, evaluationsStatus: 'ENDED', rejected: [] });
  });

  it('moves the score when the interview is graded', () => {
    // (6400 + 85 * 20) / 100 = 81.
    expect(composeCandidate(withInterview('SUCCESS', 85)).composedScore).toBe(81);
  });

  it('rejects a component under its minimum and disqualifies the candidate', () => {
    // 40 < 50: REJECT; (6400 + 40 * 20) / 100 = 72.
    expect(composeCandidate(withInterview('SUCCESS', 40))).toEqual({
      composedScore: 72,
      evaluationsStatus: 'DISQUALIFIED',
      rejected: ['INTERVIEW'],
    });
  });

  it('keeps a REJECT given by a failed knock-out even above the minimum', () => {
    const components = base.map((c) => (c.componentType === 'CURRICULUM' ? { ...c, status: 'REJECT' as const } : c));
    expect(composeCandidate(components).rejected).toEqual(['CURRICULUM']);
  });

  it('is in progress while a component is still to be taken, with the score of the settled ones', () => {
    // DISC and CV only: (80 * 20 + 70 * 30) / 50 = 74.
    const components = base.map((c) =>
      c.componentType === 'KNOWLEDGE_TEST' || c.componentType === 'INTERVIEW'
        ? { ...c, status: 'PENDING' as const, value: null }
        : c,
    );
    expect(composeCandidate(components)).toEqual({ composedScore: 74, evaluationsStatus: 'INPROGRESS', rejected: [] });
  });
});
