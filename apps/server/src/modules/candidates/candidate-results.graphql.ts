import type { RequestContext } from '../../context.js';
import { builder } from '../../graphql/builder.js';
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

/** Shared with the comparator, which shows the same competence scores. */
export const CompetenceScoreRef = builder.objectRef<CompetenceScore>('CompetenceScore').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeFloat('value', { description: '0-100.' }),
    weight: t.exposeFloat('weight', {
      nullable: true,
      description: 'The competence’s weight in the component, when the job sets one.',
    }),
  }),
});

const DiscFactorRef = builder.objectRef<DiscResult['factors'][number]>('DiscFactor').implement({
  fields: (t) => ({
    factor: t.exposeString('factor', { description: 'D, I, S or C.' }),
    value: t.exposeInt('value', { description: '0-100.' }),
  }),
});

const DiscResultRef = builder.objectRef<DiscResult>('DiscResult').implement({
  fields: (t) => ({
    factors: t.field({ type: [DiscFactorRef], description: 'D, I, S, C in that order.', resolve: (r) => r.factors }),
    archetype: t.exposeString('archetype', {
      nullable: true,
      description: 'One of the 16 archetypes (Dc, D, Di ... CD).',
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
    fields: (t) => ({
      section: t.exposeString('section'),
      label: t.exposeString('label'),
      weight: t.exposeInt('weight', { description: 'The section’s weight in the CV match (percent).' }),
      score: t.exposeFloat('score'),
    }),
  });

const CurriculumResultRef = builder.objectRef<CurriculumResult>('CurriculumResult').implement({
  fields: (t) => ({ sections: t.field({ type: [CurriculumSectionRef], resolve: (r) => r.sections }) }),
});

const KnowledgeAnswerRef = builder.objectRef<KnowledgeAnswer>('KnowledgeAnswer').implement({
  fields: (t) => ({
    question: t.exposeString('question'),
    answer: t.exposeString('answer', {
      nullable: true,
      description: 'Null when the candidate left the question unanswered.',
    }),
    correctAnswer: t.exposeString('correctAnswer'),
    correct: t.exposeBoolean('correct'),
  }),
});

const KnowledgeResultRef = builder.objectRef<KnowledgeResult>('KnowledgeResult').implement({
  fields: (t) => ({
    questionCount: t.exposeInt('questionCount'),
    correctAnswers: t.exposeInt('correctAnswers'),
    answers: t.field({ type: [KnowledgeAnswerRef], resolve: (r) => r.answers }),
  }),
});

const InterviewAnswerRef = builder.objectRef<InterviewResult['answers'][number]>('InterviewAnswer').implement({
  fields: (t) => ({
    question: t.exposeString('question'),
    answer: t.exposeString('answer'),
    grade: t.exposeFloat('grade', { nullable: true, description: '0-10; null while ungraded.' }),
  }),
});

const InterviewResultRef = builder.objectRef<InterviewResult>('InterviewResult').implement({
  fields: (t) => ({
    grade: t.exposeFloat('grade', { nullable: true, description: '0-10.' }),
    answers: t.field({ type: [InterviewAnswerRef], resolve: (r) => r.answers }),
  }),
});

const TrustCheckRef = builder.objectRef<TrustResult['checks'][number]>('TrustCheck').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    riskLevel: t.exposeString('riskLevel', { description: 'HIGH_RISK, MID_RISK or LOW_RISK.' }),
  }),
});

const TrustResultRef = builder.objectRef<TrustResult>('TrustResult').implement({
  fields: (t) => ({
    code: t.exposeString('code', { nullable: true, description: '1 reliable, 2 medium, 3 unreliable.' }),
    checks: t.field({ type: [TrustCheckRef], resolve: (r) => r.checks }),
  }),
});

const ComponentResultRef = builder.objectRef<ComponentResult>('ComponentResult').implement({
  description:
    'A candidate’s result in one component of the job; only the detail field of its type is set, once there is a result.',
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    label: t.exposeString('label'),
    order: t.exposeInt('order'),
    status: t.exposeString('status', { description: 'PENDING, PROCESSING, SUCCESS, REJECT or PENDING_GRADE.' }),
    value: t.exposeFloat('value', { nullable: true }),
    minValueToPass: t.exposeFloat('minValueToPass', {
      nullable: true,
      description: 'Null when the component has no threshold.',
    }),
    disc: t.field({ type: DiscResultRef, nullable: true, resolve: (r) => r.disc }),
    curriculum: t.field({ type: CurriculumResultRef, nullable: true, resolve: (r) => r.curriculum }),
    competences: t.field({ type: [CompetenceScoreRef], nullable: true, resolve: (r) => r.competences }),
    knowledge: t.field({ type: KnowledgeResultRef, nullable: true, resolve: (r) => r.knowledge }),
    interview: t.field({ type: InterviewResultRef, nullable: true, resolve: (r) => r.interview }),
    trust: t.field({ type: TrustResultRef, nullable: true, resolve: (r) => r.trust }),
  }),
});

const CvExperienceRef = builder.objectRef<CvExperience>('CvExperience').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    company: t.exposeString('company'),
    area: t.exposeString('area', { nullable: true }),
    industry: t.exposeString('industry', { nullable: true }),
    startDate: t.exposeString('startDate', { nullable: true, description: 'YYYY-MM.' }),
    endDate: t.exposeString('endDate', { nullable: true, description: 'YYYY-MM; null for the current job.' }),
    startYear: t.exposeInt('startYear', { nullable: true }),
    endYear: t.exposeInt('endYear', { nullable: true }),
    current: t.exposeBoolean('current'),
    description: t.exposeString('description', { nullable: true }),
  }),
});

const CvSkillRef = builder.objectRef<CandidateCv['skills'][number]>('CvSkill').implement({
  fields: (t) => ({
    skill: t.exposeString('skill'),
    level: t.exposeString('level', { nullable: true, description: 'LOW, MEDIUM or HIGH.' }),
  }),
});

const CvLanguageRef = builder.objectRef<CandidateCv['languages'][number]>('CvLanguage').implement({
  fields: (t) => ({ language: t.exposeString('language'), level: t.exposeString('level', { nullable: true }) }),
});

const CandidateCvRef = builder.objectRef<CandidateCv>('CandidateCv').implement({
  fields: (t) => ({
    introduction: t.exposeString('introduction', { nullable: true }),
    salary: t.exposeInt('salary', { nullable: true, description: 'The salary expectation.' }),
    salaryCurrency: t.exposeString('salaryCurrency', { nullable: true }),
    willingToRelocate: t.exposeBoolean('willingToRelocate', { nullable: true }),
    experiences: t.field({
      type: [CvExperienceRef],
      description: 'Most recent first.',
      resolve: (cv) => cv.experiences,
    }),
    skills: t.field({ type: [CvSkillRef], resolve: (cv) => cv.skills }),
    languages: t.field({ type: [CvLanguageRef], resolve: (cv) => cv.languages }),
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
  viewerFeeling: t.exposeString('feeling', {
    nullable: true,
    description: 'The reader’s own feeling: the company user’s, or the observer’s in the observer realm.',
  }),
}));
