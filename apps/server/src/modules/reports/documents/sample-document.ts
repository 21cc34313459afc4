import {
  COMPETENCE_LEVEL_LABELS,
  CV_SECTIONS,
  DISC_FACTOR_NAMES,
  DISC_FACTORS,
  TRUST_CHECKS_OPTIONAL,
  TRUST_CHECKS_REQUIRED,
  TRUST_RESULT_LABELS,
  competenceLevel,
  componentLabel,
  componentStatusLabel,
  composedScoreColor,
  cvSectionLabel,
  discInterpretation,
  interviewGradeColor,
  offeredSections,
  personStatusLabel,
  riskColor,
  riskLevelLabel,
  trustCheckLabel,
  trustResult,
  type CvSection,
  type Locale,
  type ReportFormat,
  type ReportSection,
} from '@terna/domain';
import type { ReportDocument, ReportLayout, ReportSectionContent, TrustReportDocument } from '../report-document.js';

/**
 * A complete, realistic candidate report and trust report (every offered section, an approved
 * component, an optional trust check) for the renderer tests, the render bench and the sample images
 * in docs/reports. Labels come from the same domain catalogues the report builder uses.
 */

/** A 96×96 PNG mark of the fictional company the sample is written for. */
export const SAMPLE_LOGO_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAAEAklEQVR42u2dzWsTQRjG5z/YHD1Jrh68eBRvHr3k4MlTLh687M2tF20O4geILQrFDzQIWigoBRU/8BChUBFKA0UFkRqFWhFrWyr2ux15w0aCzU6S2Zl39uN54IGQpFvy/rJ5dt4ZdoSIIS/wC17gl7zAr3iBX/MCv+4Fvsy46+FnrYSfvSC4Ff7j8RwUu1dTLUpchW+g4JFuWAHhBX4xPO1Q5N5MtSqaKn7ZC/wlFLVvU83KcYs/hELG9pBu8asonjFX8c1Py5kQ/uajYHZc7uVqB4FrN5iLKgC41GS4RFUNslAgHpc6AcAIl3HEjG9/ks4CNNbcNPDaW8ooiBsX8PPj+mconFhAMdy4gmt/12OCnEwjJnZ6U6AIbg0AAAAAKAQAAAAMAN194t7tpgHAgfcPDsivi7+apscAwOyLr57LlugxADD64MWK/F/0HAAweWL20x4A9BwAMAVvlLIQyCLpwbu8uhoJgF5LeyAnGsDIxGvZTfQeALDgI8OXZa+i9wIAQ/BGKc2BnEgAp8buy35FfwMADMGbtUBOHIAHU2+lruhvASCGj924JuOKjgEAmp75NhcbAB0DADR85vEjaUp0LABgCN4sBHIiADx9NyNNi44JAEzBm+ZAdg6AZrhsiY4NAD3OctmSavbs8N3rTecSAM1omQxeVSB3mj3bd+60vDT/vml6nDsANoK3n0A+/mxM3lyda5oe5wqAapbLltpnzw5cPf+v+C3Tc7kA0Fpewq325SwDH97sAUDP5QIAR/CqAvno6K09xW+ZXss0gE7LS7h1Z+lLJIDhxVn2QGYF0M8sly3N76xHAiCfnHyRTQAugjdKLzcWlBAOjVzJFgDTzba42tjdkdW1+UgAg5+nswWgl+Ul3JrZ+q08C7jGBtYB9LO8hFsP138oA7l44Wz6ASQheHUD2Z+upRuAzvISbtU2FpUQbDfrRF6CVzeQbTfrrAGIs7yEWx+3/zgLZJG2WS5berL+UwnBVrPOCgATy0u4tbCzqQRgq1lnHIDJ5SXcmtxcVkKw0awTeQxe3UC20awTaZ3lsqXG9hprs07kOXh1A9lks84YABezXLa0srutBGCyWSfSPstlS1NbKyxjA2FilivNwasK5NG179abdQLBqx/IJpp1uF0NVkcDQKwD5F0AkAEAdQBwBqAe+9bFABD/1sW4ebfjm3fj9vXuXMIGDm5dwBYm7jyOTXxc//xgGytnbmAjtyR9+7GVIatr2MzTnZe6bnWO7WytuowNnd15CFuau3NVd195nAnc3/yITEAw6wVuWZhQeHWES9Q+LjW7Xu1ogihhxKwe4UYOsiyAQAOvrbHGUvgOIAohjEp42uVhX8p6+Fkr4WcvxKnhX3O+dZgecqpkAAAAAElFTkSuQmCC';

const GENERATED_AT = '2025-11-21T15:30:00.000Z';

const WORDS = {
  es: {
    company: 'Andina Logística S.A.S.',
    title: 'Informe de selección: Analista de operaciones',
    process: 'Analista de operaciones logísticas 2025',
    position: 'Analista de operaciones',
    competences: ['Orientación al resultado', 'Trabajo en equipo', 'Comunicación efectiva', 'Adaptabilidad al cambio', 'Liderazgo'],
    observation: 'Su experiencia en inventarios compensa el puntaje; se validó en la entrevista técnica.',
    answers: [
      ['Describa una situación en la que tuvo que reorganizar una ruta de entregas con poco tiempo.', 'Reprogramó 40 entregas en dos horas tras el cierre de una vía; priorizó clientes críticos y avisó a cada uno.'],
      ['¿Cómo maneja los desacuerdos con un compañero de bodega?', 'Conversa en privado, busca los datos del problema y propone un acuerdo; escala solo si afecta la operación.'],
      ['¿Qué indicadores usaría para medir el desempeño de un centro de distribución?', 'Exactitud del inventario, pedidos perfectos, tiempo de ciclo y costo por unidad despachada.'],
    ],
  },
  en: {
    company: 'Andina Logística S.A.S.',
    title: 'Selection report: Operations analyst',
    process: 'Logistics operations analyst 2025',
    position: 'Operations analyst',
    competences: ['Results orientation', 'Teamwork', 'Effective communication', 'Adaptability to change', 'Leadership'],
    observation: 'Her inventory experience makes up for the score; confirmed in the technical interview.',
    answers: [
      ['Describe a time you had to reorganise a delivery route at short notice.', 'Rescheduled 40 deliveries within two hours after a road closure; put critical customers first and called each one.'],
      ['How do you handle disagreements with a warehouse colleague?', 'Talks in private, gathers the facts and proposes an agreement; escalates only when operations are affected.'],
      ['Which indicators would you use to measure a distribution centre’s performance?', 'Inventory accuracy, perfect orders, cycle time and cost per unit shipped.'],
    ],
  },
} as const satisfies Record<Locale, unknown>;

const CV_MATCH: Record<CvSection, number> = { EDUCATION: 82, EXPERIENCE: 90, LANGUAGE: 60, PERSONAL_INFO: 100, SALARY: 70, SKILL: 75 };
const COMPETENCE_VALUES = [92, 88, 81, 74, 66];
const COMPETENCE_WEIGHTS = [30, 25, 20, 15, 10];
const INTERVIEW_GRADES = [9, 8, 8.5];
/** Medium reliability: one optional check reads high risk. */
const TRUST_CODE = '2';
const TRUST_RISKS = { THEFT: 'LOW_RISK', INTEGRITY: 'LOW_RISK', LIE: 'MID_RISK', VIOLENCE: 'LOW_RISK', DRUGS: 'HIGH_RISK' } as const;

function status(value: 'SUCCESS' | 'REJECT', language: Locale) {
  return { status: value, statusLabel: componentStatusLabel(value, language) };
}

function trustChecks(language: Locale) {
  const taken = [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL.filter((check) => check in TRUST_RISKS)] as (keyof typeof TRUST_RISKS)[];
  return taken.map((name) => ({
    name,
    label: trustCheckLabel(name, language),
    required: (TRUST_CHECKS_REQUIRED as readonly string[]).includes(name),
    riskLevel: TRUST_RISKS[name],
    riskLabel: riskLevelLabel(TRUST_RISKS[name], language),
    riskColor: riskColor(TRUST_RISKS[name]),
  }));
}

function sampleSection(section: ReportSection, language: Locale): ReportSectionContent | null {
  const words = WORDS[language];
  const base = { label: '', value: null, minValueToPass: null, approval: null, ...status('SUCCESS', language) };
  switch (section) {
    case 'DISC':
      return {
        ...base,
        section,
        label: componentLabel('DISC', language),
        factors: DISC_FACTORS.map((factor, index) => ({ factor, name: DISC_FACTOR_NAMES[language][factor], value: [78, 64, 41, 55][index]! })),
        archetype: 'Di',
        interpretation: discInterpretation('Di', language),
      };
    case 'CURRICULUM':
      return {
        ...base,
        section,
        label: componentLabel('CURRICULUM', language),
        value: 81,
        minValueToPass: 60,
        parts: (Object.keys(CV_SECTIONS) as CvSection[]).map((part) => ({
          section: part,
          label: cvSectionLabel(part, language),
          weight: CV_SECTIONS[part],
          score: CV_MATCH[part],
        })),
      };
    case 'COMPETENCE':
      return {
        ...base,
        section,
        label: componentLabel('COMPETENCE', language),
        value: 82,
        minValueToPass: 70,
        competences: words.competences.map((name, index) => {
          const value = COMPETENCE_VALUES[index]!;
          return { name, value, weight: COMPETENCE_WEIGHTS[index]!, level: COMPETENCE_LEVEL_LABELS[language][competenceLevel(value)] };
        }),
      };
    case 'KNOWLEDGE_TEST':
      return {
        ...base,
        section,
        label: componentLabel('KNOWLEDGE_TEST', language),
        value: 65,
        minValueToPass: 70,
        questionCount: 20,
        correctAnswers: 13,
        approval: { approvedBy: 'Laura Gómez', approvedAt: '2025-11-18T14:05:00.000Z', observation: words.observation },
      };
    case 'INTERVIEW': {
      const grade = 8.5;
      return {
        ...base,
        section,
        label: componentLabel('INTERVIEW', language),
        value: 85,
        minValueToPass: 60,
        grade,
        gradeColor: interviewGradeColor(grade),
        answers: words.answers.map(([question, answer], index) => ({ question, answer, grade: INTERVIEW_GRADES[index]! })),
      };
    }
    case 'RELIABILITY': {
      const result = trustResult(TRUST_CODE);
      return {
        ...base,
        section,
        label: componentLabel('RELIABILITY', language),
        value: 72,
        minValueToPass: 60,
        code: TRUST_CODE,
        resultLabel: TRUST_RESULT_LABELS[language][result.result],
        resultColor: result.color,
        checks: trustChecks(language).map(({ required: _required, ...check }) => check),
      };
    }
    default:
      return null;
  }
}

const ALL_SECTIONS = offeredSections(['DISC', 'CURRICULUM', 'COMPETENCE', 'KNOWLEDGE_TEST', 'INTERVIEW', 'RELIABILITY']);

const sampleCandidate = (language: Locale) => ({
  firstName: 'Ana María',
  lastName: 'Pérez Núñez',
  identification: '1.020.345.678',
  email: 'ana.perez@example.com',
  evaluationsStatus: 'ENDED',
  statusLabel: personStatusLabel('ENDED', language),
  invitedAt: '2025-11-03T13:00:00.000Z',
  finishedAt: '2025-11-12T16:45:00.000Z',
});

const sampleProcess = (language: Locale) => ({
  id: 1042,
  name: WORDS[language].process,
  position: WORDS[language].position,
  startDate: '2025-11-01T05:00:00.000Z',
  endDate: '2025-12-15T05:00:00.000Z',
  timeZone: 'America/Bogota',
});

export interface SampleReportOptions {
  language?: Locale;
  format?: ReportFormat;
  layout?: ReportLayout;
  /** The chosen sections; every offered one by default. */
  sections?: readonly ReportSection[];
  /** Whether the company has a logo (true by default). */
  logo?: boolean;
}

export function sampleReportDocument(options: SampleReportOptions = {}): ReportDocument {
  const language = options.language ?? 'es';
  const composed = 86.4;
  return {
    kind: 'CANDIDATE',
    language,
    format: options.format ?? 'PDF',
    layout: options.layout ?? 'COMPLETE',
    title: WORDS[language].title,
    generatedAt: GENERATED_AT,
    company: { name: WORDS[language].company, logoDataUrl: options.logo === false ? null : SAMPLE_LOGO_DATA_URL },
    candidate: sampleCandidate(language),
    process: sampleProcess(language),
    composedScore: { value: composed, color: composedScoreColor(composed) },
    sections: ALL_SECTIONS.filter((section) => (options.sections ?? ALL_SECTIONS).includes(section)).flatMap((section) => sampleSection(section, language) ?? []),
  };
}

export function sampleTrustReportDocument(options: { language?: Locale; logo?: boolean } = {}): TrustReportDocument {
  const language = options.language ?? 'es';
  const result = trustResult(TRUST_CODE);
  return {
    kind: 'TRUST',
    language,
    format: 'PDF',
    title: language === 'es' ? 'Informe de confiabilidad' : 'Trust report',
    generatedAt: GENERATED_AT,
    company: { name: WORDS[language].company, logoDataUrl: options.logo === false ? null : SAMPLE_LOGO_DATA_URL },
    candidate: sampleCandidate(language),
    process: sampleProcess(language),
    result: { code: TRUST_CODE, label: TRUST_RESULT_LABELS[language][result.result], color: result.color },
    checks: trustChecks(language),
    completedAt: '2025-11-14T18:20:00.000Z',
  };
}
