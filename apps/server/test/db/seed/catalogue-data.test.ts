import { describe, expect, it } from 'vitest';
import { EXPERIENCE_AREAS, INDUSTRIES, STUDY_AREAS } from '../../../src/db/seed/catalogue-data/areas.js';
import { COMPETENCES } from '../../../src/db/seed/catalogue-data/competences.js';
import { INSTITUTIONS } from '../../../src/db/seed/catalogue-data/institutions.js';
import { JOB_BOARDS } from '../../../src/db/seed/catalogue-data/job-boards.js';
import { JOB_TITLES, POSITIONS } from '../../../src/db/seed/catalogue-data/job-titles.js';
import { PLACES } from '../../../src/db/seed/catalogue-data/places.js';
import { COUNTRIES, CURRENCIES, DEGREES, LANGUAGES } from '../../../src/db/seed/catalogue-data/reference.js';
import { SKILLS } from '../../../src/db/seed/catalogue-data/skills.js';
import { CATALOGUES } from '../../../src/db/seed/reference-data.js';

const duplicates = (names: readonly string[]) => names.filter((name, index) => names.indexOf(name) !== index);

describe('the shipped catalogue files', () => {
  it('hold the sizes the wizard needs, without repeated names', () => {
    const lists: [string, readonly string[], number][] = [
      ['skills', SKILLS, 150],
      ['job titles', JOB_TITLES, 150],
      ['positions', POSITIONS, 80],
      ['study areas', STUDY_AREAS, 60],
      ['institutions', INSTITUTIONS, 100],
      ['industries', INDUSTRIES, 30],
      ['experience areas', Object.keys(EXPERIENCE_AREAS), 10],
      ['experience sub-areas', Object.values(EXPERIENCE_AREAS).flat(), 50],
    ];
    for (const [what, names, least] of lists) {
      expect({ what, enough: names.length >= least, duplicates: duplicates(names) }).toEqual({
        what,
        enough: true,
        duplicates: [],
      });
    }
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(LANGUAGES.map((language) => language.code))).toEqual([]);
    expect(DEGREES.map((degree) => degree.order)).toEqual(DEGREES.map((_, index) => index + 1));
  });

  it('name a currency for each of the 21 countries, plus USD and EUR', () => {
    expect(COUNTRIES).toHaveLength(21);
    const codes = CURRENCIES.map((currency) => currency.codeISO);
    expect(codes).toEqual(expect.arrayContaining(['USD', 'EUR']));
    expect(duplicates(codes)).toEqual([]);
    // Ecuador, El Salvador and Puerto Rico use the dollar; Spain the euro; "other" none.
    const own = [
      'ARS',
      'BOB',
      'BRL',
      'CLP',
      'COP',
      'CRC',
      'DOP',
      'GTQ',
      'HNL',
      'MXN',
      'NIO',
      'PAB',
      'PYG',
      'PEN',
      'UYU',
      'VES',
    ];
    expect(codes).toEqual(expect.arrayContaining(own));
  });

  it('place at least 400 Latin American cities, in provinces of the 21 countries, with unique uuids', () => {
    const latin = PLACES.filter((place) => place.countryCode !== 'ES');
    expect(latin.length).toBeGreaterThanOrEqual(400);
    const countryCodes = new Set(COUNTRIES.map((country) => country.code));
    expect(PLACES.filter((place) => !countryCodes.has(place.countryCode))).toEqual([]);
    expect(new Set(PLACES.map((place) => place.countryCode)).size).toBe(20);
    expect(duplicates(PLACES.map((place) => place.uuid))).toEqual([]);
    expect(PLACES.slice(0, 34).map((place) => place.uuid)).toEqual(
      Array.from({ length: 34 }, (_, index) => `place-${String(index + 1).padStart(3, '0')}`),
    );
  });

  it('define at least 30 competences in both languages, with suggestion keywords', () => {
    expect(COMPETENCES.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(COMPETENCES.map((competence) => competence.code))).toEqual([]);
    for (const competence of COMPETENCES) {
      expect(competence.definitionEs.length).toBeGreaterThan(40);
      expect(competence.definitionEn.length).toBeGreaterThan(40);
      expect(competence.keywords.length).toBeGreaterThan(2);
      // Keywords are compared with folded job-profile text: lower case, no accents.
      expect(
        competence.keywords.filter((word) => word !== word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
      ).toEqual([]);
    }
  });

  it('list the job boards 00001 to 00007 of the spec', () => {
    expect(JOB_BOARDS.map((board) => board.id)).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
      '00005',
      '00006',
      '00007',
    ]);
    expect(JOB_BOARDS.filter((board) => !board.active).map((board) => board.name)).toEqual(['Computrabajo']);
  });

  it('keep the demo generator’s names inside the shipped catalogues', () => {
    const shipped: Record<string, readonly string[]> = {
      skills: SKILLS,
      industries: INDUSTRIES,
      'experience-areas': Object.keys(EXPERIENCE_AREAS),
      'experience-subareas': Object.values(EXPERIENCE_AREAS).flat(),
      institutions: INSTITUTIONS,
      'study-areas': STUDY_AREAS,
      'job-titles': JOB_TITLES,
    };
    for (const [slug, names] of Object.entries(CATALOGUES))
      expect({ slug, missing: names.filter((name) => !shipped[slug]!.includes(name)) }).toEqual({ slug, missing: [] });
  });
});
