import type { ComponentType, ProcessStatus, ProductType, Role, RoleType } from '@terna/domain';

// Pure data for the demo and scale seeds: no database or server imports, so the sign-in page can
// import DEMO_ACCOUNTS without pulling the server in.

export const DEMO_PASSWORD = 'terna-demo';

export type DemoCompanyKey = 'andina' | 'pacifico';

export interface DemoCompany {
  commercialName: string;
  companyName: string;
  countryCode: string;
  companyType: 'ENTERPRISE' | 'PYME';
  /** When the company signed up: before its users joined and its first process. */
  signedUpDaysAgo: number;
  address: string;
  description: string;
  industry: string;
  email: string;
  phone: string;
  timeZone: string;
  /** Credits granted to each plan the company holds (the plan's initial ledger entry). */
  plans: Partial<Record<'CREDIT' | 'PROCESS' | 'RELIABILITY' | 'TALENT_POOL', number>>;
  features: string[];
  /** Branch offices by city; a process is run by the office of its city. */
  agencies: { name: string; city: string; address: string }[];
  departments: string[];
  /** The company's own report templates, beside the shared ones (docs/decisions/009, Reports). */
  reportTemplates: {
    name: string;
    publicName: string;
    engineId: string;
    vendorId: string;
    layout: 'COMPLETE' | 'SUMMARY';
  }[];
}

export const DEMO_COMPANIES: Record<DemoCompanyKey, DemoCompany> = {
  andina: {
    commercialName: 'Andina Retail',
    companyName: 'Andina Retail S.A.',
    countryCode: 'EC',
    companyType: 'ENTERPRISE',
    signedUpDaysAgo: 720,
    address: 'Av. República de El Salvador N34-183 y Suiza, Quito',
    description: 'Cadena de tiendas por departamento con presencia en Ecuador, Perú y Colombia.',
    industry: 'Retail',
    email: 'talento@andinaretail.test',
    phone: '+593 2 245 8890',
    timeZone: 'America/Guayaquil',
    plans: { CREDIT: 120, PROCESS: 40, RELIABILITY: 30, TALENT_POOL: 25 },
    features: ['MULTI_LANGUAGE', 'ZOOM_INTEGRATION', 'COMPANY_REPORTS'],
    agencies: [
      { name: 'Matriz Quito', city: 'Quito', address: 'Av. República de El Salvador N34-183' },
      { name: 'Sucursal Guayaquil', city: 'Guayaquil', address: 'Av. Francisco de Orellana 234' },
      { name: 'Sucursal Cuenca', city: 'Cuenca', address: 'Av. Remigio Crespo 4-56' },
      { name: 'Oficina Lima', city: 'Lima', address: 'Av. Javier Prado Este 1180, San Isidro' },
      { name: 'Oficina Bogotá', city: 'Bogotá', address: 'Calle 93 # 13-24' },
    ],
    departments: ['Talento Humano', 'Operaciones', 'Finanzas', 'Comercial', 'Tecnología'],
    // A template of another engine: its reports are in Spanish whatever the language asked for.
    reportTemplates: [
      {
        name: 'Informe clásico ACME',
        publicName: 'Informe de evaluación ACME',
        engineId: 'CLASICO',
        vendorId: 'ACME',
        layout: 'COMPLETE',
      },
    ],
  },
  pacifico: {
    commercialName: 'Pacífico Logística',
    companyName: 'Pacífico Logística S.A.C.',
    countryCode: 'PE',
    companyType: 'PYME',
    signedUpDaysAgo: 540,
    address: 'Av. Néstor Gambetta 5120, Callao',
    description: 'Operador logístico de carga terrestre y portuaria en la costa peruana.',
    industry: 'Logística',
    email: 'seleccion@pacificologistica.test',
    phone: '+51 1 574 2210',
    timeZone: 'America/Lima',
    plans: { CREDIT: 18 },
    features: [],
    agencies: [
      { name: 'Sede Central Lima', city: 'Lima', address: 'Av. Néstor Gambetta 5120' },
      { name: 'Sucursal Arequipa', city: 'Arequipa', address: 'Av. Parra 320' },
      { name: 'Sucursal Trujillo', city: 'Trujillo', address: 'Av. América Sur 1450' },
    ],
    departments: ['Operaciones', 'Administración'],
    reportTemplates: [],
  },
};

/** Features of the catalogue plans (at most four are shown on a plan card). */
export const PLAN_FEATURES: Record<string, { name: string; slug: string }[]> = {
  CREDIT: [
    { name: 'Evaluaciones por competencias', slug: 'Competence_Evaluations' },
    { name: 'Informes en PDF y Word', slug: 'Reports' },
  ],
  PROCESS: [
    { name: 'Procesos de larga duración', slug: 'Long_Duration_Processes' },
    { name: 'Publicación en bolsas de empleo', slug: 'Job_Board_Publishing' },
    { name: 'Candidatos ilimitados por proceso', slug: 'Unlimited_Candidates' },
  ],
  RELIABILITY: [{ name: 'Pruebas de confiabilidad', slug: 'Trust_Checks' }],
  TALENT_POOL: [{ name: 'Acceso al banco de talento', slug: 'Talent_Pool_Access' }],
};

export type DemoUserKey = 'owner' | 'recruiter' | 'viewer' | 'newhire' | 'multi' | 'otherOwner' | 'staff';

export interface DemoUser {
  key: DemoUserKey;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  birthDate: string;
  acceptedPolicy: boolean;
  /** SYSTEM for Terna's own administrator (publishes in the resource centre); CLIENT when left out. */
  roleType?: RoleType;
  /** In the order the user joined: a user signs in to the first one. */
  memberships: { company: DemoCompanyKey; role: Role }[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'owner',
    email: 'owner@demo.test',
    firstName: 'Camila',
    lastName: 'Rojas Villacís',
    country: 'EC',
    birthDate: '1984-03-12',
    acceptedPolicy: true,
    memberships: [{ company: 'andina', role: 'OWNER' }],
  },
  {
    key: 'recruiter',
    email: 'recruiter@demo.test',
    firstName: 'Diego',
    lastName: 'Paredes Cevallos',
    country: 'EC',
    birthDate: '1990-08-27',
    acceptedPolicy: true,
    memberships: [{ company: 'andina', role: 'RECRUITER' }],
  },
  {
    key: 'viewer',
    email: 'viewer@demo.test',
    firstName: 'Lucía',
    lastName: 'Andrade Mora',
    country: 'EC',
    birthDate: '1979-11-03',
    acceptedPolicy: true,
    memberships: [{ company: 'andina', role: 'VIEWER' }],
  },
  {
    key: 'newhire',
    email: 'newhire@demo.test',
    firstName: 'Sebastián',
    lastName: 'Mora Jaramillo',
    country: 'EC',
    birthDate: '1998-01-19',
    acceptedPolicy: false,
    memberships: [{ company: 'andina', role: 'RECRUITER' }],
  },
  {
    key: 'multi',
    email: 'multi@demo.test',
    firstName: 'Valentina',
    lastName: 'Cedeño Quispe',
    country: 'EC',
    birthDate: '1988-06-08',
    acceptedPolicy: true,
    memberships: [
      { company: 'andina', role: 'RECRUITER' },
      { company: 'pacifico', role: 'RECRUITER' },
    ],
  },
  {
    key: 'otherOwner',
    email: 'owner@other.test',
    firstName: 'Martín',
    lastName: 'Salazar Huamán',
    country: 'PE',
    birthDate: '1982-09-30',
    acceptedPolicy: true,
    memberships: [{ company: 'pacifico', role: 'OWNER' }],
  },
  {
    // Terna's administrator: a read-only member of the demo company, so they can sign in and publish.
    key: 'staff',
    email: 'staff@demo.test',
    firstName: 'Andrea',
    lastName: 'Terán Ortiz',
    country: 'EC',
    birthDate: '1987-05-14',
    acceptedPolicy: true,
    roleType: 'SYSTEM',
    memberships: [{ company: 'andina', role: 'VIEWER' }],
  },
];

export interface DemoAccount {
  email: string;
  role: Role;
  /** Commercial name of the company the account signs in to. */
  company: string;
  /** False for the account that still sees the privacy-policy dialog. */
  acceptedPolicy: boolean;
}

/** One entry per demo user, with the company and role it signs in with (multi@demo.test can switch to its second company). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_USERS.map((user) => {
  const [first] = user.memberships;
  if (!first) throw new Error(`${user.email} has no company`);
  return {
    email: user.email,
    role: first.role,
    company: DEMO_COMPANIES[first.company].commercialName,
    acceptedPolicy: user.acceptedPolicy,
  };
});

/** The twelve predefined company tags of spec 3 section 3. */
export const DEFAULT_COMPANY_TAGS = [
  { code: 'Tag_1', title: '1ra Entrevista', hexCode: '#1E88E5' },
  { code: 'Tag_2', title: '2da Entrevista', hexCode: '#3949AB' },
  { code: 'Tag_3', title: 'Assessment', hexCode: '#8E24AA' },
  { code: 'Tag_4', title: 'Referencias Laborales', hexCode: '#00897B' },
  { code: 'Tag_5', title: 'Oferta Laboral', hexCode: '#43A047' },
  { code: 'Tag_6', title: 'Descartado', hexCode: '#E53935' },
  { code: 'Tag_7', title: 'Contactar', hexCode: '#FB8C00' },
  { code: 'Tag_8', title: 'Entrevista cliente interno', hexCode: '#6D4C41' },
  { code: 'Tag_9', title: 'Recopilación de datos', hexCode: '#00ACC1' },
  { code: 'Tag_10', title: 'Descalificado', hexCode: '#C2185B' },
  { code: 'Tag_11', title: 'Contratación', hexCode: '#7CB342' },
  { code: 'Tag_12', title: 'Recordatorio', hexCode: '#FDD835' },
] as const;

/** Which predefined tags a recruiter would put on a candidate in each state. */
export const TAGS_BY_CANDIDATE_STATE = {
  ENDED: ['Tag_1', 'Tag_2', 'Tag_3', 'Tag_4', 'Tag_5', 'Tag_8', 'Tag_9'],
  DISQUALIFIED: ['Tag_6', 'Tag_10'],
  PENDING: ['Tag_7', 'Tag_12'],
  HIRED: ['Tag_11'],
} as const;

/** Extra tags some processes offer beside the company's (tagsConfig). */
export const PROCESS_TAGS = [
  { code: 'Process_Tag_1', label: 'Disponibilidad inmediata', color: '#5E35B1' },
  { code: 'Process_Tag_2', label: 'Vive cerca de la tienda', color: '#F4511E' },
  { code: 'Process_Tag_3', label: 'Experiencia en retail', color: '#039BE5' },
] as const;

export type PositionLevel = 'OPERATIVE' | 'PROFESSIONAL' | 'SENIOR' | 'EXECUTIVE';

/** Monthly salary bands in US dollars; candidates ask around the band of the job they apply to. */
export const SALARY_BANDS_USD: Record<PositionLevel, [number, number]> = {
  OPERATIVE: [470, 700],
  PROFESSIONAL: [850, 1600],
  SENIOR: [1600, 3000],
  EXECUTIVE: [3200, 6500],
};

/** Position difficulty (DIFFICULTIES of the domain package) by level. */
export const DIFFICULTY_BY_LEVEL: Record<PositionLevel, number> = {
  OPERATIVE: 2,
  PROFESSIONAL: 4,
  SENIOR: 6,
  EXECUTIVE: 6,
};

/** Highest degrees (reference DEGREES names) by the level of the job applied to. */
export const DEGREE_WEIGHTS_BY_LEVEL: Record<PositionLevel, Record<string, number>> = {
  OPERATIVE: { Bachillerato: 60, Técnico: 22, Tecnólogo: 12, Universitario: 6 },
  PROFESSIONAL: { Tecnólogo: 10, Universitario: 60, Especialización: 15, Maestría: 15 },
  SENIOR: { Universitario: 40, Especialización: 20, Maestría: 40 },
  EXECUTIVE: { Universitario: 15, Especialización: 10, Maestría: 65, Doctorado: 10 },
};

/** Local currency (reference CURRENCIES code) and its rough value per US dollar. */
export const CURRENCY_BY_COUNTRY: Record<string, { code: string; perDollar: number; roundTo: number }> = {
  EC: { code: 'USD', perDollar: 1, roundTo: 10 },
  VE: { code: 'USD', perDollar: 1, roundTo: 10 },
  PA: { code: 'USD', perDollar: 1, roundTo: 10 },
  SV: { code: 'USD', perDollar: 1, roundTo: 10 },
  PE: { code: 'PEN', perDollar: 3.75, roundTo: 50 },
  CO: { code: 'COP', perDollar: 4000, roundTo: 50_000 },
  MX: { code: 'MXN', perDollar: 18, roundTo: 500 },
  CL: { code: 'CLP', perDollar: 930, roundTo: 10_000 },
  AR: { code: 'ARS', perDollar: 1000, roundTo: 10_000 },
  BO: { code: 'BOB', perDollar: 6.9, roundTo: 50 },
  UY: { code: 'UYU', perDollar: 40, roundTo: 1000 },
  GT: { code: 'GTQ', perDollar: 7.7, roundTo: 50 },
};

/** Where applicants come from besides the job's own country (Venezuelan and Colombian migration is large in the region). */
export const MIGRANT_COUNTRY_WEIGHTS: Record<string, number> = {
  VE: 45,
  CO: 20,
  PE: 10,
  EC: 10,
  AR: 4,
  CL: 4,
  MX: 4,
  BO: 3,
};

/** Areas of experience (reference catalogue 'experience-areas') with what goes with each. */
export const AREA_PROFILES = {
  Ventas: {
    subArea: 'Ventas corporativas',
    studyArea: 'Administración',
    skills: ['Negociación', 'Ventas consultivas', 'Servicio al cliente', 'Comunicación efectiva'],
    competences: ['Orientación a resultados', 'Negociación', 'Orientación al cliente', 'Comunicación efectiva'],
    knowledgeTest: 'Técnicas de venta consultiva',
  },
  Finanzas: {
    subArea: 'Contabilidad',
    studyArea: 'Contabilidad',
    skills: ['Excel avanzado', 'SAP', 'Power BI', 'SQL'],
    competences: ['Pensamiento analítico', 'Atención al detalle', 'Integridad', 'Planificación y organización'],
    knowledgeTest: 'Contabilidad y finanzas',
  },
  Tecnología: {
    subArea: 'Desarrollo de software',
    studyArea: 'Sistemas',
    skills: ['Python', 'SQL', 'Gestión de proyectos', 'Inglés de negocios'],
    competences: ['Pensamiento analítico', 'Resolución de problemas', 'Trabajo en equipo', 'Aprendizaje continuo'],
    knowledgeTest: 'Lógica de programación y SQL',
  },
  'Recursos humanos': {
    subArea: 'Selección de personal',
    studyArea: 'Psicología',
    skills: ['Comunicación efectiva', 'Excel avanzado', 'Liderazgo', 'Gestión de proyectos'],
    competences: ['Empatía', 'Comunicación efectiva', 'Integridad', 'Planificación y organización'],
    knowledgeTest: 'Legislación laboral',
  },
  Operaciones: {
    subArea: 'Logística',
    studyArea: 'Ingeniería',
    skills: ['Excel avanzado', 'SAP', 'Gestión de proyectos', 'Liderazgo'],
    competences: ['Planificación y organización', 'Trabajo en equipo', 'Orientación a la seguridad', 'Adaptabilidad'],
    knowledgeTest: 'Gestión de inventarios y bodega',
  },
  Marketing: {
    subArea: 'Marketing digital',
    studyArea: 'Marketing',
    skills: ['Power BI', 'Comunicación efectiva', 'Gestión de proyectos', 'Inglés de negocios'],
    competences: ['Creatividad', 'Comunicación efectiva', 'Orientación a resultados', 'Pensamiento analítico'],
    knowledgeTest: 'Marketing digital',
  },
  'Atención al cliente': {
    subArea: 'Call center',
    studyArea: 'Administración',
    skills: ['Servicio al cliente', 'Comunicación efectiva', 'Excel avanzado', 'Negociación'],
    competences: ['Orientación al cliente', 'Empatía', 'Tolerancia a la presión', 'Comunicación efectiva'],
    knowledgeTest: 'Servicio al cliente',
  },
  Legal: {
    subArea: 'Cumplimiento',
    studyArea: 'Derecho',
    skills: ['Negociación', 'Comunicación efectiva', 'Excel avanzado', 'Inglés de negocios'],
    competences: ['Integridad', 'Pensamiento analítico', 'Atención al detalle', 'Comunicación efectiva'],
    knowledgeTest: 'Derecho societario y cumplimiento',
  },
} as const;
export type ExperienceArea = keyof typeof AREA_PROFILES;

/** Leaders are also assessed on leadership. */
export const LEADERSHIP_COMPETENCE = 'Liderazgo';

export interface PositionProfile {
  level: PositionLevel;
  area: ExperienceArea;
}

/** Job profiles the demo companies recruit for; the process name is the position in capitals plus the city. */
export const POSITIONS = {
  'Cajero de tienda': { level: 'OPERATIVE', area: 'Atención al cliente' },
  'Asesor comercial': { level: 'OPERATIVE', area: 'Ventas' },
  'Analista de crédito senior': { level: 'SENIOR', area: 'Finanzas' },
  'Agente de call center': { level: 'OPERATIVE', area: 'Atención al cliente' },
  'Desarrollador backend': { level: 'PROFESSIONAL', area: 'Tecnología' },
  'Analista de datos': { level: 'PROFESSIONAL', area: 'Tecnología' },
  'Jefe de tienda': { level: 'SENIOR', area: 'Operaciones' },
  'Auxiliar de bodega': { level: 'OPERATIVE', area: 'Operaciones' },
  'Ejecutivo de ventas corporativas': { level: 'PROFESSIONAL', area: 'Ventas' },
  'Especialista en marketing digital': { level: 'PROFESSIONAL', area: 'Marketing' },
  'Gerente de tienda': { level: 'EXECUTIVE', area: 'Operaciones' },
  'Analista de compras': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Técnico de soporte': { level: 'PROFESSIONAL', area: 'Tecnología' },
  'Reponedor de perchas': { level: 'OPERATIVE', area: 'Operaciones' },
  'Ejecutivo de cobranzas': { level: 'PROFESSIONAL', area: 'Finanzas' },
  'Analista de seguridad de la información': { level: 'SENIOR', area: 'Tecnología' },
  'Coordinador de capacitación': { level: 'PROFESSIONAL', area: 'Recursos humanos' },
  'Diseñador gráfico': { level: 'PROFESSIONAL', area: 'Marketing' },
  'Analista de pricing': { level: 'PROFESSIONAL', area: 'Finanzas' },
  'Vendedor de piso': { level: 'OPERATIVE', area: 'Ventas' },
  'Supervisor de bodega': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Asistente contable': { level: 'OPERATIVE', area: 'Finanzas' },
  'Coordinador de logística': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Analista de recursos humanos': { level: 'PROFESSIONAL', area: 'Recursos humanos' },
  'Visual merchandiser': { level: 'PROFESSIONAL', area: 'Marketing' },
  'Jefe de prevención de pérdidas': { level: 'SENIOR', area: 'Operaciones' },
  'Contador general': { level: 'SENIOR', area: 'Finanzas' },
  'Chofer repartidor': { level: 'OPERATIVE', area: 'Operaciones' },
  'Gerente regional de ventas': { level: 'EXECUTIVE', area: 'Ventas' },
  'Practicante de finanzas': { level: 'OPERATIVE', area: 'Finanzas' },
  'Supervisor de cajas': { level: 'PROFESSIONAL', area: 'Atención al cliente' },
  'Analista de inventarios': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Abogado corporativo': { level: 'SENIOR', area: 'Legal' },
  'Asistente de marketing': { level: 'OPERATIVE', area: 'Marketing' },
  'Jefe de seguridad': { level: 'SENIOR', area: 'Operaciones' },
  'Operador de montacargas': { level: 'OPERATIVE', area: 'Operaciones' },
  'Gerente financiero': { level: 'EXECUTIVE', area: 'Finanzas' },
  'Jefe de e-commerce': { level: 'SENIOR', area: 'Marketing' },
  'Analista de nómina': { level: 'PROFESSIONAL', area: 'Recursos humanos' },
  'Analista de cumplimiento': { level: 'PROFESSIONAL', area: 'Legal' },
  'Asistente administrativo': { level: 'OPERATIVE', area: 'Finanzas' },
  'Asistente de servicio al cliente': { level: 'OPERATIVE', area: 'Atención al cliente' },
  'Conductor de carga pesada': { level: 'OPERATIVE', area: 'Operaciones' },
  'Coordinador de operaciones portuarias': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Analista de tráfico': { level: 'PROFESSIONAL', area: 'Operaciones' },
  'Asistente de almacén': { level: 'OPERATIVE', area: 'Operaciones' },
  'Jefe de flota': { level: 'SENIOR', area: 'Operaciones' },
} as const satisfies Record<string, PositionProfile>;
export type PositionName = keyof typeof POSITIONS;

export interface ComponentSpec {
  componentType: ComponentType;
  weight: number;
  /** 0 means the component never disqualifies. */
  minValueToPass: number;
}

const component = (componentType: ComponentType, weight: number, minValueToPass = 0): ComponentSpec => ({
  componentType,
  weight,
  minValueToPass,
});

/** Typical job component sets; weights add up to 100. */
export const COMPONENT_SETS = {
  CAP_COMPLETE: [
    component('DISC', 15),
    component('CURRICULUM', 25, 50),
    component('COMPETENCE', 20),
    component('KNOWLEDGE_TEST', 20, 60),
    component('INTERVIEW', 20),
  ],
  CAP_STANDARD: [
    component('DISC', 20),
    component('CURRICULUM', 30),
    component('COMPETENCE', 20),
    component('KNOWLEDGE_TEST', 30, 60),
  ],
  CAP_PROFILE: [component('DISC', 25), component('CURRICULUM', 35, 55), component('COMPETENCE', 40)],
  CAP_INTERVIEW: [component('CURRICULUM', 40, 50), component('COMPETENCE', 30), component('INTERVIEW', 30, 60)],
  CAP_WITH_TRUST: [
    component('DISC', 20),
    component('CURRICULUM', 30, 50),
    component('COMPETENCE', 30),
    component('RELIABILITY', 20, 50),
  ],
  DISC_ONLY: [component('DISC', 100)],
  KNOWLEDGE_ONLY: [component('KNOWLEDGE_TEST', 100, 60)],
  CURRICULUM_ONLY: [component('CURRICULUM', 100, 55)],
  INTERVIEW_ONLY: [component('INTERVIEW', 100, 60)],
  TRUST: [component('RELIABILITY', 100)],
} satisfies Record<string, ComponentSpec[]>;
export type ComponentSetName = keyof typeof COMPONENT_SETS;

/** Environment as the process list tells them apart: controlled basic, controlled full profile, or invitation by e-mail. */
export type EnvironmentVariant = 'CONTROLLED_BASIC' | 'CONTROLLED_FULL' | 'EMAIL';

export interface ProcessBlueprint {
  position: PositionName;
  city: string;
  status: ProcessStatus;
  plan: 'CREDIT' | 'PROCESS';
  environment: EnvironmentVariant;
  product: ProductType;
  components: ComponentSetName;
  /** Candidates at the default demo size; scaled with the requested total. */
  candidates: number;
  owner: DemoUserKey;
  durationDays: number;
  confidential?: boolean;
  archived?: boolean;
  /** Extended once by 20 days (one more credit). */
  extended?: boolean;
  /** A draft that already has a job opportunity goes to relaunch, not to profile choice. */
  draftWithJob?: boolean;
  /** Status of the trust (RELIABILITY) sub-process that checks this one's best candidates. */
  trust?: 'LAUNCHED' | 'CLOSED';
  processTags?: boolean;
  observers?: boolean;
}

/** Andina Retail's processes: every status, plan, environment and product, big and small. */
export const ANDINA_PROCESSES: ProcessBlueprint[] = [
  {
    position: 'Cajero de tienda',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 420,
    owner: 'recruiter',
    durationDays: 120,
    processTags: true,
  },
  {
    position: 'Asesor comercial',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 380,
    owner: 'owner',
    durationDays: 120,
    trust: 'LAUNCHED',
    processTags: true,
    observers: true,
  },
  {
    position: 'Analista de crédito senior',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 160,
    owner: 'owner',
    durationDays: 60,
    trust: 'LAUNCHED',
    confidential: true,
    observers: true,
  },
  {
    position: 'Agente de call center',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_INTERVIEW',
    candidates: 300,
    owner: 'recruiter',
    durationDays: 60,
  },
  {
    position: 'Desarrollador backend',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'KNOWLEDGE',
    components: 'KNOWLEDGE_ONLY',
    candidates: 90,
    owner: 'multi',
    durationDays: 60,
  },
  {
    position: 'Analista de datos',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 70,
    owner: 'recruiter',
    durationDays: 120,
  },
  {
    position: 'Jefe de tienda',
    city: 'Cuenca',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_WITH_TRUST',
    candidates: 60,
    owner: 'owner',
    durationDays: 60,
  },
  {
    position: 'Auxiliar de bodega',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'DISC',
    components: 'DISC_ONLY',
    candidates: 150,
    owner: 'recruiter',
    durationDays: 60,
  },
  {
    position: 'Ejecutivo de ventas corporativas',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 110,
    owner: 'owner',
    durationDays: 60,
    processTags: true,
  },
  {
    position: 'Especialista en marketing digital',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CURRICULUM',
    components: 'CURRICULUM_ONLY',
    candidates: 45,
    owner: 'multi',
    durationDays: 40,
  },
  {
    position: 'Gerente de tienda',
    city: 'Lima',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 35,
    owner: 'owner',
    durationDays: 120,
    confidential: true,
  },
  {
    position: 'Analista de compras',
    city: 'Bogotá',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 40,
    owner: 'recruiter',
    durationDays: 60,
  },
  {
    position: 'Técnico de soporte',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'INTERVIEW',
    components: 'INTERVIEW_ONLY',
    candidates: 25,
    owner: 'recruiter',
    durationDays: 40,
  },
  {
    position: 'Reponedor de perchas',
    city: 'Cuenca',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 120,
    owner: 'multi',
    durationDays: 60,
  },
  {
    position: 'Ejecutivo de cobranzas',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 55,
    owner: 'recruiter',
    durationDays: 60,
  },
  {
    position: 'Analista de seguridad de la información',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'KNOWLEDGE',
    components: 'KNOWLEDGE_ONLY',
    candidates: 18,
    owner: 'owner',
    durationDays: 60,
  },
  {
    position: 'Coordinador de capacitación',
    city: 'Guayaquil',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_INTERVIEW',
    candidates: 12,
    owner: 'recruiter',
    durationDays: 40,
  },
  {
    position: 'Diseñador gráfico',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'DISC',
    components: 'DISC_ONLY',
    candidates: 20,
    owner: 'multi',
    durationDays: 40,
  },
  {
    position: 'Analista de pricing',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 8,
    owner: 'owner',
    durationDays: 60,
  },
  {
    position: 'Vendedor de piso',
    city: 'Quito',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 6,
    owner: 'recruiter',
    durationDays: 40,
  },

  {
    position: 'Supervisor de bodega',
    city: 'Guayaquil',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 140,
    owner: 'owner',
    durationDays: 60,
    trust: 'CLOSED',
    processTags: true,
  },
  {
    position: 'Asistente contable',
    city: 'Guayaquil',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 110,
    owner: 'recruiter',
    durationDays: 40,
  },
  {
    position: 'Coordinador de logística',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_INTERVIEW',
    candidates: 75,
    owner: 'owner',
    durationDays: 60,
    trust: 'CLOSED',
  },
  {
    position: 'Analista de recursos humanos',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 65,
    owner: 'recruiter',
    durationDays: 40,
  },
  {
    position: 'Visual merchandiser',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'DISC',
    components: 'DISC_ONLY',
    candidates: 30,
    owner: 'multi',
    durationDays: 40,
    archived: true,
  },
  {
    position: 'Jefe de prevención de pérdidas',
    city: 'Guayaquil',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_WITH_TRUST',
    candidates: 40,
    owner: 'owner',
    durationDays: 60,
    confidential: true,
  },
  {
    position: 'Contador general',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CURRICULUM',
    components: 'CURRICULUM_ONLY',
    candidates: 35,
    owner: 'owner',
    durationDays: 40,
    archived: true,
  },
  {
    position: 'Chofer repartidor',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 85,
    owner: 'recruiter',
    durationDays: 40,
    extended: true,
  },
  {
    position: 'Gerente regional de ventas',
    city: 'Lima',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 22,
    owner: 'owner',
    durationDays: 120,
    confidential: true,
  },
  {
    position: 'Practicante de finanzas',
    city: 'Quito',
    status: 'CLOSED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'KNOWLEDGE',
    components: 'KNOWLEDGE_ONLY',
    candidates: 60,
    owner: 'multi',
    durationDays: 40,
  },
  {
    position: 'Supervisor de cajas',
    city: 'Guayaquil',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'INTERVIEW',
    components: 'INTERVIEW_ONLY',
    candidates: 28,
    owner: 'recruiter',
    durationDays: 40,
    archived: true,
  },
  {
    position: 'Analista de inventarios',
    city: 'Cuenca',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 48,
    owner: 'recruiter',
    durationDays: 20,
  },

  {
    position: 'Abogado corporativo',
    city: 'Quito',
    status: 'CANCELED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_INTERVIEW',
    candidates: 9,
    owner: 'owner',
    durationDays: 60,
  },
  {
    position: 'Asistente de marketing',
    city: 'Guayaquil',
    status: 'CANCELED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'DISC',
    components: 'DISC_ONLY',
    candidates: 12,
    owner: 'recruiter',
    durationDays: 40,
    archived: true,
  },
  {
    position: 'Jefe de seguridad',
    city: 'Quito',
    status: 'CANCELED',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 6,
    owner: 'owner',
    durationDays: 60,
  },
  {
    position: 'Operador de montacargas',
    city: 'Guayaquil',
    status: 'CANCELED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 4,
    owner: 'multi',
    durationDays: 40,
  },

  {
    position: 'Gerente financiero',
    city: 'Quito',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 0,
    owner: 'owner',
    durationDays: 120,
    confidential: true,
    draftWithJob: true,
  },
  {
    position: 'Jefe de e-commerce',
    city: 'Quito',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 0,
    owner: 'recruiter',
    durationDays: 60,
    draftWithJob: true,
  },
  {
    position: 'Analista de nómina',
    city: 'Quito',
    status: 'DRAFT',
    plan: 'PROCESS',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 0,
    owner: 'recruiter',
    durationDays: 60,
  },
  {
    position: 'Analista de cumplimiento',
    city: 'Quito',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'KNOWLEDGE',
    components: 'KNOWLEDGE_ONLY',
    candidates: 0,
    owner: 'owner',
    durationDays: 40,
  },
  {
    position: 'Asistente administrativo',
    city: 'Cuenca',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'INTERVIEW',
    components: 'INTERVIEW_ONLY',
    candidates: 0,
    owner: 'multi',
    durationDays: 40,
    draftWithJob: true,
  },
  {
    position: 'Asistente de servicio al cliente',
    city: 'Guayaquil',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 0,
    owner: 'recruiter',
    durationDays: 60,
  },
];

/** Pacífico Logística: a smaller tenant with its own data, to prove tenants stay apart. */
export const PACIFICO_PROCESSES: ProcessBlueprint[] = [
  {
    position: 'Conductor de carga pesada',
    city: 'Lima',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_PROFILE',
    candidates: 60,
    owner: 'otherOwner',
    durationDays: 120,
  },
  {
    position: 'Coordinador de operaciones portuarias',
    city: 'Lima',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_STANDARD',
    candidates: 35,
    owner: 'multi',
    durationDays: 60,
  },
  {
    position: 'Analista de tráfico',
    city: 'Arequipa',
    status: 'CLOSED',
    plan: 'CREDIT',
    environment: 'EMAIL',
    product: 'CAP',
    components: 'CAP_INTERVIEW',
    candidates: 30,
    owner: 'otherOwner',
    durationDays: 40,
  },
  {
    position: 'Asistente de almacén',
    city: 'Trujillo',
    status: 'LAUNCHED',
    plan: 'CREDIT',
    environment: 'CONTROLLED_BASIC',
    product: 'KNOWLEDGE',
    components: 'KNOWLEDGE_ONLY',
    candidates: 25,
    owner: 'otherOwner',
    durationDays: 60,
  },
  {
    position: 'Jefe de flota',
    city: 'Lima',
    status: 'DRAFT',
    plan: 'CREDIT',
    environment: 'CONTROLLED_FULL',
    product: 'CAP',
    components: 'CAP_COMPLETE',
    candidates: 0,
    owner: 'otherOwner',
    durationDays: 60,
    draftWithJob: true,
  },
];

/** External reviewers invited to a process (observers). */
export const OBSERVERS = [
  { name: 'Andrés Vela', email: 'andres.vela@andinaretail.test' },
  { name: 'Patricia Núñez', email: 'patricia.nunez@prisma-consultores.test' },
  { name: 'Ramiro Castañeda', email: 'ramiro.castaneda@andinaretail.test' },
];

export const FEMALE_FIRST_NAMES = [
  'María',
  'María José',
  'María Fernanda',
  'Ana',
  'Ana Lucía',
  'Camila',
  'Valentina',
  'Daniela',
  'Gabriela',
  'Andrea',
  'Carolina',
  'Paola',
  'Fernanda',
  'Sofía',
  'Isabella',
  'Lucía',
  'Mariana',
  'Natalia',
  'Alejandra',
  'Verónica',
  'Diana',
  'Karla',
  'Jessica',
  'Estefanía',
  'Patricia',
  'Lorena',
  'Silvia',
  'Rosa',
  'Carmen',
  'Elena',
  'Paula',
  'Mónica',
  'Johanna',
  'Tatiana',
  'Melissa',
  'Viviana',
  'Adriana',
  'Cristina',
  'Ximena',
  'Pamela',
  'Nathaly',
  'Doménica',
  'Belén',
  'Katherine',
  'Liliana',
  'Gloria',
  'Martha',
  'Sandra',
  'Yadira',
  'Maribel',
];

export const MALE_FIRST_NAMES = [
  'José',
  'Juan',
  'Juan Carlos',
  'Luis',
  'Carlos',
  'Jorge',
  'Andrés',
  'Diego',
  'Santiago',
  'Sebastián',
  'Mateo',
  'Daniel',
  'David',
  'Fernando',
  'Francisco',
  'Javier',
  'Miguel Ángel',
  'Pablo',
  'Ricardo',
  'Roberto',
  'Eduardo',
  'Gabriel',
  'Alejandro',
  'Esteban',
  'Cristian',
  'Kevin',
  'Bryan',
  'Jonathan',
  'Marco',
  'Mauricio',
  'Óscar',
  'Patricio',
  'Raúl',
  'Rodrigo',
  'Sergio',
  'Víctor',
  'Wilson',
  'Édison',
  'Fabián',
  'Hugo',
  'Iván',
  'Jaime',
  'Julio',
  'Leonardo',
  'Manuel',
  'Nicolás',
  'Renato',
  'Samuel',
  'Tomás',
  'Xavier',
];

export const SURNAMES = [
  'González',
  'Rodríguez',
  'Pérez',
  'López',
  'García',
  'Martínez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Flores',
  'Rivera',
  'Gómez',
  'Díaz',
  'Cruz',
  'Morales',
  'Reyes',
  'Gutiérrez',
  'Ortiz',
  'Chávez',
  'Ramos',
  'Vargas',
  'Castillo',
  'Jiménez',
  'Moreno',
  'Romero',
  'Herrera',
  'Medina',
  'Aguilar',
  'Vega',
  'Castro',
  'Mendoza',
  'Ruiz',
  'Álvarez',
  'Fernández',
  'Rojas',
  'Paredes',
  'Salazar',
  'Cedeño',
  'Zambrano',
  'Andrade',
  'Guerrero',
  'Vásquez',
  'Quispe',
  'Mamani',
  'Huamán',
  'Espinoza',
  'Ponce',
  'Carrillo',
  'Benítez',
  'Valencia',
  'Suárez',
  'Cárdenas',
  'Molina',
  'Navarro',
  'Delgado',
  'Mora',
  'Villacís',
  'Cevallos',
  'Jaramillo',
  'Montalvo',
  'Bravo',
  'Cabrera',
  'Calderón',
  'Cordero',
  'Estrada',
  'Figueroa',
  'Ibarra',
  'León',
  'Lozano',
  'Macías',
  'Naranjo',
  'Ochoa',
  'Pazmiño',
  'Proaño',
  'Robles',
  'Salinas',
  'Tapia',
  'Uribe',
  'Velasco',
  'Yépez',
];

/** Fictitious employers for the CVs' work history. */
export const EMPLOYERS = [
  'Comercial del Litoral',
  'Distribuidora Austral',
  'Banco Cordillera',
  'Grupo Mercantil Andino',
  'Farmacias Salud Total',
  'Telecomunicaciones del Sur',
  'Importadora del Pacífico',
  'Textiles Imbabura',
  'Agroindustrias San Rafael',
  'Logística Express',
  'Seguros Horizonte',
  'Constructora Vértice',
  'Tecnología Nexo',
  'Cooperativa de Ahorro Progreso',
  'Alimentos del Valle',
  'Minimarket El Ahorro',
  'Hotel Mirador',
  'Call Center Conecta',
  'Prisma Consultores',
  'Courier Rápido',
  'Ferretería El Constructor',
  'Clínica Santa Inés',
  'Autopartes del Norte',
  'Librería Atenea',
];

/** Reference institutions (catalogue 'institutions') by the country they are in. */
export const INSTITUTIONS_BY_COUNTRY: Record<string, string[]> = {
  EC: ['Universidad Central del Ecuador', 'USFQ', 'Pontificia Universidad Católica'],
  PE: ['PUCP', 'Pontificia Universidad Católica'],
  CO: ['Universidad de los Andes', 'Universidad Nacional de Colombia'],
  CL: ['Universidad de Chile', 'Pontificia Universidad Católica'],
  MX: ['UNAM', 'Tecnológico de Monterrey'],
  AR: ['Universidad de Buenos Aires'],
};

/** Languages (reference LANGUAGES Spanish names) a CV lists beside Spanish, with how often. */
export const SECOND_LANGUAGES: Record<string, number> = {
  Inglés: 55,
  Portugués: 4,
  Francés: 3,
  Italiano: 1,
  Alemán: 1,
};

/** Questions of the virtual interview, for jobs that have one. */
export const INTERVIEW_QUESTIONS = [
  'Cuéntanos sobre un logro profesional del que te sientas orgulloso.',
  'Describe una situación en la que resolviste un conflicto con un cliente.',
  '¿Cómo organizas tu trabajo cuando tienes varias prioridades a la vez?',
  '¿Por qué te interesa trabajar con nosotros?',
  'Háblanos de un error que cometiste y qué aprendiste de él.',
];
