/** Where a CV's education entry stands: finished, or being studied. */
export const EDUCATION_STATUSES = ['COMPLETED', 'IN_PROGRESS'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

/** One entry of a CV's education list. */
export interface EducationEntry {
  degree: string;
  institution: string | null;
  studyArea: string | null;
  status: EducationStatus;
  startYear: number | null;
  endYear: number | null;
}

const isStudying = (entry: EducationEntry) => entry.status === 'IN_PROGRESS';

/**
 * The education list rule (spec 2 section 4.7): if any entry is currently studied, only those are
 * kept; otherwise the most recent one is dropped (it is the degree the candidate card already
 * shows as the candidate's education, so the list adds the earlier ones).
 */
export function educationListToShow<T extends EducationEntry>(entries: readonly T[]): T[] {
  if (entries.some(isStudying)) return entries.filter(isStudying);
  const recency = (entry: EducationEntry) => entry.endYear ?? entry.startYear ?? Number.NEGATIVE_INFINITY;
  const mostRecent = entries.reduce<T | undefined>(
    (latest, entry) => (latest === undefined || recency(entry) > recency(latest) ? entry : latest),
    undefined,
  );
  return entries.filter((entry) => entry !== mostRecent);
}
