import { ageOn } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  birthDateRange,
  clearedFilters,
  DEFAULT_FILTERS,
  readListParams,
  toQueryVariables,
  withoutFilter,
  writeListParams,
  type CandidateListFilters,
} from './list-params';

const TODAY = new Date(2026, 2, 15); // 15 March 2026, local time
const roundTrip = (filters: CandidateListFilters) => readListParams(writeListParams(filters));

describe('candidate list parameters', () => {
  it('opens on page 1 of 10, best composed score first, with the MAYBE, YES and NO_FEELING feelings', () => {
    const filters = readListParams(new URLSearchParams());
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(writeListParams(filters).toString()).toBe('');
    expect(toQueryVariables(7, filters, TODAY)).toEqual({
      processId: 7,
      page: 1,
      size: 10,
      sortBy: { field: 'composedCapResult', order: 'DESC' },
      wildcard: undefined,
      feelings: ['MAYBE', 'YES', 'NO_FEELING'],
      personEvaluationsStatus: undefined,
      trust: undefined,
      hired: undefined,
      tags: undefined,
      place: undefined,
      industry: undefined,
      areaExperience: undefined,
      subExperience: undefined,
      education: undefined,
      institution: undefined,
      company: undefined,
      skill: undefined,
      language: undefined,
      gender: undefined,
      maritalStatus: undefined,
      salary: undefined,
      birthDate: undefined,
    });
  });

  it('keeps every filter, the page, the size, the order and the search through the address', () => {
    const filters: CandidateListFilters = {
      ...DEFAULT_FILTERS,
      search: 'Pérez',
      feelings: ['YES'],
      personEvaluationsStatus: ['ENDED', 'DISQUALIFIED'],
      trust: ['1', 'NOT_INVITED'],
      hired: ['true'],
      tags: ['Tag_1', 'Process_Tag_2'],
      place: ['3f1c6a5e-0000-4000-8000-000000000001'],
      industry: ['Retail'],
      areaExperience: ['Ventas'],
      subExperience: ['Ventas directas'],
      education: ['Universitario'],
      institution: ['Universidad Central del Ecuador'],
      company: ['Almacenes Norte'],
      skill: ['Excel', 'Negociación'],
      language: ['Inglés'],
      gender: ['FEMALE'],
      maritalStatus: ['SINGLE', 'UNION'],
      salary: { from: 800, to: 1500 },
      age: { from: 25, to: 40 },
      page: 3,
      size: 50,
      sort: { field: 'lastName', order: 'ASC' },
    };
    expect(roundTrip(filters)).toEqual(filters);
    expect(writeListParams(filters).getAll('status')).toEqual(['ENDED', 'DISQUALIFIED']);
  });

  it('sends the filters as the API names them, the search trimmed and lower-cased', () => {
    const variables = toQueryVariables(
      7,
      {
        ...DEFAULT_FILTERS,
        search: '  ANA Pérez ',
        personEvaluationsStatus: ['OPEN'],
        skill: ['Excel'],
        salary: { from: 500, to: null },
      },
      TODAY,
    );
    expect(variables).toMatchObject({
      wildcard: 'ana pérez',
      personEvaluationsStatus: ['OPEN'],
      skill: ['Excel'],
      salary: { from: 500, to: null },
    });
    expect(toQueryVariables(7, { ...DEFAULT_FILTERS, search: '   ' }, TODAY).wildcard).toBeUndefined();
  });

  it('tells "every feeling" apart from the default feelings', () => {
    const every = roundTrip({ ...DEFAULT_FILTERS, feelings: [] });
    expect(every.feelings).toEqual([]);
    // An empty list reaches the API as such: no feeling filter, "No me gusta" included.
    expect(toQueryVariables(7, every, TODAY).feelings).toEqual([]);
    expect(roundTrip({ ...DEFAULT_FILTERS, feelings: ['YES', 'MAYBE', 'NO_FEELING'] }).feelings).toEqual([
      'MAYBE',
      'YES',
      'NO_FEELING',
    ]);
  });

  it('asks for hired or not hired only when one of the two is chosen', () => {
    expect(toQueryVariables(7, { ...DEFAULT_FILTERS, hired: ['true'] }, TODAY).hired).toBe(true);
    expect(toQueryVariables(7, { ...DEFAULT_FILTERS, hired: ['false'] }, TODAY).hired).toBe(false);
    expect(toQueryVariables(7, { ...DEFAULT_FILTERS, hired: ['true', 'false'] }, TODAY).hired).toBeUndefined();
  });

  it('ignores address values that are not valid', () => {
    const filters = readListParams(
      new URLSearchParams('page=-2&size=15&sort=salary&order=UP&ageFrom=abc&ageTo=3.5&salaryFrom=-100'),
    );
    expect(filters).toMatchObject({
      page: 1,
      size: 10,
      sort: { field: 'composedCapResult', order: 'DESC' },
      age: { from: null, to: null },
    });
    expect(filters.salary).toEqual({ from: null, to: null });
  });
});

describe('ages as birth dates', () => {
  const range = birthDateRange({ from: 25, to: 40 }, TODAY)!;

  // Checked against the age the sidebar shows (the domain's rule), not a second age calculation.
  const ageOf = (day: string) => ageOn(day, '2026-03-15');

  it('includes whoever is between the two ages today, both included', () => {
    expect(range).toEqual({ from: '1985-03-16', to: '2001-03-15' });
    expect(ageOf(range.to!)).toBe(25);
    expect(ageOf(range.from!)).toBe(40);
  });

  it('leaves out whoever is one day short of the youngest age or one day past the oldest', () => {
    expect(ageOf('2001-03-16')).toBe(24);
    expect(ageOf('1985-03-15')).toBe(41);
    expect('2001-03-16' > range.to!).toBe(true);
    expect('1985-03-15' < range.from!).toBe(true);
  });

  it('leaves an open end open, and sends nothing without ages', () => {
    expect(birthDateRange({ from: 30, to: null }, TODAY)).toEqual({ to: '1996-03-15' });
    expect(birthDateRange({ from: null, to: 30 }, TODAY)).toEqual({ from: '1995-03-16' });
    expect(birthDateRange({ from: null, to: null }, TODAY)).toBeUndefined();
    expect(toQueryVariables(7, { ...DEFAULT_FILTERS, age: { from: 18, to: 18 } }, TODAY).birthDate).toEqual({
      from: '2007-03-16',
      to: '2008-03-15',
    });
  });

  it('counts someone born on 29 February a year older from 1 March in common years', () => {
    expect(birthDateRange({ from: 1, to: null }, new Date(2025, 1, 28))).toEqual({ to: '2024-02-28' });
    expect(ageOn('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageOn('2024-02-29', '2025-03-01')).toBe(1);
    expect(birthDateRange({ from: 4, to: null }, new Date(2028, 1, 29))).toEqual({ to: '2024-02-29' });
  });
});

describe('active filters', () => {
  it('does not count the default feelings, but counts every other value and range', () => {
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
    const filters = { ...DEFAULT_FILTERS, feelings: ['NO'], gender: ['MALE'], age: { from: 30, to: null } };
    expect(activeFilters(filters)).toEqual([
      { kind: 'facet', filter: 'feelings', value: 'NO' },
      { kind: 'facet', filter: 'gender', value: 'MALE' },
      { kind: 'range', filter: 'age', range: { from: 30, to: null } },
    ]);
  });

  it('takes one value or one range off', () => {
    const filters = { ...DEFAULT_FILTERS, skill: ['Excel', 'SQL'], salary: { from: 1, to: 2 } };
    expect(withoutFilter(filters, { kind: 'facet', filter: 'skill', value: 'Excel' })).toEqual({ skill: ['SQL'] });
    expect(withoutFilter(filters, { kind: 'range', filter: 'salary', range: filters.salary })).toEqual({
      salary: { from: null, to: null },
    });
  });

  it('clears back to the opening list but keeps the order and the page size', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      search: 'ana',
      tags: ['Tag_1'],
      page: 4,
      size: 20 as const,
      sort: { field: 'ranking' as const, order: 'ASC' as const },
    };
    expect(clearedFilters(filters)).toEqual({ ...DEFAULT_FILTERS, size: 20, sort: { field: 'ranking', order: 'ASC' } });
  });
});
