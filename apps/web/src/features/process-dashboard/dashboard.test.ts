import { describe, expect, it } from 'vitest';
import {
  BAR_LABEL_ROOM,
  PERCENT_LABEL_ROOM,
  finishedCount,
  funnelBars,
  labelledDomain,
  mostCommonBar,
  passRateBars,
  percent,
  scoreBars,
  tagBars,
  type Funnel,
} from './dashboard';

const funnel = (overrides: Partial<Funnel> = {}): Funnel => ({
  invited: 40,
  inProgress: 10,
  ended: 12,
  disqualified: 6,
  hired: 3,
  ...overrides,
});

describe('percent', () => {
  it('rounds to a whole percent and has none of nothing', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 5)).toBe(100);
    expect(percent(0, 0)).toBeNull();
  });
});

describe('labelledDomain', () => {
  it('runs past the longest bar to leave room for its number, with a scale even when every bar is zero', () => {
    expect(labelledDomain(100)).toEqual({ min: 0, max: 100 * BAR_LABEL_ROOM });
    expect(labelledDomain(0)).toEqual({ min: 0, max: BAR_LABEL_ROOM });
    expect(labelledDomain(100, PERCENT_LABEL_ROOM)).toEqual({ min: 0, max: 100 * PERCENT_LABEL_ROOM });
  });
});

describe('funnelBars', () => {
  it('lists the stages in funnel order with their share of the invited candidates', () => {
    expect(funnelBars(funnel())).toEqual([
      { stage: 'invited', count: 40, percent: 100 },
      { stage: 'inProgress', count: 10, percent: 25 },
      { stage: 'ended', count: 12, percent: 30 },
      { stage: 'disqualified', count: 6, percent: 15 },
      { stage: 'hired', count: 3, percent: 8 },
    ]);
  });

  it('has no shares when nobody was invited', () => {
    expect(
      funnelBars(funnel({ invited: 0, inProgress: 0, ended: 0, disqualified: 0, hired: 0 })).map((bar) => bar.percent),
    ).toEqual([null, null, null, null, null]);
  });

  it('counts ended and disqualified candidates as finished', () => {
    expect(finishedCount(funnel())).toBe(18);
    expect(finishedCount(funnel({ ended: 0, disqualified: 0 }))).toBe(0);
  });
});

describe('scoreBars', () => {
  it('orders the buckets from the lowest score and labels their range', () => {
    const bars = scoreBars([
      { from: 10, to: 20, count: 2 },
      { from: 0, to: 10, count: 1 },
    ]);
    expect(bars).toEqual([
      { from: 0, to: 10, count: 1, label: '0-10' },
      { from: 10, to: 20, count: 2, label: '10-20' },
    ]);
  });

  it('finds the most common bucket, the lower one on a tie, and none without scores', () => {
    const bars = scoreBars([
      { from: 0, to: 10, count: 0 },
      { from: 10, to: 20, count: 3 },
      { from: 20, to: 30, count: 3 },
    ]);
    expect(mostCommonBar(bars)?.label).toBe('10-20');
    expect(mostCommonBar(scoreBars([{ from: 0, to: 10, count: 0 }]))).toBeNull();
  });
});

describe('passRateBars', () => {
  it('keeps the components in order with their failures and pass rate', () => {
    expect(
      passRateBars([
        { componentType: 'DISC', label: 'DISC', evaluated: 8, passed: 6 },
        { componentType: 'INTERVIEW', label: 'Entrevista', evaluated: 0, passed: 0 },
      ]),
    ).toEqual([
      { componentType: 'DISC', label: 'DISC', evaluated: 8, passed: 6, failed: 2, percent: 75 },
      { componentType: 'INTERVIEW', label: 'Entrevista', evaluated: 0, passed: 0, failed: 0, percent: null },
    ]);
  });
});

describe('tagBars', () => {
  it('keeps the tags in use, the most used first and then by label', () => {
    const bars = tagBars(
      [
        { code: 'Tag_1', label: 'Entrevista', color: '#f00', count: 2 },
        { code: 'Tag_2', label: 'Assessment', color: '#0f0', count: 2 },
        { code: 'Tag_3', label: 'Oferta', color: null, count: 5 },
        { code: 'Tag_4', label: 'Contactar', color: '#00f', count: 0 },
      ],
      'es',
    );
    expect(bars.map((bar) => bar.code)).toEqual(['Tag_3', 'Tag_2', 'Tag_1']);
  });
});
