import { ageOn } from '../../candidates/age.js';
import { CV_SECTION_NAMES, LANGUAGE_LEVELS, SKILL_LEVELS, type CvSection } from '../../enums.js';
import { DEFAULT_SECTION_WEIGHTS } from '../../launch/draft.js';
import { foldText } from '../../launch/text-rules.js';
import type { CandidateCvForm } from '../candidate-cv.js';
import type { CvRequirements } from '../content-types.js';
import { clampScore, round2, weightedMean } from './round.js';

export interface CvContext {
  /** yyyy-MM-dd: the day ages and current jobs are measured on. */
  today: string;
  /** The degrees catalogue's order of a degree (higher is more advanced); null when unknown. */
  degreeOrder: (degreeId: number) => number | null;
}

export interface CvScore {
  scoreList: { section: CvSection; score: number }[];
  value: number;
}

/** A criterion met scores 100, missed 0; partial ones lie between. */
type Criterion = number;

const fold = (value: string) => foldText(value).replace(/\s+/g, ' ').trim();
const foldedSet = (values: readonly string[] | undefined) => new Set((values ?? []).map(fold));
const inSet = (set: Set<string>, value: string | null | undefined) => value != null && set.has(fold(value));
/** A section's score: the mean of its criteria; a section with no criterion asks nothing and scores 100. */
const sectionScore = (criteria: Criterion[]) =>
  criteria.length === 0 ? 100 : round2(criteria.reduce((sum, value) => sum + value, 0) / criteria.length);
/** Within [from, to] 100; under `from` in proportion; over `to` in inverse proportion (to / value). */
function rangeScore(value: number, from: number | null | undefined, to: number | null | undefined): Criterion {
  if (from != null && value < from) return from === 0 ? 100 : clampScore((value / from) * 100);
  if (to != null && value > to) return value === 0 ? 100 : clampScore((to / value) * 100);
  return 100;
}
/** A level against the one asked for: reaching it 100, below in proportion of the steps (1-based). */
const levelScore = (levels: readonly string[], have: string, want: string) =>
  clampScore(((levels.indexOf(have) + 1) / (levels.indexOf(want) + 1)) * 100);

function education(cv: CandidateCvForm, req: CvRequirements, context: CvContext): Criterion[] {
  const wanted = req.curriculum?.education;
  if (!wanted) return [];
  const criteria: Criterion[] = [];
  const requiredOrder = wanted.degreeId == null ? null : context.degreeOrder(wanted.degreeId);
  // The entries that reach the degree asked for (every entry when none is asked).
  const qualifying = cv.educationList.filter((entry) => {
    if (requiredOrder === null) return true;
    const order = context.degreeOrder(entry.degreeId);
    return order !== null && order >= requiredOrder;
  });
  if (requiredOrder !== null) criteria.push(qualifying.length > 0 ? 100 : 0);
  // Studying counts only when in progress is what is asked; a completed degree also meets "in progress".
  if (wanted.status)
    criteria.push(
      qualifying.some((entry) => wanted.status === 'IN_PROGRESS' || entry.status === 'COMPLETED') ? 100 : 0,
    );
  const areas = foldedSet(wanted.studyAreaList);
  if (areas.size) criteria.push(cv.educationList.some((entry) => inSet(areas, entry.studyArea)) ? 100 : 0);
  const institutions = foldedSet(wanted.institutionList);
  if (institutions.size)
    criteria.push(cv.educationList.some((entry) => inSet(institutions, entry.institution)) ? 100 : 0);
  return criteria;
}

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return year * 12 + month - 1;
};

/** Years of experience: the union of the jobs' spans in months (overlapping jobs count once), over 12. */
export function yearsOfExperience(cv: Pick<CandidateCvForm, 'experiences'>, today: string): number {
  const now = monthIndex(today.slice(0, 7));
  const spans = cv.experiences
    .map((entry) => {
      const start = monthIndex(entry.startDate);
      const end = entry.current || !entry.endDate ? now : monthIndex(entry.endDate);
      return [start, Math.max(start, Math.min(end, now))] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredTo = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, coveredTo);
    if (end > from) months += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return months / 12;
}

function experience(cv: CandidateCvForm, req: CvRequirements, context: CvContext): Criterion[] {
  const wanted = req.curriculum?.experience;
  if (!wanted) return [];
  const criteria: Criterion[] = [];
  if (wanted.yearsFrom != null || wanted.yearsTo != null)
    criteria.push(rangeScore(yearsOfExperience(cv, context.today), wanted.yearsFrom, wanted.yearsTo));
  const matchAny = (
    list: readonly string[] | undefined,
    pick: (e: CandidateCvForm['experiences'][number]) => string | null,
  ) => {
    const set = foldedSet(list);
    if (set.size) criteria.push(cv.experiences.some((entry) => inSet(set, pick(entry))) ? 100 : 0);
  };
  matchAny(wanted.areaList, (entry) => entry.area);
  matchAny(wanted.subAreaList, (entry) => entry.subArea);
  matchAny(wanted.industryList, (entry) => entry.industry);
  // A job title is free text: "Analista de datos senior" holds "analista de datos".
  const titles = [...foldedSet(wanted.jobTitleList)];
  if (titles.length)
    criteria.push(
      cv.experiences.some((entry) => titles.some((title) => fold(entry.jobTitle).includes(title))) ? 100 : 0,
    );
  return criteria;
}

function language(cv: CandidateCvForm, req: CvRequirements): Criterion[] {
  return (req.curriculum?.languageList ?? []).map((wanted) => {
    const have = cv.languages.find((entry) => entry.languageId === wanted.languageId);
    return have ? levelScore(LANGUAGE_LEVELS, have.level, wanted.level) : 0;
  });
}

function personalInfo(cv: CandidateCvForm, req: CvRequirements, context: CvContext): Criterion[] {
  const wanted = req.curriculum?.personalInfo;
  const criteria: Criterion[] = [];
  if (wanted && (wanted.ageFrom != null || wanted.ageTo != null)) {
    const age = ageOn(cv.personal.birthDate, context.today) ?? 0;
    criteria.push(
      (wanted.ageFrom == null || age >= wanted.ageFrom) && (wanted.ageTo == null || age <= wanted.ageTo) ? 100 : 0,
    );
  }
  // The cities the CV step lists, else the job's own city.
  const listed = wanted?.cityList ?? [];
  const cities = foldedSet(listed.length ? listed : req.jobProfile?.placeName ? [req.jobProfile.placeName] : []);
  if (cities.size) {
    const relocationAccepted = wanted?.relocation ?? true;
    const lives = inSet(cities, cv.personal.placeName);
    criteria.push(lives || (relocationAccepted && cv.personal.willingToRelocate) ? 100 : 0);
  }
  return criteria;
}

/** Half marks: an expectation in another currency neither meets nor misses the range. */
export const OTHER_CURRENCY_SALARY_SCORE = 50;

function salary(cv: CandidateCvForm, req: CvRequirements): Criterion[] {
  const cvRange = req.curriculum?.salary;
  const range =
    cvRange && (cvRange.salaryFrom != null || cvRange.salaryTo != null)
      ? { from: cvRange.salaryFrom, to: cvRange.salaryTo, currency: cvRange.currencyId }
      : req.jobProfile && (req.jobProfile.salaryFrom != null || req.jobProfile.salaryTo != null)
        ? { from: req.jobProfile.salaryFrom, to: req.jobProfile.salaryTo, currency: req.jobProfile.currencyCode }
        : null;
  if (!range) return [];
  if (range.currency && range.currency !== cv.salary.currency) return [OTHER_CURRENCY_SALARY_SCORE];
  // Asking less than the range is no fault of the candidate: only asking more costs points.
  return [rangeScore(cv.salary.amount, null, range.to)];
}

function skill(cv: CandidateCvForm, req: CvRequirements): Criterion[] {
  return (req.curriculum?.skillList ?? []).map((wanted) => {
    const have = cv.skills.find((entry) => fold(entry.skill) === fold(wanted.skill));
    return have ? levelScore(SKILL_LEVELS, have.level, wanted.level) : 0;
  });
}

/**
 * The CV match (decision 015): each section scores the mean of its criteria against the process's
 * curriculum requirements and job profile (0-100; a section that asks nothing scores 100), and the
 * value is the sections' mean weighted by the curriculum's section weights (CV_SECTIONS by default).
 */
export function scoreCv(cv: CandidateCvForm, requirements: CvRequirements, context: CvContext): CvScore {
  const criteria: Record<CvSection, Criterion[]> = {
    EDUCATION: education(cv, requirements, context),
    EXPERIENCE: experience(cv, requirements, context),
    LANGUAGE: language(cv, requirements),
    PERSONAL_INFO: personalInfo(cv, requirements, context),
    SALARY: salary(cv, requirements),
    SKILL: skill(cv, requirements),
  };
  const scoreList = CV_SECTION_NAMES.map((section) => ({ section, score: sectionScore(criteria[section]) }));
  const configured = requirements.curriculum?.sectionList ?? [];
  const weights = configured.some((entry) => entry.weight > 0) ? configured : DEFAULT_SECTION_WEIGHTS;
  const weightOf = (section: CvSection) => weights.find((entry) => entry.section === section)?.weight ?? 0;
  const value = round2(
    weightedMean(
      scoreList.map((entry) => entry.score),
      scoreList.map((entry) => weightOf(entry.section)),
    ),
  );
  return { scoreList, value };
}
