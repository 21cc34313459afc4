import { describe, expect, it } from 'vitest';
import { firstUnfinishedStep } from './steps.js';

describe('firstUnfinishedStep', () => {
  const order = ['CURRICULUM', 'DISC', 'COMPETENCE', 'INTERVIEW'] as const;

  it('is the first component in the process order that is not finished', () => {
    const statuses = new Map([
      ['CURRICULUM', 'SUCCESS'],
      ['DISC', 'PENDING'],
      ['COMPETENCE', 'PENDING'],
    ]);
    expect(firstUnfinishedStep(order, statuses)).toBe('DISC');
  });

  it('counts SUCCESS, REJECT and PENDING_GRADE as finished, PROCESSING and a missing result as not', () => {
    const statuses = new Map([
      ['CURRICULUM', 'REJECT'],
      ['DISC', 'SUCCESS'],
      ['COMPETENCE', 'PROCESSING'],
      ['INTERVIEW', 'PENDING_GRADE'],
    ]);
    expect(firstUnfinishedStep(order, statuses)).toBe('COMPETENCE');
    expect(firstUnfinishedStep(['DISC', 'INTERVIEW'], new Map([['DISC', 'SUCCESS']]))).toBe('INTERVIEW');
  });

  it('is null once every step is finished', () => {
    const statuses = new Map(order.map((c) => [c, 'SUCCESS']));
    expect(firstUnfinishedStep(order, statuses)).toBeNull();
  });
});
