import { describe, expect, it } from 'vitest';
import {
  competenceBars,
  cvSectionBars,
  detailTabs,
  discBars,
  interviewAnswerGrade,
  interviewGrade,
  knowledgeSummary,
  routeId,
  tabOfSlug,
  yearRange,
} from './detail';

const result = (componentType: string, order: number, status = 'SUCCESS') => ({
  componentType,
  label: componentType.toLowerCase(),
  order,
  status,
});

describe('component tabs', () => {
  it('follows the job components order field, whatever order the results come in', () => {
    const tabs = detailTabs([result('KNOWLEDGE_TEST', 4), result('DISC', 1), result('CURRICULUM', 2, 'PENDING')], null);
    expect(tabs.map((tab) => tab.slug)).toEqual(['disc', 'curriculum', 'knowledge_test']);
    expect(tabs.map((tab) => tab.pending)).toEqual([false, true, false]);
  });

  it('shows an observer only the granted sections', () => {
    const tabs = detailTabs(
      [result('DISC', 1), result('CURRICULUM', 2), result('INTERVIEW', 5)],
      ['INTERVIEW', 'DISC'],
    );
    expect(tabs.map((tab) => tab.componentType)).toEqual(['DISC', 'INTERVIEW']);
  });

  it('finds the tab an address names, also written with capitals or hyphens; anything else is unknown', () => {
    const tabs = detailTabs([result('DISC', 1), result('KNOWLEDGE_TEST', 4)], null);
    expect(tabOfSlug(tabs, 'knowledge_test')?.componentType).toBe('KNOWLEDGE_TEST');
    expect(tabOfSlug(tabs, 'knowledge-test')?.componentType).toBe('KNOWLEDGE_TEST');
    expect(tabOfSlug(tabs, 'DISC')?.componentType).toBe('DISC');
    expect(tabOfSlug(tabs, 'interview')).toBeUndefined();
    expect(tabOfSlug(tabs, 'nonsense')).toBeUndefined();
    expect(tabOfSlug(tabs, undefined)).toBeUndefined();
  });

  it('treats a component an observer may not see as unknown', () => {
    const tabs = detailTabs([result('DISC', 1), result('CURRICULUM', 2)], ['DISC']);
    expect(tabOfSlug(tabs, 'curriculum')).toBeUndefined();
  });
});

describe('address ids', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', '0', '-3', '1.5', '1e3', '042', 'abc', '2147483648'])
      expect(routeId(bad)).toBeNull();
  });
});

describe('result figures', () => {
  it('draws the DISC factors in D, I, S, C order, rounded, leaving out a missing factor', () => {
    const bars = discBars([
      { factor: 'C', value: 40 },
      { factor: 'd', value: 82.6 },
      { factor: 'I', value: 120 },
    ]);
    expect(bars).toEqual([
      { factor: 'D', percent: 83 },
      { factor: 'I', percent: 100 },
      { factor: 'C', percent: 40 },
    ]);
  });

  it('lists CV sections by weight with the composed score colours', () => {
    const bars = cvSectionBars([
      { section: 'SKILL', label: 'Habilidades', weight: 5, score: 90 },
      { section: 'EDUCATION', label: 'Educación', weight: 35, score: 65.4 },
      { section: 'SALARY', label: 'Aspiración salarial', weight: 20, score: 80 },
    ]);
    expect(bars.map((bar) => [bar.key, bar.weight, bar.percent, bar.color])).toEqual([
      ['EDUCATION', 35, 65, 'error'],
      ['SALARY', 20, 80, 'warning'],
      ['SKILL', 5, 90, 'success'],
    ]);
  });

  it('lists competences strongest first', () => {
    expect(
      competenceBars([
        { name: 'Liderazgo', value: 60 },
        { name: 'Negociación', value: 91 },
      ]).map((bar) => bar.label),
    ).toEqual(['Negociación', 'Liderazgo']);
  });

  it('counts knowledge answers and their percentage from the same numbers', () => {
    expect(knowledgeSummary({ questionCount: 20, correctAnswers: 13 })).toEqual({
      correct: 13,
      total: 20,
      percent: 65,
      color: 'error',
    });
    expect(knowledgeSummary({ questionCount: 20, correctAnswers: 18 })).toMatchObject({
      percent: 90,
      color: 'success',
    });
    expect(knowledgeSummary({ questionCount: 0, correctAnswers: 0 })).toEqual({
      correct: 0,
      total: 0,
      percent: 0,
      color: 'default',
    });
    expect(knowledgeSummary({ questionCount: 5, correctAnswers: 9 })).toMatchObject({ correct: 5, percent: 100 });
  });

  it('grades the interview in its colour bands; no grade or 0 awaits grading', () => {
    expect(interviewGrade(5.5, 'REJECT')).toEqual({ grade: 5.5, color: 'error' });
    expect(interviewGrade(7, 'SUCCESS')).toEqual({ grade: 7, color: 'warning' });
    expect(interviewGrade(8.25, 'SUCCESS')).toEqual({ grade: 8.3, color: 'success' });
    expect(interviewGrade(0, 'SUCCESS')).toEqual({ grade: null, color: 'info' });
    expect(interviewGrade(null, 'SUCCESS')).toEqual({ grade: null, color: 'info' });
    expect(interviewGrade(9, 'PENDING_GRADE')).toEqual({ grade: null, color: 'info' });
  });

  it('takes an answer graded 0 as a grade, a missing one as not graded', () => {
    expect(interviewAnswerGrade(0)).toEqual({ grade: 0, color: 'error' });
    expect(interviewAnswerGrade(null)).toEqual({ grade: null, color: 'info' });
  });
});

describe('CV text', () => {
  it('writes year ranges, open ones up to the given word', () => {
    expect(yearRange(2018, 2022, 'now')).toBe('2018 - 2022');
    expect(yearRange(2021, null, 'now')).toBe('2021 - now');
    expect(yearRange(null, 2020, 'now')).toBe('2020');
    expect(yearRange(null, null, 'now')).toBeNull();
  });
});
