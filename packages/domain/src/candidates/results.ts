import type { Locale } from '../constants.js';
import type {
  ComponentStatus,
  ComponentType,
  CvSection,
  PersonStatus,
  RISK_LEVELS,
  TRUST_CHECKS_OPTIONAL,
  TRUST_CHECKS_REQUIRED,
} from '../enums.js';
import type { CompetenceLevel, TrustResult } from './scoring.js';

/** Component names as reports, tabs and observer sections show them (the web catalogues use the same words). */
export const COMPONENT_LABELS = {
  es: {
    DISC: 'DISC',
    CURRICULUM: 'Currículum',
    COMPETENCE: 'Competencias',
    KNOWLEDGE_TEST: 'Conocimientos',
    INTERVIEW: 'Entrevista',
    RELIABILITY: 'Confiabilidad',
  },
  en: {
    DISC: 'DISC',
    CURRICULUM: 'Curriculum',
    COMPETENCE: 'Competences',
    KNOWLEDGE_TEST: 'Knowledge',
    INTERVIEW: 'Interview',
    RELIABILITY: 'Trust',
  },
} as const satisfies Record<Locale, Record<ComponentType, string>>;

/** The label of a component type; an unknown type (data older than the catalogue) shows as stored. */
export function componentLabel(type: string, locale: Locale): string {
  const labels: Record<string, string> = COMPONENT_LABELS[locale];
  return labels[type] ?? type;
}

/** The CV sections the curriculum match scores (weights in CV_SECTIONS). */
export const CV_SECTION_LABELS = {
  es: {
    EDUCATION: 'Educación',
    EXPERIENCE: 'Experiencia',
    LANGUAGE: 'Idiomas',
    PERSONAL_INFO: 'Datos personales',
    SALARY: 'Aspiración salarial',
    SKILL: 'Habilidades',
  },
  en: {
    EDUCATION: 'Education',
    EXPERIENCE: 'Experience',
    LANGUAGE: 'Languages',
    PERSONAL_INFO: 'Personal information',
    SALARY: 'Salary expectation',
    SKILL: 'Skills',
  },
} as const satisfies Record<Locale, Record<CvSection, string>>;

export function cvSectionLabel(section: string, locale: Locale): string {
  const labels: Record<string, string> = CV_SECTION_LABELS[locale];
  return labels[section] ?? section;
}

type TrustCheck = (typeof TRUST_CHECKS_REQUIRED)[number] | (typeof TRUST_CHECKS_OPTIONAL)[number];

/** The behaviours the trust (reliability) check measures. */
export const TRUST_CHECK_LABELS = {
  es: {
    THEFT: 'Robo',
    INTEGRITY: 'Integridad',
    LIE: 'Mentira',
    VIOLENCE: 'Violencia',
    MOBBING: 'Acoso laboral',
    DRUGS: 'Consumo de drogas',
  },
  en: {
    THEFT: 'Theft',
    INTEGRITY: 'Integrity',
    LIE: 'Lying',
    VIOLENCE: 'Violence',
    MOBBING: 'Workplace bullying',
    DRUGS: 'Drug use',
  },
} as const satisfies Record<Locale, Record<TrustCheck, string>>;

export function trustCheckLabel(check: string, locale: Locale): string {
  const labels: Record<string, string> = TRUST_CHECK_LABELS[locale];
  return labels[check] ?? check;
}

/** Risk levels of a trust check (spec 3: HIGH_RISK danger, MID_RISK warning, LOW_RISK success). */
export const RISK_LEVEL_LABELS = {
  es: { HIGH_RISK: 'Riesgo alto', MID_RISK: 'Riesgo medio', LOW_RISK: 'Riesgo bajo' },
  en: { HIGH_RISK: 'High risk', MID_RISK: 'Medium risk', LOW_RISK: 'Low risk' },
} as const satisfies Record<Locale, Record<(typeof RISK_LEVELS)[number], string>>;

export function riskLevelLabel(level: string, locale: Locale): string {
  const labels: Record<string, string> = RISK_LEVEL_LABELS[locale];
  return labels[level] ?? level;
}

/** A candidate's evaluation status (the web's candidate catalogues use the same words). */
export const PERSON_STATUS_LABELS = {
  es: { ENDED: 'Finalizado', INPROGRESS: 'En evaluación', OPEN: 'Sin iniciar', DISQUALIFIED: 'Descalificado' },
  en: { ENDED: 'Finished', INPROGRESS: 'In progress', OPEN: 'Not started', DISQUALIFIED: 'Disqualified' },
} as const satisfies Record<Locale, Record<PersonStatus, string>>;

export function personStatusLabel(status: string, locale: Locale): string {
  const labels: Record<string, string> = PERSON_STATUS_LABELS[locale];
  return labels[status] ?? status;
}

/** A component result's status (the web's candidate detail uses the same words). */
export const COMPONENT_STATUS_LABELS = {
  es: {
    SUCCESS: 'Aprobado',
    REJECT: 'No aprobado',
    PENDING: 'Pendiente',
    PROCESSING: 'En proceso',
    PENDING_GRADE: 'Pendiente de calificación',
  },
  en: {
    SUCCESS: 'Passed',
    REJECT: 'Not passed',
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    PENDING_GRADE: 'Grade pending',
  },
} as const satisfies Record<Locale, Record<ComponentStatus, string>>;

export function componentStatusLabel(status: string, locale: Locale): string {
  const labels: Record<string, string> = COMPONENT_STATUS_LABELS[locale];
  return labels[status] ?? status;
}

/** The trust result a code reads as (trustResult). */
export const TRUST_RESULT_LABELS = {
  es: {
    RELIABLE: 'Confiable',
    MEDIUM: 'Confiabilidad media',
    UNRELIABLE: 'No confiable',
    NOT_INVITED: 'No invitado',
    PENDING: 'Pendiente',
  },
  en: {
    RELIABLE: 'Reliable',
    MEDIUM: 'Medium reliability',
    UNRELIABLE: 'Unreliable',
    NOT_INVITED: 'Not invited',
    PENDING: 'Pending',
  },
} as const satisfies Record<Locale, Record<TrustResult, string>>;

/** A competence's level (competenceLevel) as a report shows it. */
export const COMPETENCE_LEVEL_LABELS = {
  es: { LOW: 'Bajo', MEDIUM: 'Medio', HIGH: 'Alto' },
  en: { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' },
} as const satisfies Record<Locale, Record<CompetenceLevel, string>>;
