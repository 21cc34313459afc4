import { describe, expect, it } from 'vitest';
import type { CandidateCvForm } from '../candidate-cv.js';
import type { CvRequirements } from '../content-types.js';
import { scoreCv, yearsOfExperience } from './cv.js';

const cv: CandidateCvForm = {
  personal: {
    firstName: 'Ana',
    lastName: 'Pérez',
    birthDate: '1990-06-15',
    gender: 'FEMALE',
    maritalStatus: null,
    countryCode: 'CO',
    placeId: 'bog',
    placeName: 'Bogotá',
    phone: '+573001234567',
    willingToRelocate: false,
    introduction: null,
  },
  educationList: [
    {
      degreeId: 3,
      degree: 'Profesional',
      studyArea: 'Ingeniería de Sistemas',
      institution: 'Universidad Nacional',
      status: 'COMPLETED',
      startYear: 2008,
      endYear: 2013,
    },
  ],
  experiences: [
    {
      jobTitle: 'Analista de Datos Senior',
      company: 'Banco Uno',
      area: 'Tecnología',
      subArea: 'Datos',
      industry: 'Banca',
      startDate: '2015-01',
      endDate: '2019-12',
      current: false,
      description: null,
    },
    {
      jobTitle: 'Jefe de datos',
      company: 'Seguros Dos',
      area: 'Tecnologia',
      subArea: null,
      industry: 'Seguros',
      startDate: '2019-06',
      endDate: null,
      current: true,
      description: null,
    },
  ],
  skills: [{ skill: 'sql', level: 'MEDIUM' }],
  languages: [
    { languageId: 'es', name: 'Español', level: 'NATIVE_OR_BILINGUAL' },
    { languageId: 'en', name: 'Inglés', level: 'LIMITED_WORKING' },
  ],
  salary: { amount: 7_500_000, currency: 'COP' },
};
// Degree id -> catalogue order: 1 bachiller, 2 técnico, 3 profesional.
const context = { today: '2025-06-30', degreeOrder: (id: number) => (id <= 3 ? id : null) };

const requirements: CvRequirements = {
  jobProfile: { placeName: 'Bogotá', salaryFrom: 1, salaryTo: 2, currencyCode: 'USD' },
  curriculum: {
    education: {
      degreeId: 2,
      status: 'COMPLETED',
      studyAreaList: ['Ingenieria de sistemas'],
      institutionList: ['Universidad de los Andes'],
    },
    experience: {
      areaList: ['tecnologia'],
      subAreaList: [],
      industryList: ['Retail'],
      jobTitleList: ['analista de datos'],
      yearsFrom: 3,
      yearsTo: 8,
    },
    languageList: [
      { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
      { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
    ],
    personalInfo: { ageFrom: 25, ageTo: 35, relocation: true, cityList: ['Medellín'] },
    salary: { salaryFrom: 4_000_000, salaryTo: 6_000_000, includeDefined: true, currencyId: 'COP' },
    skillList: [
      { skill: 'SQL', level: 'HIGH' },
      { skill: 'Python', level: 'MEDIUM' },
    ],
    sectionList: [
      { section: 'EDUCATION', weight: 30 },
      { section: 'EXPERIENCE', weight: 30 },
      { section: 'LANGUAGE', weight: 10 },
      { section: 'PERSONAL_INFO', weight: 10 },
      { section: 'SALARY', weight: 10 },
      { section: 'SKILL', weight: 10 },
    ],
    questionList: [],
  },
};

describe('yearsOfExperience', () => {
  it('counts overlapping jobs once, a current one up to today', () => {
    // 2015-01..2019-12 is 59 months; 2019-06..2025-06 adds the 66 months after 2019-12: 125 / 12.
    expect(yearsOfExperience(cv, '2025-06-30')).toBeCloseTo(125 / 12, 10);
  });
});

describe('scoreCv', () => {
  it('scores each section by its criteria and weighs them by the curriculum’s section weights', () => {
    const result = scoreCv(cv, requirements, context);
    expect(result.scoreList).toEqual([
      // Degree order 3 >= 2: 100; completed: 100; study area (accents, case): 100; institution: 0.
      { section: 'EDUCATION', score: 75 },
      // 125/12 years over the 3-8 range: 8 / (125/12) = 76.8; area 100; industry 0; title contained 100.
      { section: 'EXPERIENCE', score: 69.2 },
      // es native 100; en limited (step 2) for professional (step 3): 2/3 = 66.67; mean 83.33.
      { section: 'LANGUAGE', score: 83.33 },
      // Age 35 in 25-35: 100; lives in Bogotá, not Medellín, and will not relocate: 0.
      { section: 'PERSONAL_INFO', score: 50 },
      // 7.5 M COP over the 6 M top of the CV step's range (the job profile's USD range is not used): 6/7.5.
      { section: 'SALARY', score: 80 },
      // SQL medium (step 3) for high (step 4): 75; no Python: 0.
      { section: 'SKILL', score: 37.5 },
    ]);
    // (75*30 + 69.2*30 + 83.33*10 + 50*10 + 80*10 + 37.5*10) / 100 = 6834.3 / 100.
    expect(result.value).toBe(68.34);
  });

  it('scores 100 for every section that asks nothing, with the default weights', () => {
    const result = scoreCv(cv, { jobProfile: null, curriculum: null }, context);
    expect(result.scoreList.every((entry) => entry.score === 100)).toBe(true);
    expect(result.value).toBe(100);
  });

  it('falls back to the job profile’s city and salary and half-scores another currency', () => {
    // Job in Bogotá (the candidate's city): 100. Salary range in USD against an expectation in COP: 50.
    // Default weights: everything else 100, salary (20) at 50: 100 - 20 * 50 / 100 = 90.
    const result = scoreCv(cv, { jobProfile: requirements.jobProfile, curriculum: { sectionList: [] } }, context);
    expect(result.scoreList.find((entry) => entry.section === 'PERSONAL_INFO')?.score).toBe(100);
    expect(result.scoreList.find((entry) => entry.section === 'SALARY')?.score).toBe(50);
    expect(result.value).toBe(90);
  });
});
