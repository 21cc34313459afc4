import { describe, expect, it } from 'vitest';
import { readComparedIds, writeComparedIds } from './comparator-params';
import { comparatorRows, type ComparedCandidate } from './comparator-rows';

const columns = [
  { name: 'CURRICULUM', label: 'Currículum', order: 2 },
  { name: 'DISC', label: 'DISC', order: 1 },
  { name: 'COMPETENCE', label: 'Competencias', order: 3 },
  { name: 'RELIABILITY', label: 'Confiabilidad', order: 4 },
];

const candidate = (overrides: Partial<ComparedCandidate>): ComparedCandidate => ({
  composedScore: null,
  archetype: null,
  trustCode: null,
  salary: null,
  salaryCurrency: null,
  results: [],
  cvSections: [],
  competences: [],
  ...overrides,
});

describe('comparator rows', () => {
  const rows = comparatorRows(
    [
      candidate({
        composedScore: 81,
        archetype: 'Di',
        trustCode: '2',
        salary: 1200,
        salaryCurrency: 'USD',
        results: [
          { componentType: 'DISC', status: 'SUCCESS', value: 70 },
          { componentType: 'CURRICULUM', status: 'SUCCESS', value: 90 },
        ],
        cvSections: [
          { section: 'SKILL', score: 50 },
          { section: 'EDUCATION', score: 80 },
        ],
        competences: [{ name: 'Liderazgo', value: 60 }],
      }),
      candidate({
        composedScore: 92,
        archetype: 'S',
        trustCode: '1',
        salary: 900,
        results: [{ componentType: 'DISC', status: 'SUCCESS', value: 70 }],
        cvSections: [{ section: 'EDUCATION', score: 40 }],
        competences: [
          { name: 'Liderazgo', value: 75 },
          { name: 'Comunicación', value: 20 },
        ],
      }),
    ],
    columns,
  );
  const byKey = (key: string) => rows.find((r) => r.key === key)!;

  it('lists the overall result, the components in the job order, the profile, the CV sections by weight and the competences', () => {
    expect(rows.map((r) => r.key)).toEqual([
      'overall',
      'component:DISC',
      'component:CURRICULUM',
      'component:COMPETENCE',
      'component:RELIABILITY',
      'archetype',
      'trust',
      'salary',
      'cv:EDUCATION',
      'cv:SKILL',
      'competence:Comunicación',
      'competence:Liderazgo',
    ]);
    expect(byKey('component:CURRICULUM').label).toEqual({ text: 'Currículum' });
    expect(byKey('cv:EDUCATION').label).toEqual({ key: 'cvSection.EDUCATION' });
  });

  it('marks the best value of each row, ties included, and never a missing one', () => {
    expect(byKey('overall').best).toEqual([1]);
    expect(byKey('component:DISC').best).toEqual([0, 1]);
    expect(byKey('component:CURRICULUM').best).toEqual([0]);
    expect(byKey('component:COMPETENCE').best).toEqual([]);
    expect(byKey('cv:SKILL').best).toEqual([0]);
    expect(byKey('competence:Comunicación').best).toEqual([1]);
    expect(byKey('trust').best).toEqual([1]);
  });

  it('shows the archetype and the salary without a best one', () => {
    expect(byKey('archetype').best).toEqual([]);
    expect(byKey('salary').cells).toEqual([
      { type: 'salary', value: 1200, currency: 'USD' },
      { type: 'salary', value: 900, currency: null },
    ]);
    expect(byKey('salary').best).toEqual([]);
  });

  it('a component without a result reads as pending', () => {
    expect(byKey('component:COMPETENCE').cells).toEqual([
      { type: 'score', value: null, status: 'PENDING' },
      { type: 'score', value: null, status: 'PENDING' },
    ]);
  });

  it('leaves out the rows of components the reviewer may not see', () => {
    const disc = comparatorRows(
      [candidate({ composedScore: 50, archetype: 'D' })],
      [{ name: 'DISC', label: 'DISC', order: 1 }],
    );
    expect(disc.map((r) => r.key)).toEqual(['overall', 'component:DISC', 'archetype']);
    expect(comparatorRows([], columns)).toEqual([]);
  });
});

describe('compared ids in the address', () => {
  it('keeps valid ids once, at most five', () => {
    expect(
      readComparedIds(
        new URLSearchParams(
          'candidate=3&candidate=x&candidate=3&candidate=4&candidate=5&candidate=6&candidate=7&candidate=8',
        ),
      ),
    ).toEqual([3, 4, 5, 6, 7]);
  });

  it('writes the ids and keeps the other parameters', () => {
    expect(writeComparedIds(new URLSearchParams('tab=1&candidate=9'), [4, 2]).toString()).toBe(
      'tab=1&candidate=4&candidate=2',
    );
  });
});
