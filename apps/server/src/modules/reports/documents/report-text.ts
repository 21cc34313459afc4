import { formatPercent as percentText, interpolate, type Locale } from '@terna/domain';
// By path: date-fns' index loads every function and locale, seconds of a render thread's start.
import { format } from 'date-fns/format';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

/**
 * The words the report itself prints around the data (headings, column titles, the footer). The
 * data arrives translated in the ReportDocument; these are the document's own frame, so they live
 * beside the renderers rather than in the web catalogues.
 */
export const REPORT_TEXT = {
  es: {
    candidateReport: 'Informe de evaluación',
    trustReport: 'Informe de confiabilidad',
    candidate: 'Candidato',
    identification: 'Identificación',
    email: 'Correo electrónico',
    status: 'Estado',
    invitedAt: 'Invitado el',
    finishedAt: 'Finalizó el',
    process: 'Proceso',
    position: 'Cargo',
    period: 'Vigencia',
    composedScore: 'Puntaje compuesto',
    score: 'Puntaje',
    noScore: 'Sin puntaje',
    minToPass: 'Mínimo para aprobar: {{value}}',
    summary: 'Resumen de resultados',
    component: 'Componente',
    factors: 'Factores',
    archetype: 'Arquetipo',
    interpretation: 'Interpretación',
    cvSection: 'Sección del CV',
    weight: 'Peso',
    match: 'Coincidencia',
    competence: 'Competencia',
    level: 'Nivel',
    correctAnswers: 'Respuestas correctas',
    correctOfTotal: '{{correct}} de {{total}}',
    grade: 'Calificación',
    gradeOfTen: '{{grade}} / 10',
    interviewerNotes: 'Notas del entrevistador',
    question: 'Pregunta',
    answer: 'Respuesta',
    noNotes: 'El entrevistador no dejó notas.',
    result: 'Resultado',
    check: 'Verificación',
    checks: 'Resultado por verificación',
    checkType: 'Tipo',
    required: 'Obligatoria',
    optional: 'Opcional',
    riskLevel: 'Nivel de riesgo',
    approval: 'Aprobado por {{name}} el {{date}}: {{observation}}',
    approvalNoObservation: 'Aprobado por {{name}} el {{date}}.',
    completedAt: 'Evaluación completada el {{date}}',
    riskScale: 'Escala de riesgo',
    trustExplanation:
      'Las verificaciones obligatorias (robo, integridad y mentira) se aplican a todo candidato; las opcionales, solo cuando el proceso las incluye. El nivel de riesgo indica la probabilidad de conductas contrarias a las políticas de la empresa y debe leerse junto con el resto del proceso de selección.',
    generatedOn: 'Generado el {{date}}',
    confidential: 'Documento confidencial',
    page: 'Página {{page}} de {{pages}}',
  },
  en: {
    candidateReport: 'Assessment report',
    trustReport: 'Trust report',
    candidate: 'Candidate',
    identification: 'Identification',
    email: 'Email',
    status: 'Status',
    invitedAt: 'Invited on',
    finishedAt: 'Finished on',
    process: 'Process',
    position: 'Position',
    period: 'Period',
    composedScore: 'Composed score',
    score: 'Score',
    noScore: 'No score',
    minToPass: 'Minimum to pass: {{value}}',
    summary: 'Summary of results',
    component: 'Component',
    factors: 'Factors',
    archetype: 'Archetype',
    interpretation: 'Interpretation',
    cvSection: 'CV section',
    weight: 'Weight',
    match: 'Match',
    competence: 'Competence',
    level: 'Level',
    correctAnswers: 'Correct answers',
    correctOfTotal: '{{correct}} of {{total}}',
    grade: 'Grade',
    gradeOfTen: '{{grade}} / 10',
    interviewerNotes: 'Interviewer’s notes',
    question: 'Question',
    answer: 'Answer',
    noNotes: 'The interviewer left no notes.',
    result: 'Result',
    check: 'Check',
    checks: 'Result of each check',
    checkType: 'Type',
    required: 'Required',
    optional: 'Optional',
    riskLevel: 'Risk level',
    approval: 'Approved by {{name}} on {{date}}: {{observation}}',
    approvalNoObservation: 'Approved by {{name}} on {{date}}.',
    completedAt: 'Assessment completed on {{date}}',
    riskScale: 'Risk scale',
    trustExplanation:
      'The required checks (theft, integrity and lying) apply to every candidate; the optional ones only when the process includes them. The risk level shows how likely behaviour against company policy is, and should be read together with the rest of the selection process.',
    generatedOn: 'Generated on {{date}}',
    confidential: 'Confidential document',
    page: 'Page {{page}} of {{pages}}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ReportTextKey = keyof (typeof REPORT_TEXT)['es'];

/** The report's words in one language, with {{name}} placeholders filled. */
export function reportText(language: Locale) {
  const words = REPORT_TEXT[language];
  return (key: ReportTextKey, params?: Record<string, unknown>) => interpolate(words[key], params);
}

const NUMBER_LOCALES = { es: 'es-ES', en: 'en-US' } as const satisfies Record<Locale, string>;
const DATE_LOCALES = { es, en: enUS } as const;

/** A 0-100 score as the web shows it: a rounded percentage ("87%"); null reads as "No score". */
export function formatPercent(value: number | null, language: Locale): string {
  return value === null ? REPORT_TEXT[language].noScore : percentText(value);
}

/** A plain number in the language's notation, at most one decimal ("8,5" / "8.5"). */
const numberFormats = new Map<Locale, Intl.NumberFormat>();

export function formatNumber(value: number, language: Locale): string {
  let formatter = numberFormats.get(language);
  if (!formatter) numberFormats.set(language, (formatter = new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 1 })));
  return formatter.format(value);
}

/**
 * The wall-clock time of an instant in a time zone, as a Date whose local fields hold it, so
 * date-fns prints the date the process's people saw rather than the server's.
 */
function wallClock(iso: string, timeZone: string): Date | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = zoneFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

// Building an Intl.DateTimeFormat costs more than the rest of a date: one per zone, kept for the thread's life.
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    zoneFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone when Intl knows it (a process's stored zone was checked when saved, old data may not be); else UTC. */
function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    zoneFormat(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
}

export interface DateFormatter {
  /** dd-MM-yyyy, the product's date format; empty for a missing date. */
  short(iso: string | null): string;
  /** The language's long date ("21 de noviembre de 2025" / "November 21st, 2025"). */
  long(iso: string | null): string;
}

/** Dates in the report's language and the process's time zone (UTC when it has none). */
export function dateFormatter(language: Locale, timeZone?: string | null): DateFormatter {
  const zone = safeTimeZone(timeZone);
  const print = (iso: string | null, pattern: string) => {
    const date = iso ? wallClock(iso, zone) : null;
    return date ? format(date, pattern, { locale: DATE_LOCALES[language] }) : '';
  };
  return { short: (iso) => print(iso, 'dd-MM-yyyy'), long: (iso) => print(iso, 'PPP') };
}
