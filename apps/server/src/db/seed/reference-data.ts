/** The 21 countries, shared with the demo generator (phone prefixes, country names). */
export { COUNTRIES } from './catalogue-data/reference.js';

/**
 * The names the demo generator picks from (curricula, institutions): a few of each shipped catalogue
 * (catalogue-data/), kept small and fixed so the demo stays the same from one seed to the next.
 */
export const CATALOGUES: Record<string, string[]> = {
  industries: [
    'Banca y finanzas',
    'Retail',
    'Tecnología',
    'Manufactura',
    'Salud',
    'Educación',
    'Logística',
    'Telecomunicaciones',
    'Energía',
    'Consumo masivo',
  ],
  'experience-areas': [
    'Ventas',
    'Finanzas',
    'Tecnología',
    'Recursos humanos',
    'Operaciones',
    'Marketing',
    'Atención al cliente',
    'Legal',
  ],
  'experience-subareas': [
    'Ventas corporativas',
    'Contabilidad',
    'Desarrollo de software',
    'Selección de personal',
    'Logística',
    'Marketing digital',
    'Call center',
    'Cumplimiento',
  ],
  institutions: [
    'Universidad de los Andes',
    'Pontificia Universidad Católica',
    'UNAM',
    'Universidad de Buenos Aires',
    'Universidad Central del Ecuador',
    'Universidad de Chile',
    'PUCP',
    'Tecnológico de Monterrey',
    'Universidad Nacional de Colombia',
    'USFQ',
  ],
  'study-areas': [
    'Administración',
    'Ingeniería',
    'Economía',
    'Psicología',
    'Derecho',
    'Contabilidad',
    'Marketing',
    'Sistemas',
  ],
  skills: [
    'Excel avanzado',
    'Negociación',
    'SQL',
    'Liderazgo',
    'Servicio al cliente',
    'Power BI',
    'Inglés de negocios',
    'Gestión de proyectos',
    'SAP',
    'Python',
    'Ventas consultivas',
    'Comunicación efectiva',
  ],
  'job-titles': [
    'Analista',
    'Ejecutivo de ventas',
    'Jefe de área',
    'Gerente',
    'Asistente',
    'Coordinador',
    'Desarrollador',
    'Contador',
  ],
};

/** The plans a company can hold; Label is what screens show, type the CompanyPlanType. */
export const PLAN_CATALOGUE = [
  { type: 'CREDIT', label: 'CREDIT', name: 'Plan de créditos', price: '0' },
  { type: 'PROCESS', label: 'E-TALENT', name: 'Plan por procesos', price: '49.00' },
  { type: 'RELIABILITY', label: 'TRUST', name: 'Plan de confiabilidad', price: '29.00' },
  { type: 'TALENT_POOL', label: 'TALENT POOL', name: 'Banco de talento', price: '19.00' },
  { type: 'USER', label: 'USERS', name: 'Usuarios adicionales', price: '9.00' },
  { type: 'FREEMIUM', label: 'FREEMIUM', name: 'Freemium', price: '0' },
];

/**
 * What companies can buy of each plan (docs/decisions/021): a unit of E-TALENT is one process (one
 * credit to launch it), of TRUST one reliability check, of TALENT POOL a pack of 10 CV views, of
 * CREDIT one credit; extra users add no credits. Loose credits are sold to enterprises only: a small
 * business buys plans. Prices are per unit, in the plans' currency.
 */
export const PRODUCT_CATALOGUE = [
  {
    code: 'E_TALENT',
    category: 'PLAN',
    planType: 'PROCESS',
    name: 'E-talent',
    price: '49.00',
    maxQuantity: 50,
    unitCredits: 1,
    companyTypes: ['PYME', 'ENTERPRISE'],
  },
  {
    code: 'TRUST',
    category: 'PLAN',
    planType: 'RELIABILITY',
    name: 'Trust',
    price: '29.00',
    maxQuantity: 100,
    unitCredits: 1,
    companyTypes: ['PYME', 'ENTERPRISE'],
  },
  {
    code: 'TALENT_POOL',
    category: 'PLAN',
    planType: 'TALENT_POOL',
    name: 'Talent Pool',
    price: '19.00',
    maxQuantity: 100,
    unitCredits: 10,
    companyTypes: ['PYME', 'ENTERPRISE'],
  },
  {
    code: 'CREDITS',
    category: 'CREDITS',
    planType: 'CREDIT',
    name: 'Créditos',
    price: '5.00',
    maxQuantity: 10_000,
    unitCredits: 1,
    companyTypes: ['ENTERPRISE'],
  },
  {
    code: 'USERS',
    category: 'USERS',
    planType: 'USER',
    name: 'Usuarios adicionales',
    price: '9.00',
    maxQuantity: 50,
    unitCredits: 0,
    companyTypes: ['PYME', 'ENTERPRISE'],
  },
];

/**
 * The report templates every company is offered (company_id null), both of the default engine
 * (docs/decisions/009, Reports): the complete report, with every detail of each chosen section, and
 * the executive one, a line per section for a hiring manager in a hurry.
 */
export const REPORT_TEMPLATES = [
  {
    name: 'Informe completo',
    publicName: 'Informe de evaluación',
    engineId: 'EVALUAR',
    vendorId: 'COMPLETE',
    layout: 'COMPLETE',
  },
  {
    name: 'Informe ejecutivo',
    publicName: 'Informe ejecutivo de evaluación',
    engineId: 'EVALUAR',
    vendorId: 'EXECUTIVE',
    layout: 'SUMMARY',
  },
];
