import { describe, expect, it } from 'vitest';
import { componentBars } from './results';

describe('component bars', () => {
  it('hides the components still pending and keeps the components order', () => {
    const bars = componentBars([
      { componentType: 'KNOWLEDGE_TEST', status: 'SUCCESS', value: 90 },
      { componentType: 'COMPETENCE', status: 'PENDING', value: null },
      { componentType: 'DISC', status: 'REJECT', value: 60 },
      { componentType: 'CURRICULUM', status: 'SUCCESS', value: 80 },
    ]);
    expect(bars.map((bar) => bar.componentType)).toEqual(['DISC', 'CURRICULUM', 'KNOWLEDGE_TEST']);
  });

  it('paints results with the composed score colours', () => {
    const colors = componentBars([
      { componentType: 'DISC', status: 'SUCCESS', value: 70 },
      { componentType: 'CURRICULUM', status: 'SUCCESS', value: 85 },
      { componentType: 'COMPETENCE', status: 'SUCCESS', value: 85.5 },
    ]).map((bar) => bar.color);
    expect(colors).toEqual(['error', 'warning', 'success']);
  });

  it('grades the interview 0-10: 0 or no grade yet is pending, otherwise the interview grade colours', () => {
    const interview = (status: string, value: number | null) =>
      componentBars([{ componentType: 'INTERVIEW', status, value }])[0];
    expect(interview('PENDING_GRADE', null)).toMatchObject({ pendingGrade: true, color: 'info' });
    expect(interview('SUCCESS', 0)).toMatchObject({ pendingGrade: true, color: 'info' });
    expect(interview('REJECT', 50)).toMatchObject({ pendingGrade: false, color: 'error' });
    expect(interview('SUCCESS', 70)).toMatchObject({ pendingGrade: false, color: 'warning' });
    expect(interview('SUCCESS', 80)).toMatchObject({ pendingGrade: false, color: 'success' });
  });
});
