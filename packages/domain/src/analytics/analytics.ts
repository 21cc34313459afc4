import { z } from 'zod';
import { idSchema } from '../validation/id.js';
import { msg } from '../validation/messages.js';
import { isoDaySchema } from '../launch/draft.js';

/**
 * The company analytics' filters (spec 2 §2.8, issue 18): an optional range of days on which a
 * process counts (its launch day, or its creation day while it is a draft) and an optional agency.
 * Every other number (candidates, tags, time to hire) is of the processes the filters keep.
 */
export const analyticsFilterSchema = z
  .object({
    from: isoDaySchema.nullish(),
    to: isoDaySchema.nullish(),
    agencyId: idSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: msg('range') });
  });
export type AnalyticsFilter = z.input<typeof analyticsFilterSchema>;

/** Time-to-hire bands of the distribution chart, in whole days from launch to hire date (last one open). */
export const TIME_TO_HIRE_BANDS = [
  { from: 0, to: 7 },
  { from: 8, to: 14 },
  { from: 15, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: null },
] as const;

export interface DayCount {
  days: number;
  count: number;
}

export interface TimeToHireSummary {
  hires: number;
  /** The median of the hires' days (the mean of the two middle ones for an even count); null without hires. */
  medianDays: number | null;
  bands: { from: number; to: number | null; count: number }[];
}

/** Summarises hires counted by days to hire: the median and the bands of TIME_TO_HIRE_BANDS. */
export function summariseTimeToHire(counts: readonly DayCount[]): TimeToHireSummary {
  const sorted = counts.filter((entry) => entry.count > 0).sort((a, b) => a.days - b.days);
  const hires = sorted.reduce((sum, entry) => sum + entry.count, 0);
  const nth = (position: number) => {
    let seen = 0;
    for (const entry of sorted) {
      seen += entry.count;
      if (seen > position) return entry.days;
    }
    return sorted.at(-1)?.days ?? 0;
  };
  const medianDays = hires === 0 ? null : (nth(Math.floor((hires - 1) / 2)) + nth(Math.floor(hires / 2))) / 2;
  return {
    hires,
    medianDays,
    bands: TIME_TO_HIRE_BANDS.map((band) => ({
      from: band.from,
      to: band.to,
      count: sorted
        .filter((entry) => entry.days >= band.from && (band.to === null || entry.days <= band.to))
        .reduce((sum, entry) => sum + entry.count, 0),
    })),
  };
}

/** Page size bounds of the credits history and the company reports list. */
export const COMPANY_PAGE_SIZES = [10, 20, 50] as const;
export const COMPANY_PAGE_SIZE_MAX = 100;

export const pageSchema = z.object({
  page: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(1, msg('min_value'))
    .max(100_000, msg('max_value')),
  size: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(1, msg('min_value'))
    .max(COMPANY_PAGE_SIZE_MAX, msg('max_value')),
});

/** The company reports list's search: a candidate's name or a process's name, at most 100 characters. */
export const companyReportsQuerySchema = pageSchema.extend({
  search: z.string().trim().max(100, msg('max')).nullish(),
});
export type CompanyReportsQuery = z.input<typeof companyReportsQuerySchema>;

/** The analytics export's formats. */
export const ANALYTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];
