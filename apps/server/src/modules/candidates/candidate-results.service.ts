import { sql } from 'drizzle-orm';
import {
  componentLabel,
  CV_SECTIONS,
  cvSectionLabel,
  DISC_FACTORS,
  discInterpretation,
  educationListToShow,
  interviewAnswerId,
  isAnsweredInterviewAnswer,
  EDUCATION_STATUSES,
  RISK_LEVELS,
  SKILL_LEVELS,
  TRUST_CHECKS,
  trustCheckLabel,
  CV_SECTION_NAMES,
  type ComponentStatus,
  type ComponentType,
  type CvSection,
  type DiscArchetype,
  type DiscFactor,
  type EducationEntry,
  type Locale,
  type RiskLevel,
  type SkillLevel,
  type TrustCheck,
} from '@terna/domain';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { queryPreparedRows } from '../../db/client.js';
import { idArray, readerCompanyId } from './candidate-detail.service.js';

/**
 * The full results of candidates (ProcessCandidate.results) and their CVs (ProcessCandidate.cv),
 * read from component_results.details and curricula.data as the evaluation writes them. The stored
 * JSON is parsed with schemas: a detail that does not have the expected shape (older data, another
 * writer) leaves that part of the answer empty instead of failing the whole candidate.
 */

export interface CompetenceScore {
  name: string;
  value: number;
  weight: number | null;
}
export interface DiscResult {
  factors: { factor: DiscFactor; value: number }[];
  archetype: DiscArchetype | null;
  interpretation: string | null;
}
export interface CurriculumResult {
  sections: { section: CvSection; label: string; weight: number; score: number }[];
}
export interface KnowledgeAnswer {
  question: string;
  answer: string | null;
  correctAnswer: string;
  correct: boolean;
}
export interface KnowledgeResult {
  questionCount: number;
  correctAnswers: number;
  answers: KnowledgeAnswer[];
}
export interface InterviewResult {
  grade: number | null;
  answers: { questionId: string; question: string; answer: string; grade: number | null; answered: boolean }[];
}
export interface TrustResult {
  code: string | null;
  checks: { name: TrustCheck; label: string; riskLevel: RiskLevel }[];
}

export interface ComponentResult {
  componentType: ComponentType;
  label: string;
  order: number;
  status: ComponentStatus;
  value: number | null;
  /** Null when the component has no threshold (stored as 0). */
  minValueToPass: number | null;
  disc: DiscResult | null;
  curriculum: CurriculumResult | null;
  competences: CompetenceScore[] | null;
  knowledge: KnowledgeResult | null;
  interview: InterviewResult | null;
  trust: TrustResult | null;
}

// The shapes db/seed/evaluation.ts (and the evaluation service) store in component_results.details.
const score = z.number().finite();
const discDetails = z.object({ D: score, I: score, S: score, C: score });
const curriculumDetails = z.object({ scoreList: z.array(z.object({ section: z.enum(CV_SECTION_NAMES), score })) });
const competenceDetails = z.object({
  competences: z.array(z.object({ name: z.string(), value: score, weight: score.nullish() })),
});
const knowledgeDetails = z.object({
  questionCount: z.number().int().min(0),
  correctAnswers: z.number().int().min(0),
  answers: z
    .array(
      z.object({
        question: z.string(),
        answer: z.string().nullable(),
        correctAnswer: z.string(),
        correct: z.boolean(),
      }),
    )
    .optional()
    .default([]),
});
const interviewDetails = z.object({
  grade: score.nullish(),
  answers: z
    .array(
      z.object({
        questionId: z.string().nullish(),
        question: z.string(),
        answer: z.string(),
        answered: z.boolean().optional(),
        grade: score.nullish(),
      }),
    )
    .optional()
    .default([]),
});
const trustDetails = z.object({
  checks: z.array(z.object({ name: z.enum(TRUST_CHECKS), riskLevel: z.enum(RISK_LEVELS) })),
});

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** One job component of a candidate, with its result when there is one (loadResults' row). */
export interface ResultRow {
  process_person_id: number;
  component_type: ComponentType;
  order: number;
  min_value_to_pass: number | string | null;
  status: ComponentStatus | null;
  value: number | string | null;
  details: unknown;
  archetype: DiscArchetype | null;
  trust_code: string | null;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** One component's result with the typed detail of its type; only that type's field is set. */
export function componentResult(row: ResultRow, locale: Locale): ComponentResult {
  const value = numberOrNull(row.value);
  const threshold = numberOrNull(row.min_value_to_pass);
  const result: ComponentResult = {
    componentType: row.component_type,
    label: componentLabel(row.component_type, locale),
    order: row.order,
    // A component the candidate has not reached has no result row yet.
    status: row.status ?? 'PENDING',
    value,
    minValueToPass: threshold ? threshold : null,
    disc: null,
    curriculum: null,
    competences: null,
    knowledge: null,
    interview: null,
    trust: null,
  };
  if (row.details === null || row.details === undefined) return result;
  switch (row.component_type) {
    case 'DISC': {
      const factors = parsed(discDetails, row.details);
      if (factors) {
        result.disc = {
          factors: DISC_FACTORS.map((factor) => ({ factor, value: Math.round(factors[factor]) })),
          archetype: row.archetype,
          interpretation: discInterpretation(row.archetype, locale),
        };
      }
      break;
    }
    case 'CURRICULUM': {
      const details = parsed(curriculumDetails, row.details);
      if (details) {
        result.curriculum = {
          sections: details.scoreList.map((entry) => ({
            section: entry.section,
            label: cvSectionLabel(entry.section, locale),
            weight: CV_SECTIONS[entry.section],
            score: entry.score,
          })),
        };
      }
      break;
    }
    case 'COMPETENCE':
      result.competences =
        parsed(competenceDetails, row.details)?.competences.map((c) => ({
          name: c.name,
          value: c.value,
          weight: c.weight ?? null,
        })) ?? null;
      break;
    case 'KNOWLEDGE_TEST':
      result.knowledge = parsed(knowledgeDetails, row.details);
      break;
    case 'INTERVIEW': {
      const details = parsed(interviewDetails, row.details);
      if (details)
        result.interview = {
          grade: details.grade ?? null,
          answers: details.answers.map((a, i) => ({
            questionId: interviewAnswerId(a, i),
            question: a.question,
            answer: a.answer,
            answered: isAnsweredInterviewAnswer(a),
            grade: a.grade ?? null,
          })),
        };
      break;
    }
    case 'RELIABILITY': {
      const details = parsed(trustDetails, row.details);
      if (details) {
        result.trust = {
          // The candidate's code comes from this component only once it has a value (a pending one has none).
          code: value === null ? null : row.trust_code,
          checks: details.checks.map((check) => ({
            name: check.name,
            label: trustCheckLabel(check.name, locale),
            riskLevel: check.riskLevel,
          })),
        };
      }
      break;
    }
  }
  return result;
}

/**
 * The results of several candidates of the reader's company, each in the order of its process's
 * job components: one row per job component, with the candidate's result when there is one.
 * Labels are in `locale`: the request's, or a report's own language.
 */
export async function loadResults(
  ctx: RequestContext,
  processPersonIds: readonly number[],
  locale: Locale = ctx.locale,
): Promise<Map<number, ComponentResult[]>> {
  const companyId = readerCompanyId(ctx);
  const rows = await queryPreparedRows<ResultRow>(
    ctx.db,
    'candidate_results',
    sql`select pp.id as process_person_id, jc.component_type, jc."order", jc.min_value_to_pass, r.status, r.value, r.details, pp.archetype, pp.trust_code
      from process_persons pp
        join job_opportunities jo on jo.process_id = pp.process_id
        join job_components jc on jc.job_opportunity_id = jo.id
        left join component_results r on r.process_person_id = pp.id and r.component_type = jc.component_type
      where pp.id = any(${idArray(processPersonIds)}::int[]) and pp.company_id = ${companyId}
      order by pp.id, jc."order", jc.component_type`,
  );
  const byCandidate = new Map<number, ComponentResult[]>(processPersonIds.map((id) => [id, []]));
  for (const row of rows) byCandidate.get(row.process_person_id)?.push(componentResult(row, locale));
  return byCandidate;
}

export interface CvExperience {
  title: string;
  company: string;
  area: string | null;
  industry: string | null;
  /** Year and month, YYYY-MM. */
  startDate: string | null;
  endDate: string | null;
  startYear: number | null;
  endYear: number | null;
  current: boolean;
  description: string | null;
}

export interface CandidateCv {
  introduction: string | null;
  salary: number | null;
  salaryCurrency: string | null;
  willingToRelocate: boolean | null;
  experiences: CvExperience[];
  skills: { skill: string; level: SkillLevel | null }[];
  languages: { language: string; level: string | null }[];
  educationList: EducationEntry[];
}

// curricula.data as the CV form (and the seed) stores it; every part optional, so a sparse CV still shows what it has.
const text = z.string().nullish();
const yearMonth = z
  .string()
  .regex(/^\d{4}-\d{2}/)
  .nullish();
const cvData = z.object({
  introduction: text,
  willingToRelocate: z.boolean().nullish(),
  experiences: z
    .array(
      z.object({
        jobTitle: z.string(),
        company: z.string(),
        area: text,
        industry: text,
        startDate: yearMonth,
        endDate: yearMonth,
        current: z.boolean().nullish(),
        description: text,
      }),
    )
    .nullish(),
  // A skill level outside the catalogue shows as none rather than hiding the whole CV.
  skills: z.array(z.object({ skill: z.string(), level: z.enum(SKILL_LEVELS).nullish().catch(null) })).nullish(),
  languages: z.array(z.object({ name: z.string(), level: text })).nullish(),
  educationList: z
    .array(
      z.object({
        degree: z.string(),
        institution: text,
        studyArea: text,
        // An unknown status is not IN_PROGRESS, so the education rule already treats it as finished.
        status: z.enum(EDUCATION_STATUSES).catch('COMPLETED'),
        startYear: z.number().int().nullish(),
        endYear: z.number().int().nullish(),
      }),
    )
    .nullish(),
});

const yearOf = (value: string | null | undefined) => (value ? Number(value.slice(0, 4)) : null);

/** A CV as the detail shows it; the education list follows the rule of spec 2 section 4.7. */
export function candidateCv(row: {
  salary_amount: number | null;
  salary_currency: string | null;
  data: unknown;
}): CandidateCv {
  const data = parsed(cvData, row.data ?? {}) ?? {};
  return {
    introduction: data.introduction ?? null,
    salary: row.salary_amount,
    salaryCurrency: row.salary_currency,
    willingToRelocate: data.willingToRelocate ?? null,
    experiences: (data.experiences ?? []).map((e) => ({
      title: e.jobTitle,
      company: e.company,
      area: e.area ?? null,
      industry: e.industry ?? null,
      startDate: e.startDate ?? null,
      endDate: e.endDate ?? null,
      startYear: yearOf(e.startDate),
      endYear: yearOf(e.endDate),
      current: e.current ?? false,
      description: e.description ?? null,
    })),
    skills: (data.skills ?? []).map((s) => ({ skill: s.skill, level: s.level ?? null })),
    languages: (data.languages ?? []).map((l) => ({ language: l.name, level: l.level ?? null })),
    educationList: educationListToShow(
      (data.educationList ?? []).map((e) => ({
        degree: e.degree,
        institution: e.institution ?? null,
        studyArea: e.studyArea ?? null,
        status: e.status,
        startYear: e.startYear ?? null,
        endYear: e.endYear ?? null,
      })),
    ),
  };
}

/** The CVs of several candidates of the reader's company; a candidate without one is absent from the map. */
export async function loadCurricula(
  ctx: RequestContext,
  processPersonIds: readonly number[],
): Promise<Map<number, CandidateCv>> {
  const companyId = readerCompanyId(ctx);
  const rows = await queryPreparedRows<{
    id: number;
    salary_amount: number | null;
    salary_currency: string | null;
    data: unknown;
  }>(
    ctx.db,
    'candidate_curricula',
    sql`select pp.id, cv.salary_amount, cv.salary_currency, cv.data
      from process_persons pp join curricula cv on cv.person_id = pp.person_id
      where pp.id = any(${idArray(processPersonIds)}::int[]) and pp.company_id = ${companyId}`,
  );
  return new Map(rows.map((row) => [row.id, candidateCv(row)]));
}
