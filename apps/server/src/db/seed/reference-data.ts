/** Catalogue contents: countries (21: Latin America, Spain and "other"), languages, currencies, degrees, places. */
export const COUNTRIES = [
  { code: 'AR', nameEs: 'Argentina', nameEn: 'Argentina', dialCode: '+54' },
  { code: 'BO', nameEs: 'Bolivia', nameEn: 'Bolivia', dialCode: '+591' },
  { code: 'BR', nameEs: 'Brasil', nameEn: 'Brazil', dialCode: '+55' },
  { code: 'CL', nameEs: 'Chile', nameEn: 'Chile', dialCode: '+56' },
  { code: 'CO', nameEs: 'Colombia', nameEn: 'Colombia', dialCode: '+57' },
  { code: 'CR', nameEs: 'Costa Rica', nameEn: 'Costa Rica', dialCode: '+506' },
  { code: 'DO', nameEs: 'República Dominicana', nameEn: 'Dominican Republic', dialCode: '+1' },
  { code: 'EC', nameEs: 'Ecuador', nameEn: 'Ecuador', dialCode: '+593' },
  { code: 'SV', nameEs: 'El Salvador', nameEn: 'El Salvador', dialCode: '+503' },
  { code: 'GT', nameEs: 'Guatemala', nameEn: 'Guatemala', dialCode: '+502' },
  { code: 'HN', nameEs: 'Honduras', nameEn: 'Honduras', dialCode: '+504' },
  { code: 'MX', nameEs: 'México', nameEn: 'Mexico', dialCode: '+52' },
  { code: 'NI', nameEs: 'Nicaragua', nameEn: 'Nicaragua', dialCode: '+505' },
  { code: 'PA', nameEs: 'Panamá', nameEn: 'Panama', dialCode: '+507' },
  { code: 'PY', nameEs: 'Paraguay', nameEn: 'Paraguay', dialCode: '+595' },
  { code: 'PE', nameEs: 'Perú', nameEn: 'Peru', dialCode: '+51' },
  { code: 'PR', nameEs: 'Puerto Rico', nameEn: 'Puerto Rico', dialCode: '+1' },
  { code: 'UY', nameEs: 'Uruguay', nameEn: 'Uruguay', dialCode: '+598' },
  { code: 'VE', nameEs: 'Venezuela', nameEn: 'Venezuela', dialCode: '+58' },
  { code: 'ES', nameEs: 'España', nameEn: 'Spain', dialCode: '+34' },
  { code: 'XX', nameEs: 'Otro', nameEn: 'Other', dialCode: '' },
];

export const LANGUAGES = [
  { code: 'es', nameSpanish: 'Español', nameEnglish: 'Spanish' },
  { code: 'en', nameSpanish: 'Inglés', nameEnglish: 'English' },
  { code: 'pt', nameSpanish: 'Portugués', nameEnglish: 'Portuguese' },
  { code: 'fr', nameSpanish: 'Francés', nameEnglish: 'French' },
  { code: 'de', nameSpanish: 'Alemán', nameEnglish: 'German' },
  { code: 'it', nameSpanish: 'Italiano', nameEnglish: 'Italian' },
  { code: 'zh', nameSpanish: 'Chino mandarín', nameEnglish: 'Mandarin Chinese' },
  { code: 'qu', nameSpanish: 'Quechua', nameEnglish: 'Quechua' },
];

export const CURRENCIES = [
  { name: 'Dólar estadounidense', codeISO: 'USD', symbol: '$' },
  { name: 'Peso colombiano', codeISO: 'COP', symbol: '$' },
  { name: 'Peso mexicano', codeISO: 'MXN', symbol: '$' },
  { name: 'Peso chileno', codeISO: 'CLP', symbol: '$' },
  { name: 'Peso argentino', codeISO: 'ARS', symbol: '$' },
  { name: 'Sol peruano', codeISO: 'PEN', symbol: 'S/' },
  { name: 'Quetzal', codeISO: 'GTQ', symbol: 'Q' },
  { name: 'Peso uruguayo', codeISO: 'UYU', symbol: '$' },
  { name: 'Boliviano', codeISO: 'BOB', symbol: 'Bs' },
  { name: 'Euro', codeISO: 'EUR', symbol: '€' },
];

export const DEGREES = [
  { name: 'Bachillerato', order: 1 },
  { name: 'Técnico', order: 2 },
  { name: 'Tecnólogo', order: 3 },
  { name: 'Universitario', order: 4 },
  { name: 'Especialización', order: 5 },
  { name: 'Maestría', order: 6 },
  { name: 'Doctorado', order: 7 },
];

const CITIES: [string, string, string][] = [
  ['Quito', 'Pichincha', 'EC'], ['Guayaquil', 'Guayas', 'EC'], ['Cuenca', 'Azuay', 'EC'],
  ['Lima', 'Lima', 'PE'], ['Arequipa', 'Arequipa', 'PE'], ['Trujillo', 'La Libertad', 'PE'],
  ['Bogotá', 'Cundinamarca', 'CO'], ['Medellín', 'Antioquia', 'CO'], ['Cali', 'Valle del Cauca', 'CO'], ['Barranquilla', 'Atlántico', 'CO'],
  ['Santiago', 'Región Metropolitana', 'CL'], ['Valparaíso', 'Valparaíso', 'CL'], ['Concepción', 'Biobío', 'CL'],
  ['Ciudad de México', 'CDMX', 'MX'], ['Guadalajara', 'Jalisco', 'MX'], ['Monterrey', 'Nuevo León', 'MX'], ['Puebla', 'Puebla', 'MX'],
  ['Buenos Aires', 'CABA', 'AR'], ['Córdoba', 'Córdoba', 'AR'], ['Rosario', 'Santa Fe', 'AR'],
  ['La Paz', 'La Paz', 'BO'], ['Santa Cruz de la Sierra', 'Santa Cruz', 'BO'],
  ['Ciudad de Panamá', 'Panamá', 'PA'], ['Montevideo', 'Montevideo', 'UY'], ['Asunción', 'Central', 'PY'],
  ['Caracas', 'Distrito Capital', 'VE'], ['Ciudad de Guatemala', 'Guatemala', 'GT'], ['San Salvador', 'San Salvador', 'SV'],
  ['Santo Domingo', 'Distrito Nacional', 'DO'], ['San José', 'San José', 'CR'], ['Tegucigalpa', 'Francisco Morazán', 'HN'],
  ['Managua', 'Managua', 'NI'], ['San Juan', 'San Juan', 'PR'], ['Madrid', 'Madrid', 'ES'],
];
export const PLACES = CITIES.map(([name, province, countryCode], index) => ({
  uuid: `place-${String(index + 1).padStart(3, '0')}`,
  name,
  province,
  countryCode,
}));

/** Slug catalogues behind /catalog-mongo-web/{slug}. */
export const CATALOGUES: Record<string, string[]> = {
  industries: ['Banca y finanzas', 'Retail', 'Tecnología', 'Manufactura', 'Salud', 'Educación', 'Logística', 'Telecomunicaciones', 'Energía', 'Consumo masivo'],
  'experience-areas': ['Ventas', 'Finanzas', 'Tecnología', 'Recursos humanos', 'Operaciones', 'Marketing', 'Atención al cliente', 'Legal'],
  'experience-subareas': ['Ventas corporativas', 'Contabilidad', 'Desarrollo de software', 'Selección de personal', 'Logística', 'Marketing digital', 'Call center', 'Cumplimiento'],
  institutions: ['Universidad de los Andes', 'Pontificia Universidad Católica', 'UNAM', 'Universidad de Buenos Aires', 'Universidad Central del Ecuador', 'Universidad de Chile', 'PUCP', 'Tecnológico de Monterrey', 'Universidad Nacional de Colombia', 'USFQ'],
  'study-areas': ['Administración', 'Ingeniería', 'Economía', 'Psicología', 'Derecho', 'Contabilidad', 'Marketing', 'Sistemas'],
  skills: ['Excel avanzado', 'Negociación', 'SQL', 'Liderazgo', 'Servicio al cliente', 'Power BI', 'Inglés de negocios', 'Gestión de proyectos', 'SAP', 'Python', 'Ventas consultivas', 'Comunicación efectiva'],
  'job-titles': ['Analista', 'Ejecutivo de ventas', 'Jefe de área', 'Gerente', 'Asistente', 'Coordinador', 'Desarrollador', 'Contador'],
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
  { name: 'Informe completo', publicName: 'Informe de evaluación', engineId: 'EVALUAR', vendorId: 'COMPLETE', layout: 'COMPLETE' },
  { name: 'Informe ejecutivo', publicName: 'Informe ejecutivo de evaluación', engineId: 'EVALUAR', vendorId: 'EXECUTIVE', layout: 'SUMMARY' },
];
