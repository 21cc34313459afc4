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
