import type { RequestContext } from '../../context.js';
import { SKILL_LEVELS } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import {
  ComponentStatusEnum,
  ComponentTypeEnum,
  CvSectionEnum,
  DiscArchetypeEnum,
  DiscFactorEnum,
  FeelingEnum,
  enumFromDomain,
  RiskLevelEnum,
  TrustCheckEnum,
} from '../../graphql/enums.js';
import { EducationRef } from './candidate-detail.graphql.js';
import { batchLoad } from './candidate-detail.service.js';
import { CandidateRef } from './candidate-list.graphql.js';
import {
  loadCurricula,
  loadResults,
  type CandidateCv,
  type CompetenceScore,
  type ComponentResult,
  type CurriculumResult,
  type CvExperience,
  type DiscResult,
  type InterviewResult,
  type KnowledgeAnswer,
  type KnowledgeResult,
  type TrustResult,
} from './candidate-results.service.js';

const SkillLevelEnum = enumFromDomain('SkillLevel', SKILL_LEVELS, 'How well a candidate masters a skill.', {
  INDIFFERENT: 'Not stated.',
  LOW: 'Basic.',
  MEDIUM: 'Intermediate.',
  HIGH: 'Advanced.',
});

/** Shared with the comparator, which shows the same competence scores. */
export const CompetenceScoreRef = builder.objectRef<CompetenceScore>('CompetenceScore').implement({
  description: 'A candidate’s score in one competence.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The competence’s name.' }),
    value: t.exposeFloat('value', { description: '0-100.' }),
    weight: t.exposeFloat('weight', {
      nullable: true,
      description: 'The competence’s weight in the component, when the job sets one.',
    }),
  }),
});

const DiscFactorRef = builder.objectRef<DiscResult['factors'][number]>('DiscFactorScore').implement({
  description: 'A candidate’s score in one DISC factor.',
  fields: (t) => ({
    factor: t.expose('factor', { type: DiscFactorEnum, description: 'Which factor.' }),
    value: t.exposeInt('value', { description: '0-100.' }),
  }),
});

const DiscResultRef = builder.objectRef<DiscResult>('DiscResult').implement({
  description: 'A candidate’s DISC behaviour profile.',
  fields: (t) => ({
    factors: t.field({ type: [DiscFactorRef], description: 'D, I, S, C in that order.', resolve: (r) => r.factors }),
    archetype: t.expose('archetype', {
      type: DiscArchetypeEnum,
      nullable: true,
      description: 'The archetype; null if it could not be computed.',
    }),
    interpretation: t.exposeString('interpretation', {
      nullable: true,
      description: 'What the archetype means, in the request’s language.',
    }),
  }),
});

const CurriculumSectionRef = builder
  .objectRef<CurriculumResult['sections'][number]>('CurriculumSectionScore')
  .implement({
    description: 'A candidate’s score in one CV section.',
    fields: (t) => ({
      section: t.expose('section', { type: CvSectionEnum, description: 'Which section.' }),
      label: t.exposeString('label', { description: 'The section’s name in the request’s language.' }),
      weight: t.exposeInt('weight', { description: 'The section’s weight in the CV match (percent).' }),
      score: t.exposeFloat('score', { description: 'The section’s score, 0-100.' }),
    }),
  });

const CurriculumResultRef = builder.objectRef<CurriculumResult>('CurriculumResult').implement({
  description: 'A candidate’s CV match against the job.',
  fields: (t) => ({
    sections: t.field({
      type: [CurriculumSectionRef],
      description: 'The score per section.',
      resolve: (r) => r.sections,
    }),
  }),
});

const KnowledgeAnswerRef = builder.objectRef<KnowledgeAnswer>('KnowledgeAnswer').implement({
  description: 'A candidate’s answer to a knowledge question.',
  fields: (t) => ({
    question: t.exposeString('question', { description: 'The question.' }),
    answer: t.exposeString('answer', {
      nullable: true,
      description: 'Null when the candidate left the question unanswered.',
    }),
    correctAnswer: t.exposeString('correctAnswer', { description: 'The right answer.' }),
    correct: t.exposeBoolean('correct', { description: 'Whether the candidate’s answer is right.' }),
  }),
});

const KnowledgeResultRef = builder.objectRef<KnowledgeResult>('KnowledgeResult').implement({
  description: 'A candidate’s knowledge test.',
  fields: (t) => ({
    questionCount: t.exposeInt('questionCount', { description: 'Questions in the test.' }),
    correctAnswers: t.exposeInt('correctAnswers', { description: 'Questions answered right.' }),
    answers: t.field({ type: [KnowledgeAnswerRef], description: 'Each answer.', resolve: (r) => r.answers }),
  }),
});

const InterviewAnswerRef = builder.objectRef<InterviewResult['answers'][number]>('InterviewAnswer').implement({
  description: 'A candidate’s answer to an interview question.',
  fields: (t) => ({
    questionId: t.exposeString('questionId', {
      description:
        'Names the answer in gradeInterview: the question’s id, or its 1-based position in older interviews.',
    }),
    question: t.exposeString('question', { description: 'The question.' }),
    answer: t.exposeString('answer', { description: 'The answer (text, or the recording’s URL).' }),
    answered: t.exposeBoolean('answered', {
      description: 'Whether the candidate answered: only answered questions are graded (a blank one counts 0).',
    }),
    grade: t.exposeFloat('grade', { nullable: true, description: '0-10; null while ungraded.' }),
  }),
});

const InterviewResultRef = builder.objectRef<InterviewResult>('InterviewResult').implement({
  description: 'A candidate’s interview.',
  fields: (t) => ({
    grade: t.exposeFloat('grade', { nullable: true, description: 'The overall grade, 0-10; null while ungraded.' }),
    answers: t.field({ type: [InterviewAnswerRef], description: 'Each answer.', resolve: (r) => r.answers }),
  }),
});

const TrustCheckRef = builder.objectRef<TrustResult['checks'][number]>('TrustCheckResult').implement({
  description: 'A candidate’s result in one trust check.',
  fields: (t) => ({
    name: t.expose('name', { type: TrustCheckEnum, description: 'Which check.' }),
    label: t.exposeString('label', { description: 'The check’s name in the request’s language.' }),
    riskLevel: t.expose('riskLevel', { type: RiskLevelEnum, description: 'The risk it found.' }),
  }),
});

const TrustResultRef = builder.objectRef<TrustResult>('TrustResult').implement({
  description: 'A candidate’s trust evaluation.',
  fields: (t) => ({
    // The codes begin with a digit, which a GraphQL enum value cannot.
    code: t.exposeString('code', {
      nullable: true,
      description: '1 reliable, 2 medium, 3 unreliable; null while pending.',
    }),
    checks: t.field({ type: [TrustCheckRef], description: 'Each check.', resolve: (r) => r.checks }),
  }),
});

const ComponentResultRef = builder.objectRef<ComponentResult>('ComponentResult').implement({
  description:
    'A candidate’s result in one component of the job; only the detail field of its type is set, once there is a result.',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'Which component.' }),
    label: t.exposeString('label', { description: 'The component’s name in the request’s language.' }),
    order: t.exposeInt('order', { description: 'Its place among the job’s components, from 1.' }),
    status: t.expose('status', { type: ComponentStatusEnum, description: 'Where the candidate stands in it.' }),
    value: t.exposeFloat('value', { nullable: true, description: 'The result, 0-100; null before there is one.' }),
    minValueToPass: t.exposeFloat('minValueToPass', {
      nullable: true,
      description: 'Null when the component has no threshold.',
    }),
    disc: t.field({ type: DiscResultRef, nullable: true, description: 'Set for DISC.', resolve: (r) => r.disc }),
    curriculum: t.field({
      type: CurriculumResultRef,
      nullable: true,
      description: 'Set for CURRICULUM.',
      resolve: (r) => r.curriculum,
    }),
    competences: t.field({
      type: [CompetenceScoreRef],
      nullable: true,
      description: 'Set for COMPETENCE.',
      resolve: (r) => r.competences,
    }),
    knowledge: t.field({
      type: KnowledgeResultRef,
      nullable: true,
      description: 'Set for KNOWLEDGE_TEST.',
      resolve: (r) => r.knowledge,
    }),
    interview: t.field({
      type: InterviewResultRef,
      nullable: true,
      description: 'Set for INTERVIEW.',
      resolve: (r) => r.interview,
    }),
    trust: t.field({
      type: TrustResultRef,
      nullable: true,
      description: 'Set for RELIABILITY.',
      resolve: (r) => r.trust,
    }),
  }),
});

// startDate and endDate are a month (YYYY-MM), not a day: the Date scalar does not fit them.
const CvExperienceRef = builder.objectRef<CvExperience>('CvExperience').implement({
  description: 'A job of a CV.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The job title.' }),
    company: t.exposeString('company', { description: 'The employer.' }),
    area: t.exposeString('area', { nullable: true, description: 'The area; null if not given.' }),
    industry: t.exposeString('industry', { nullable: true, description: 'The industry; null if not given.' }),
    startDate: t.exposeString('startDate', { nullable: true, description: 'The month it began, YYYY-MM.' }),
    endDate: t.exposeString('endDate', {
      nullable: true,
      description: 'The month it ended, YYYY-MM; null for the current job.',
    }),
    startYear: t.exposeInt('startYear', { nullable: true, description: 'The year it began; null if not given.' }),
    endYear: t.exposeInt('endYear', { nullable: true, description: 'The year it ended; null if not given.' }),
    current: t.exposeBoolean('current', { description: 'Whether it is the current job.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the job was; null if not given.' }),
  }),
});

const CvSkillRef = builder.objectRef<CandidateCv['skills'][number]>('CvSkill').implement({
  description: 'A skill of a CV.',
  fields: (t) => ({
    skill: t.exposeString('skill', { description: 'The skill.' }),
    level: t.expose('level', { type: SkillLevelEnum, nullable: true, description: 'How well; null if not given.' }),
  }),
});

const CvLanguageRef = builder.objectRef<CandidateCv['languages'][number]>('CvLanguage').implement({
  description: 'A language of a CV.',
  fields: (t) => ({
    language: t.exposeString('language', { description: 'The language.' }),
    // The CV form's own words (e.g. INTERMEDIATE), not the LANGUAGE_LEVELS of the catalogue: an open set.
    level: t.exposeString('level', {
      nullable: true,
      description: 'How well, as the CV states it; null if not given.',
    }),
  }),
});

export const CandidateCvRef = builder.objectRef<CandidateCv>('CandidateCv').implement({
  description: 'A candidate’s CV.',
  fields: (t) => ({
    introduction: t.exposeString('introduction', {
      nullable: true,
      description: 'The candidate’s summary; null if none.',
    }),
    salary: t.exposeInt('salary', {
      nullable: true,
      description: 'The salary expectation, in salaryCurrency; null if not given.',
    }),
    salaryCurrency: t.exposeString('salaryCurrency', {
      nullable: true,
      description: 'The salary’s currency, ISO 4217; null if not given.',
    }),
    willingToRelocate: t.exposeBoolean('willingToRelocate', {
      nullable: true,
      description: 'Whether the candidate would move; null if not given.',
    }),
    experiences: t.field({
      type: [CvExperienceRef],
      description: 'Most recent first.',
      resolve: (cv) => cv.experiences,
    }),
    skills: t.field({ type: [CvSkillRef], description: 'Skills.', resolve: (cv) => cv.skills }),
    languages: t.field({ type: [CvLanguageRef], description: 'Languages.', resolve: (cv) => cv.languages }),
    educationList: t.field({
      type: [EducationRef],
      description: 'Under the rule of spec 2 section 4.7 (as ProcessCandidate.educationList).',
      resolve: (cv) => cv.educationList,
    }),
  }),
});

/** An observer reads only the sections their invitation grants; a company user reads them all. */
const visibleTo = (ctx: RequestContext, componentType: string) =>
  !ctx.observer || ctx.observer.sections.includes(componentType);

builder.objectFields(CandidateRef, (t) => ({
  results: t.field({
    type: [ComponentResultRef],
    description: 'The results of the job’s components in their order; an observer gets the granted sections only.',
    resolve: async (c, _, ctx) =>
      ((await batchLoad(ctx, 'results', c.id, (ids) => loadResults(ctx, ids))) ?? []).filter((r) =>
        visibleTo(ctx, r.componentType),
      ),
  }),
  cv: t.field({
    type: CandidateCvRef,
    nullable: true,
    description: 'The CV; null when the person has none, or for an observer without the CURRICULUM section.',
    resolve: async (c, _, ctx) =>
      visibleTo(ctx, 'CURRICULUM')
        ? ((await batchLoad(ctx, 'cv', c.id, (ids) => loadCurricula(ctx, ids))) ?? null)
        : null,
  }),
  viewerFeeling: t.expose('feeling', {
    type: FeelingEnum,
    nullable: true,
    description: 'The reader’s own feeling: the company user’s, or the observer’s in the observer realm.',
  }),
}));
