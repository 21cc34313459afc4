import type { LaunchDraft } from '@terna/domain';

/** A shipped job-profile template (cap-profiles): a common role's profile, without name and dates. */
export interface ProfileTemplate {
  code: string;
  name: { es: string; en: string };
  area: string;
  description: { es: string; en: string };
  draft: LaunchDraft;
}

export const PROFILE_TEMPLATES: ProfileTemplate[] = [
  {
    code: 'sales-executive',
    name: { es: 'Ejecutivo comercial', en: 'Sales executive' },
    area: 'sales',
    description: {
      es: 'Vende a clientes nuevos y cuida la cartera: prospección, visitas, cierre y seguimiento.',
      en: 'Sells to new customers and looks after the portfolio: prospecting, visits, closing and follow-up.',
    },
    draft: {
      jobProfile: {
        positionName: 'Ejecutivo comercial',
        description:
          'Buscamos un ejecutivo comercial para prospectar clientes, presentar nuestra oferta, negociar y cerrar ventas, y dar seguimiento a la cartera asignada.',
        confidential: false,
        jobTemporality: 'FULL_TIME',
        currencyCode: 'USD',
      },
      curriculum: {
        experience: {
          areaList: ['Ventas'],
          subAreaList: ['Ventas corporativas'],
          industryList: [],
          jobTitleList: ['Ejecutivo comercial', 'Asesor comercial'],
          yearsFrom: 2,
          yearsTo: 10,
        },
        education: { studyAreaList: ['Administración de empresas'], institutionList: [], degreeId: null, status: null },
        skillList: [
          { skill: 'Negociación', level: 'HIGH' },
          { skill: 'CRM', level: 'MEDIUM' },
        ],
        languageList: [
          { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' },
          { languageId: 'en', level: 'PROFESSIONAL_WORKING' },
        ],
        sectionList: [
          { section: 'EDUCATION', weight: 25 },
          { section: 'EXPERIENCE', weight: 40 },
          { section: 'SALARY', weight: 20 },
          { section: 'LANGUAGE', weight: 5 },
          { section: 'PERSONAL_INFO', weight: 5 },
          { section: 'SKILL', weight: 5 },
        ],
        questionList: [],
      },
      interview: {
        questionBankId: null,
        defaultQuestions: true,
        answerTime: 120,
        questions: [
          { content: 'Cuéntanos de una venta difícil que lograste cerrar y cómo lo hiciste.', order: 1 },
          { content: '¿Cómo organizas tu semana para cumplir tu meta de ventas?', order: 2 },
        ],
      },
    },
  },
];
