import { describe, expect, it } from 'vitest';
import {
  competencesSchema,
  componentsSchema,
  curriculumSchema,
  interviewSchema,
  jobProfileSchema,
  launchIssues,
  testsSchema,
  weightTotal,
} from '@terna/domain';
import { COMPETENCES } from '../../../src/db/seed/catalogue-data/competences.js';
import { JOB_TITLES, POSITIONS } from '../../../src/db/seed/catalogue-data/job-titles.js';
import { LIBRARY_BANKS } from '../../../src/db/seed/catalogue-data/question-library.js';
import { SKILLS } from '../../../src/db/seed/catalogue-data/skills.js';
import { EXPERIENCE_AREAS, INDUSTRIES, STUDY_AREAS } from '../../../src/db/seed/catalogue-data/areas.js';
import { PLACES } from '../../../src/db/seed/catalogue-data/places.js';
import { PROFILE_TEMPLATES } from '../../../src/db/seed/profile-templates.js';

const parse = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues;
};

describe('the shipped profile templates', () => {
  it('cover at least 12 roles of sales, customer service, operations, administration and technology', () => {
    expect(PROFILE_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(PROFILE_TEMPLATES.map((template) => template.code)).size).toBe(PROFILE_TEMPLATES.length);
    for (const area of ['Ventas', 'Atención al cliente', 'Operaciones', 'Administración', 'Tecnología'])
      expect(PROFILE_TEMPLATES.filter((template) => template.area === area).length).toBeGreaterThanOrEqual(2);
  });

  it.each(PROFILE_TEMPLATES.map((template) => [template.code, template] as const))(
    '%s passes every launch schema once it has a name',
    (_, template) => {
      const { draft } = template;
      expect(parse(jobProfileSchema, { ...draft.jobProfile, name: `Proceso ${template.name.es}` })).toEqual([]);
      expect(parse(curriculumSchema, draft.curriculum)).toEqual([]);
      expect(parse(competencesSchema, draft.competences)).toEqual([]);
      expect(parse(testsSchema, draft.tests)).toEqual([]);
      expect(parse(interviewSchema, draft.interview)).toEqual([]);
      expect(parse(componentsSchema, draft.components)).toEqual([]);
      expect(template.description.es.length).toBeGreaterThan(10);
      expect(template.name.en.length).toBeGreaterThan(2);

      // With a name and dates, nothing keeps it from launching.
      const today = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      const launchable = {
        ...draft,
        jobProfile: { ...draft.jobProfile, name: `Proceso ${template.name.es}` },
        dates: { startDate: today, endDate: end, publicationSite: [], isPublic: true },
      };
      expect(launchIssues(launchable, 'STANDARD', today)).toEqual([]);
    },
  );

  it.each(PROFILE_TEMPLATES.map((template) => [template.code, template] as const))(
    '%s names only what the catalogues and the library hold',
    (_, { draft }) => {
      const codes = new Set(COMPETENCES.map((competence) => competence.code));
      const competences = draft.competences!.competences!;
      expect(competences.length).toBeGreaterThanOrEqual(3);
      expect(competences.length).toBeLessThanOrEqual(5);
      expect(competences.filter((competence) => !codes.has(competence.id))).toEqual([]);
      expect(weightTotal(competences)).toBe(100);

      const knowledge = draft.tests!.knowledge!;
      expect(draft.tests!.disc).toBe(true);
      expect(knowledge).toHaveLength(1);
      const bank = LIBRARY_BANKS.find((candidate) => candidate.id === knowledge[0]!.questionBankId);
      expect(bank).toMatchObject({ purpose: 'KNOWLEDGE', name: knowledge[0]!.name });
      expect(bank!.questions.length).toBeGreaterThanOrEqual(knowledge[0]!.questionCount);

      const interview = draft.interview!;
      expect(interview).toMatchObject({ defaultQuestions: true, answerTime: 120 });
      expect(interview.questions).toHaveLength(5);
      const interviewBank = LIBRARY_BANKS.find((candidate) => candidate.id === interview.questionBankId);
      expect(interviewBank?.purpose).toBe('INTERVIEW');
      for (const question of interview.questions!)
        expect(interviewBank!.questions.map((q) => q.content)).toContain(question.content);

      const curriculum = draft.curriculum!;
      expect(curriculum.languageList).toEqual([
        { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
        { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
      ]);
      expect(curriculum.questionList).toHaveLength(1);
      expect(curriculum.skillList!.filter(({ skill }) => !SKILLS.includes(skill))).toEqual([]);
      expect(curriculum.education!.studyAreaList!.filter((name) => !STUDY_AREAS.includes(name))).toEqual([]);
      expect(curriculum.experience!.industryList!.filter((name) => !INDUSTRIES.includes(name))).toEqual([]);
      expect(curriculum.experience!.jobTitleList!.filter((name) => !JOB_TITLES.includes(name))).toEqual([]);
      expect(curriculum.experience!.areaList!.filter((name) => !(name in EXPERIENCE_AREAS))).toEqual([]);
      const subAreas = Object.values(EXPERIENCE_AREAS).flat();
      expect(curriculum.experience!.subAreaList!.filter((name) => !subAreas.includes(name))).toEqual([]);
      expect(POSITIONS).toContain(draft.jobProfile!.positionName);
      expect(PLACES.map((place) => place.uuid)).toContain(draft.jobProfile!.placeId);
      expect(weightTotal(draft.components!.components!)).toBe(100);
    },
  );
});
