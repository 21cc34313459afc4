import type { Locale } from '../constants.js';
import type { ComponentType, CvSection, RISK_LEVELS, TRUST_CHECKS_OPTIONAL, TRUST_CHECKS_REQUIRED } from '../enums.js';

/** Component names as reports, tabs and observer sections show them (the web catalogues use the same words). */
export const COMPONENT_LABELS = {
  es: { DISC: 'DISC', CURRICULUM: 'Currículum', COMPETENCE: 'Competencias', KNOWLEDGE_TEST: 'Conocimientos', INTERVIEW: 'Entrevista', RELIABILITY: 'Confiabilidad' },
  en: { DISC: 'DISC', CURRICULUM: 'Curriculum', COMPETENCE: 'Competences', KNOWLEDGE_TEST: 'Knowledge', INTERVIEW: 'Interview', RELIABILITY: 'Trust' },
} as const satisfies Record<Locale, Record<ComponentType, string>>;

/** The label of a component type; an unknown type (data older than the catalogue) shows as stored. */
export function componentLabel(type: string, locale: Locale): string {
  const labels: Record<string, string> = COMPONENT_LABELS[locale];
  return labels[type] ?? type;
}

/** The CV sections the curriculum match scores (weights in CV_SECTIONS). */
export const CV_SECTION_LABELS = {
  es: { EDUCATION: 'Educación', EXPERIENCE: 'Experiencia', LANGUAGE: 'Idiomas', PERSONAL_INFO: 'Datos personales', SALARY: 'Aspiración salarial', SKILL: 'Habilidades' },
  en: { EDUCATION: 'Education', EXPERIENCE: 'Experience', LANGUAGE: 'Languages', PERSONAL_INFO: 'Personal information', SALARY: 'Salary expectation', SKILL: 'Skills' },
} as const satisfies Record<Locale, Record<CvSection, string>>;

export function cvSectionLabel(section: string, locale: Locale): string {
  const labels: Record<string, string> = CV_SECTION_LABELS[locale];
  return labels[section] ?? section;
}

type TrustCheck = (typeof TRUST_CHECKS_REQUIRED)[number] | (typeof TRUST_CHECKS_OPTIONAL)[number];

/** The behaviours the trust (reliability) check measures. */
export const TRUST_CHECK_LABELS = {
  es: { THEFT: 'Robo', INTEGRITY: 'Integridad', LIE: 'Mentira', VIOLENCE: 'Violencia', MOBBING: 'Acoso laboral', DRUGS: 'Consumo de drogas' },
  en: { THEFT: 'Theft', INTEGRITY: 'Integrity', LIE: 'Lying', VIOLENCE: 'Violence', MOBBING: 'Workplace bullying', DRUGS: 'Drug use' },
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
