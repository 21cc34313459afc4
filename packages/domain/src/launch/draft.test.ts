import { describe, expect, it } from 'vitest';
import {
  componentsSchema,
  curriculumDraftSchema,
  datesDraftSchema,
  DEFAULT_LANGUAGES,
  DEFAULT_SECTION_WEIGHTS,
  jobProfileDraftSchema,
  jobProfileSchema,
  launchIssues,
  stepsFor,
  todayIn,
  type LaunchDraft,
} from './draft.js';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

const jobProfile = {
  name: 'EJECUTIVO COMERCIAL BOGOTÁ',
  positionName: 'Ejecutivo comercial',
  countryCode: 'CO',
  placeId: 'place-007',
  description: 'Buscamos un ejecutivo comercial para atender clientes corporativos en Bogotá.',
  confidential: false,
  jobTemporality: 'FULL_TIME' as const,
  salaryFrom: 3_000_000,
  salaryTo: 4_500_000,
  currencyCode: 'COP',
  publicationInfoName: 'Ejecutivo comercial',
};

const complete: LaunchDraft = {
  jobProfile,
  competences: {
    competences: [
      { id: 'ORIENTACION_CLIENTE', name: 'Orientación al cliente', weight: 60, difficulty: 'MEDIUM' },
      { id: 'NEGOCIACION', name: 'Negociación', weight: 40, difficulty: 'HARD' },
    ],
  },
  tests: { disc: true, knowledge: [] },
  components: {
    components: [
      { componentType: 'DISC', weight: 30, minValueToPass: 0, order: 1 },
      { componentType: 'COMPETENCE', weight: 70, minValueToPass: 60, order: 2 },
    ],
  },
  dates: { startDate: '2026-12-01', endDate: '2026-12-21', publicationSite: [], isPublic: true },
};

describe('job profile', () => {
  it('saves a half-done profile but launches only a complete one', () => {
    expect(jobProfileDraftSchema.safeParse({ name: 'VENDEDOR' }).success).toBe(true);
    expect(messages(jobProfileSchema.safeParse({ name: 'VENDEDOR' }))).toContain('description:validation.required');
    expect(jobProfileSchema.safeParse(jobProfile).success).toBe(true);
  });
  it('refuses blocked words, a reversed salary range and a local video address', () => {
    const result = jobProfileDraftSchema.safeParse({
      description: 'Buscamos vendedora soltera para el punto de venta del centro comercial.',
      salaryFrom: 5,
      salaryTo: 1,
      videoUrl: 'http://127.0.0.1/video',
    });
    expect(messages(result)).toEqual([
      'description:validation.blocked_words',
      'videoUrl:validation.url',
      'salaryTo:validation.range',
    ]);
  });
  it('keeps emoji and refuses half of one (a lone surrogate)', () => {
    expect(jobProfileDraftSchema.parse({ name: 'VENDEDOR ⭐ ESTRELLA' }).name).toBe('VENDEDOR ⭐ ESTRELLA');
    expect(messages(jobProfileDraftSchema.safeParse({ name: 'VENDEDOR \uD83D' }))).toEqual(['name:validation.regex']);
  });
  it('counts length in characters, so emoji are not counted twice', () => {
    expect(jobProfileDraftSchema.safeParse({ name: '😀'.repeat(150) }).success).toBe(true);
    expect(messages(jobProfileDraftSchema.safeParse({ name: '😀'.repeat(151) }))).toEqual(['name:validation.max']);
  });
});

describe('curriculum', () => {
  it('refuses duplicated skills and a reversed age range', () => {
    const result = curriculumDraftSchema.safeParse({
      skillList: [
        { skill: 'Excel', level: 'HIGH' },
        { skill: 'excel', level: 'LOW' },
      ],
      personalInfo: { ageFrom: 40, ageTo: 20, relocation: false, cityList: [] },
    });
    expect(messages(result).sort()).toEqual(['personalInfo.ageTo:validation.range', 'skillList:validation.duplicate']);
  });
  it('ships the default languages and section weights of the spec', () => {
    expect(DEFAULT_LANGUAGES).toEqual([
      { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
      { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
    ]);
    expect(Object.fromEntries(DEFAULT_SECTION_WEIGHTS.map((s) => [s.section, s.weight]))).toEqual({
      EDUCATION: 35,
      EXPERIENCE: 30,
      LANGUAGE: 5,
      PERSONAL_INFO: 5,
      SALARY: 20,
      SKILL: 5,
    });
  });
});

describe('components', () => {
  it('launches only when the weights total exactly 100', () => {
    const components = (weights: number[]) => ({
      components: weights.map((weight, i) => ({
        componentType: (['DISC', 'COMPETENCE', 'INTERVIEW'] as const)[i]!,
        weight,
        minValueToPass: 0,
        order: i + 1,
      })),
    });
    expect(componentsSchema.safeParse(components([50, 50])).success).toBe(true);
    expect(messages(componentsSchema.safeParse(components([50, 40])))).toEqual([
      'components.components:validation.weights_total',
    ]);
    expect(componentsSchema.safeParse(components([60, 50])).success).toBe(false);
  });
});

describe('dates', () => {
  const schema = datesDraftSchema('2026-11-26');
  it('refuses a start in the past and an end not after the start', () => {
    expect(messages(schema.safeParse({ startDate: '2026-11-25', endDate: '2026-11-25' }))).toEqual([
      'startDate:validation.start_not_past',
      'endDate:validation.end_after_start',
    ]);
    expect(schema.safeParse({ startDate: '2026-11-26', endDate: '2026-11-27' }).success).toBe(true);
  });
  it('refuses impossible days and publications longer than a year', () => {
    expect(messages(schema.safeParse({ startDate: '2027-02-30' }))).toEqual(['startDate:validation.regex']);
    expect(messages(schema.safeParse({ startDate: '2026-12-01', endDate: '2027-12-02' }))).toEqual([
      'endDate:validation.max_value',
    ]);
  });
  it('judges today on the process calendar', () => {
    const lateEvening = new Date('2026-11-27T03:00:00Z');
    expect(todayIn('America/Bogota', lateEvening)).toBe('2026-11-26');
    expect(todayIn('Europe/Madrid', lateEvening)).toBe('2026-11-27');
  });
});

describe('launchIssues', () => {
  it('is empty for a complete draft', () => {
    expect(launchIssues(complete, 'ETALENT', '2026-11-26')).toEqual([]);
  });
  it('asks only for the steps of the chosen components', () => {
    const issues = launchIssues({ ...complete, competences: null }, 'ETALENT', '2026-11-26');
    expect(issues.map((issue) => `${issue.step}:${issue.field}`)).toEqual(['competences:competences']);
  });
  it('lists what an empty draft lacks, step by step in wizard order', () => {
    const steps = launchIssues({}, 'STANDARD', '2026-11-26').map((issue) => issue.step);
    expect(steps[0]).toBe('job-profile');
    expect(steps).toContain('components');
    expect(steps.at(-1)).toBe('dates');
  });
  it('refuses a curriculum component in a basic controlled process, which has no CV', () => {
    const draft: LaunchDraft = {
      ...complete,
      components: {
        components: [
          { componentType: 'CURRICULUM', weight: 50, minValueToPass: 0, order: 1 },
          { componentType: 'DISC', weight: 50, minValueToPass: 0, order: 2 },
        ],
      },
    };
    expect(launchIssues(draft, 'CONTROLLED_BASIC', '2026-11-26').map((issue) => issue.step)).toContain('components');
    expect(stepsFor('CONTROLLED_BASIC')).not.toContain('curriculum');
    expect(stepsFor('TRUST')).toEqual(['job-profile', 'trust-features', 'dates', 'summary']);
  });
});
