import { DIFFICULTIES } from '../enums.js';

/** The groups the competence catalogue files its competences under, named in both languages. */
export const COMPETENCE_AREAS = {
  RELATIONSHIP: { es: 'Relación con otros', en: 'Working with others' },
  RESULTS: { es: 'Resultados', en: 'Results' },
  MANAGEMENT: { es: 'Gestión', en: 'Management' },
  THINKING: { es: 'Pensamiento', en: 'Thinking' },
  EXECUTION: { es: 'Ejecución', en: 'Execution' },
  PERSONAL: { es: 'Personal', en: 'Personal' },
} as const;
export type CompetenceArea = keyof typeof COMPETENCE_AREAS;
export const isCompetenceArea = (value: string): value is CompetenceArea => Object.hasOwn(COMPETENCE_AREAS, value);

/**
 * Competence difficulties (GET /cm/difficulties/competence): the level a profile asks for, with the
 * behaviour-frequency bands of spec 2 section 3.1 (scores 0–10).
 */
export const COMPETENCE_LEVEL_BANDS = [
  { code: 'ESCASO', from: 0, to: 2 },
  { code: 'OCASIONAL', from: 3, to: 5 },
  { code: 'FRECUENTE', from: 6, to: 8 },
  { code: 'HABITUAL', from: 8, to: 10 },
] as const;
export const DIFFICULTY_LABELS: Record<keyof typeof DIFFICULTIES, { es: string; en: string }> = {
  EASY: { es: 'Básico', en: 'Basic' },
  MEDIUM: { es: 'Intermedio', en: 'Intermediate' },
  HARD: { es: 'Avanzado', en: 'Advanced' },
  CUSTOM: { es: 'Personalizado', en: 'Custom' },
};
export const LEVEL_BAND_LABELS: Record<(typeof COMPETENCE_LEVEL_BANDS)[number]['code'], { es: string; en: string }> = {
  ESCASO: { es: 'Escaso', en: 'Rare' },
  OCASIONAL: { es: 'Ocasional', en: 'Occasional' },
  FRECUENTE: { es: 'Frecuente', en: 'Frequent' },
  HABITUAL: { es: 'Habitual', en: 'Habitual' },
};
