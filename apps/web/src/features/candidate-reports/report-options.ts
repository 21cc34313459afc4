import {
  DEFAULT_LOCALE,
  DEFAULT_REPORT_ENGINE,
  isOfferedSection,
  isReportSettled,
  offeredSections,
  REPORT_STATUSES,
  reportLanguage,
  type Locale,
  type ReportFormat,
  type ReportSection,
  type ReportStatus,
} from '@terna/domain';

/** A report template as the dialogs choose among them. */
export interface TemplateChoice {
  id: number;
  publicName: string;
  engineId: string;
  vendorId: string;
}

/** A section the dialog offers, with the text its checkbox reads. */
export interface SectionChoice {
  section: ReportSection;
  label: string;
}

/** What the options form hands over on Accept: the spec's report options (spec 1 section 3). */
export interface ChosenReportOptions {
  engineId: string;
  vendorId: string;
  type: ReportFormat;
  language: Locale;
  sections: ReportSection[];
}

/** The template chosen at first: the first of the default engine (spec 1 section 9), else the first there is. */
export function defaultTemplate<T extends { engineId: string }>(templates: readonly T[]): T | undefined {
  return templates.find((template) => template.engineId === DEFAULT_REPORT_ENGINE) ?? templates[0];
}

const offered = (section: string): section is ReportSection => isOfferedSection(section);

/**
 * The sections of a candidate's finished components (getComponentsFinished) a report may hold: in
 * the job's order, never the detail ones (spec 1 section 5), each read as its component's label.
 */
export function finishedSectionChoices(
  components: readonly { order: number; label: string; sections: readonly string[] }[],
): SectionChoice[] {
  return [...components]
    .sort((a, b) => a.order - b.order)
    .flatMap((component) => component.sections.filter(offered).map((section) => ({ section, label: component.label })));
}

/** The sections a bulk download may ask for: those the process's components offer, named by the caller. */
export function processSectionChoices(
  componentTypes: readonly string[],
  labelOf: (section: ReportSection) => string,
): SectionChoice[] {
  return offeredSections(componentTypes).map((section) => ({ section, label: labelOf(section) }));
}

/** Ticks or unticks a section; the selection keeps the offered order whatever order the boxes were clicked in. */
export function toggleSection(
  selected: readonly ReportSection[],
  section: ReportSection,
  all: readonly SectionChoice[],
): ReportSection[] {
  const next = selected.includes(section) ? selected.filter((value) => value !== section) : [...selected, section];
  return all.map((choice) => choice.section).filter((value) => next.includes(value));
}

/** How the language control shows: only with MULTI_LANGUAGE; locked to es for a template of another engine (spec 1 section 9). */
export interface LanguageControl {
  shown: boolean;
  locked: boolean;
  /** The language the report will be written in (the domain's rule, as the server applies it). */
  value: Locale;
}

export function languageControl(
  requested: Locale,
  engineId: string | undefined,
  multiLanguage: boolean,
): LanguageControl {
  const locked = engineId !== undefined && engineId !== DEFAULT_REPORT_ENGINE;
  return {
    shown: multiLanguage,
    locked,
    value: engineId === undefined ? DEFAULT_LOCALE : reportLanguage(requested, engineId, multiLanguage),
  };
}

/** A status the server may add later reads as waiting rather than breaking the dialog. */
export function reportStatus(status: string): ReportStatus {
  return (REPORT_STATUSES as readonly string[]).includes(status) ? (status as ReportStatus) : 'IN_QUEUE';
}

/** Whether the dialog can stop asking: the file is stored, or the job gave up. */
export const isSettled = (status: string) => isReportSettled(reportStatus(status));

/** Whether a download address has passed its expiry (it is minted again on each read). */
export const isUrlExpired = (expiresAt: string | null | undefined, now = Date.now()) =>
  expiresAt != null && Date.parse(expiresAt) <= now;
