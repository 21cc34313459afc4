import { describe, expect, it } from 'vitest';
import { educationListToShow, type EducationEntry, type EducationStatus } from './education.js';

const entry = (degree: string, status: EducationStatus, startYear: number, endYear: number | null): EducationEntry => ({
  degree,
  institution: null,
  studyArea: null,
  status,
  startYear,
  endYear,
});

describe('educationListToShow (spec 2 section 4.7)', () => {
  it('keeps only the entries being studied when there is one', () => {
    const list = [
      entry('Bachillerato', 'COMPLETED', 2008, 2014),
      entry('Universitario', 'IN_PROGRESS', 2015, null),
      entry('Técnico', 'COMPLETED', 2014, 2016),
    ];
    expect(educationListToShow(list).map((e) => e.degree)).toEqual(['Universitario']);
  });

  it('otherwise drops the most recent entry, whatever its place in the list', () => {
    const list = [
      entry('Maestría', 'COMPLETED', 2018, 2020),
      entry('Universitario', 'COMPLETED', 2010, 2015),
      entry('Bachillerato', 'COMPLETED', 2004, 2010),
    ];
    expect(educationListToShow(list).map((e) => e.degree)).toEqual(['Universitario', 'Bachillerato']);
  });

  it('leaves an empty list empty and a single finished entry out', () => {
    expect(educationListToShow([])).toEqual([]);
    expect(educationListToShow([entry('Universitario', 'COMPLETED', 2010, 2015)])).toEqual([]);
  });
});
