import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.js';
import { COMPONENT_TYPES, REPORT_GENERATION_STATUSES, type ComponentType } from '../enums.js';
import { msg } from '../validation/messages.js';

/** Report formats (spec 1 section 9); DOCX is shown to the user as WORD. */
export const REPORT_FORMATS = ['PDF', 'DOCX'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What a stored report is: one candidate's report, a trust report, or a ZIP of several candidates' reports. */
export const REPORT_KINDS = ['CANDIDATE', 'TRUST', 'BUNDLE'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A template's layout: COMPLETE shows every detail of each section; SUMMARY one line per section. */
export const REPORT_LAYOUTS = ['COMPLETE', 'SUMMARY'] as const;
export type ReportLayout = (typeof REPORT_LAYOUTS)[number];
/** The layout a template's stored value names; COMPLETE unless it asks for the one-line SUMMARY. */
export const reportLayout = (layout: string): ReportLayout => (layout === 'SUMMARY' ? 'SUMMARY' : 'COMPLETE');

/** The engine templates have by default; a template of any other engine is rendered in Spanish only. */
export const DEFAULT_REPORT_ENGINE = 'EVALUAR';
/** The trust report's fixed options (spec 1 section 9: type PDF, engine EVALUAR). */
export const TRUST_REPORT = { type: 'PDF', engineId: DEFAULT_REPORT_ENGINE } as const;
/** The trust report's title: it has no template to name it. */
export const TRUST_REPORT_TITLES = { es: 'Informe de confiabilidad', en: 'Trust report' } as const satisfies Record<Locale, string>;

/**
 * Where a report's generation stands. The spec's four (spec 3 section 4), plus FAILED (ours): a job
 * that gave up after its retries must say so rather than wait for ever.
 * IN_QUEUE: waiting for a worker; IN_PROGRESS: being rendered; WAITING: a failed attempt waits for its
 * retry; COMPLETED: the file is stored.
 */
export const REPORT_STATUSES = [...REPORT_GENERATION_STATUSES, 'FAILED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const isReportSettled = (status: ReportStatus) => status === 'COMPLETED' || status === 'FAILED';

/**
 * The report sections each finished component offers. A section is named after what it shows; the
 * detail sections (DISC_ADVANCED: the factor graph of each DISC phase; FILTER_QUESTIONS: the CV filter
 * answers; KNOWLEDGE_QUESTIONS: every answer of the test) exist but are never offered (spec 1 section 5).
 */
export const REPORT_SECTIONS_BY_COMPONENT = {
  DISC: ['DISC', 'DISC_ADVANCED'],
  CURRICULUM: ['CURRICULUM', 'FILTER_QUESTIONS'],
  COMPETENCE: ['COMPETENCE'],
  KNOWLEDGE_TEST: ['KNOWLEDGE_TEST', 'KNOWLEDGE_QUESTIONS'],
  INTERVIEW: ['INTERVIEW'],
  RELIABILITY: ['RELIABILITY'],
} as const satisfies Record<ComponentType, readonly string[]>;

export const REPORT_SECTIONS = Object.values(REPORT_SECTIONS_BY_COMPONENT).flat();
export type ReportSection = (typeof REPORT_SECTIONS)[number];
export const NEVER_OFFERED_SECTIONS: readonly ReportSection[] = ['DISC_ADVANCED', 'FILTER_QUESTIONS', 'KNOWLEDGE_QUESTIONS'];

export const isReportSection = (value: string): value is ReportSection => (REPORT_SECTIONS as readonly string[]).includes(value);
export const isOfferedSection = (section: string) => isReportSection(section) && !NEVER_OFFERED_SECTIONS.includes(section);

/** The sections a report may be asked for, given the finished component types, in component order. */
export function offeredSections(finishedComponents: readonly string[]): ReportSection[] {
  return COMPONENT_TYPES.filter((type) => finishedComponents.includes(type)).flatMap((type) =>
    REPORT_SECTIONS_BY_COMPONENT[type].filter((section) => !NEVER_OFFERED_SECTIONS.includes(section)),
  );
}

/** The component a section belongs to. */
export function sectionComponent(section: ReportSection): ComponentType {
  return COMPONENT_TYPES.find((type) => (REPORT_SECTIONS_BY_COMPONENT[type] as readonly string[]).includes(section))!;
}

/**
 * The language a report is written in: the requested one only when the company has MULTI_LANGUAGE and
 * the template is of the default engine; otherwise es (spec 1 section 9: other engines force ES).
 */
export function reportLanguage(requested: string | null | undefined, engineId: string, hasMultiLanguage: boolean): Locale {
  if (!hasMultiLanguage || engineId !== DEFAULT_REPORT_ENGINE) return DEFAULT_LOCALE;
  return (LOCALES as readonly string[]).includes(requested ?? '') ? (requested as Locale) : DEFAULT_LOCALE;
}

/** How many candidates one bulk (ZIP) download may hold. */
export const REPORTS_PER_BUNDLE_MAX = 200;
/** How long a download address works after it is handed out. */
export const REPORT_URL_TTL_MINUTES = 15;

const sectionsSchema = z
  .array(z.string().trim().max(40, msg('max')))
  .max(REPORT_SECTIONS.length, msg('max'))
  .min(1, msg('required'));

/** The options of generateReport and deleteReport (spec 1 section 7), as the dialog and the server check them. */
export const reportOptionsSchema = z.object({
  sections: sectionsSchema,
  type: z.enum(REPORT_FORMATS, { error: msg('required') }),
  engineId: z.string().trim().min(1, msg('required')).max(40, msg('max')),
  vendorId: z.string().trim().min(1, msg('required')).max(40, msg('max')),
  language: z.enum(LOCALES).nullish(),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;
