import {
  composedScoreColor,
  DISC_FACTORS,
  displayPercent,
  interviewGradeColor,
  type DiscFactor,
  type ScoreColor,
} from '@terna/domain';
import { componentSlug, componentTypeOfSlug } from '@/shared/lib/candidate-components';

/**
 * The candidate detail page's data shaping (spec 2 section 2.5): which component tabs show and in
 * what order, which one an address names, and each result's figures as the panels draw them.
 */

export interface TabSource {
  componentType: string;
  label: string;
  order: number;
  status: string;
}

export interface DetailTab {
  componentType: string;
  label: string;
  /** The {component} segment of the address. */
  slug: string;
  pending: boolean;
}

/** Statuses of a component that has no result to show yet (an interview awaiting its grade has answers). */
const PENDING_STATUSES = new Set(['PENDING', 'PROCESSING']);
export const isPendingStatus = (status: string) => PENDING_STATUSES.has(status);

/**
 * One tab per component of the job, by its order. `granted` is the observer's sections (component
 * types); null for a company user, who sees every component. The server already leaves ungranted
 * results out for observers: this keeps the page right even if it did not.
 */
export function detailTabs(results: readonly TabSource[], granted: readonly string[] | null): DetailTab[] {
  const allowed = granted ? new Set(granted) : null;
  return results
    .filter((result) => !allowed || allowed.has(result.componentType))
    .toSorted((a, b) => a.order - b.order)
    .map((result) => ({
      componentType: result.componentType,
      label: result.label,
      slug: componentSlug(result.componentType),
      pending: isPendingStatus(result.status),
    }));
}

/** The tab the address names, or undefined for an unknown or unauthorised component (the page answers 404). */
export function tabOfSlug(tabs: readonly DetailTab[], slug: string | undefined): DetailTab | undefined {
  if (!slug) return undefined;
  const type = componentTypeOfSlug(slug);
  return tabs.find((tab) => tab.componentType === type);
}

export interface Bar {
  key: string;
  label: string;
  /** 0-100, rounded for display. */
  percent: number;
  color: ScoreColor;
}

/** DISC factors in the model's order D, I, S, C; a factor the result lacks is left out. */
export function discBars(
  factors: readonly { factor: string; value: number }[],
): { factor: DiscFactor; percent: number }[] {
  return DISC_FACTORS.flatMap((factor) => {
    const found = factors.find((entry) => entry.factor.toUpperCase() === factor);
    return found ? [{ factor, percent: displayPercent(found.value) }] : [];
  });
}

/** CV match per section, the heaviest sections first (they weigh most in the CV result). */
export function cvSectionBars(
  sections: readonly { section: string; label: string; weight: number; score: number }[],
): (Bar & { weight: number })[] {
  return sections
    .toSorted((a, b) => b.weight - a.weight || a.label.localeCompare(b.label))
    .map((section) => ({
      key: section.section,
      label: section.label,
      weight: section.weight,
      percent: displayPercent(section.score),
      color: composedScoreColor(section.score),
    }));
}

/** Competence results, the strongest first. */
export function competenceBars(competences: readonly { name: string; value: number }[]): Bar[] {
  return competences
    .toSorted((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .map((competence) => ({
      key: competence.name,
      label: competence.name,
      percent: displayPercent(competence.value),
      color: composedScoreColor(competence.value),
    }));
}

export interface KnowledgeSummary {
  correct: number;
  total: number;
  percent: number;
  color: ScoreColor;
}

/** Correct answers out of the questions; the percentage from the counts, so the two always agree. */
export function knowledgeSummary(result: { questionCount: number; correctAnswers: number }): KnowledgeSummary {
  const total = Math.max(0, result.questionCount);
  const correct = Math.min(total, Math.max(0, result.correctAnswers));
  const percent = total === 0 ? 0 : displayPercent((correct / total) * 100);
  return { correct, total, percent, color: composedScoreColor(total === 0 ? null : percent) };
}

export interface InterviewGrade {
  /** 0-10 with one decimal, or null while the interview awaits its grade. */
  grade: number | null;
  color: ScoreColor;
}

/** The interview grade (0-10): none or 0 means it awaits grading (spec 2 section 2.11); colours by the interview bands. */
export function interviewGrade(grade: number | null | undefined, status: string): InterviewGrade {
  const pending = status === 'PENDING_GRADE' || grade === null || grade === undefined || grade === 0;
  const shown = pending ? null : Math.round(grade * 10) / 10;
  return { grade: shown, color: interviewGradeColor(shown) };
}

/** One answer's grade (0-10): unlike the overall grade a 0 is a real grade; only a missing one awaits grading. */
export function interviewAnswerGrade(grade: number | null | undefined): InterviewGrade {
  const shown = grade === null || grade === undefined ? null : Math.round(grade * 10) / 10;
  return { grade: shown, color: interviewGradeColor(shown) };
}

/** A year range of a CV entry: "2019 - 2023", "2021 - now" (the caller's word), or the one year known. */
export function yearRange(
  startYear: number | null | undefined,
  endYear: number | null | undefined,
  now: string,
): string | null {
  if (startYear == null && endYear == null) return null;
  if (startYear == null) return String(endYear);
  return `${startYear} - ${endYear ?? now}`;
}

/** GraphQL's Int is 32-bit: a larger id in the address could never name a row. */
const MAX_ID = 2_147_483_647;

/** An id of the address (process, candidate), or null when it is not a positive integer the API accepts. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
