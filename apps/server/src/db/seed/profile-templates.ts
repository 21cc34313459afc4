/**
 * Shipped profile templates (cap-profiles): one per common role, each a complete launchable profile
 * but for the process name and dates, which the recruiter gives. Written for Terna from the
 * catalogues in catalogue-data/ (positions, skills, competences) and the question library; the
 * Spanish texts are what candidates read, the names and descriptions are shown in both languages.
 */
import {
  DEFAULT_ANSWER_TIME,
  DEFAULT_LANGUAGES,
  DEFAULT_SECTION_WEIGHTS,
  evenWeights,
  type ComponentWeight,
  type KnockoutQuestion,
  type LaunchDraft,
  type SkillLevel,
} from '@terna/domain';
import { COMPETENCES } from './catalogue-data/competences.js';
import { libraryBank } from './catalogue-data/question-library.js';

export interface ProfileTemplate {
  code: string;
  name: { es: string; en: string };
  area: string;
  description: { es: string; en: string };
  draft: LaunchDraft;
}

interface TemplateSpec {
  code: string;
  name: { es: string; en: string };
  area: string;
  description: { es: string; en: string };
  /** What candidates read: the offer's description. */
  offer: string;
  positionName: string;
  temporality: 'FULL_TIME' | 'TEMPORARY' | 'MIDDLE_TIME';
  salary: [from: number, to: number];
  ages: [from: number, to: number];
  studyAreas: string[];
  status: 'COMPLETED' | 'IN_PROGRESS';
  areas: string[];
  subAreas: string[];
  industries: string[];
  jobTitles: string[];
  years: [from: number, to: number];
  skills: [string, SkillLevel][];
  competences: string[];
  knowledgeBank: string;
  interviewBank: string;
  knockout: string;
}

/** The profile's city when the recruiter has not chosen one yet: Quito (place-001), in US dollars. */
const DEFAULT_PLACE = { countryCode: 'EC', placeId: 'place-001', currencyCode: 'USD' } as const;
const INTERVIEW_QUESTIONS = 5;
const KNOWLEDGE_QUESTIONS = 10;
const KNOWLEDGE_MINUTES = 15;

/** Every wizard component, weighted to 100 (the curriculum and competences weigh most). */
const COMPONENTS: ComponentWeight[] = [
  { componentType: 'CURRICULUM', weight: 25, minValueToPass: 50, order: 1 },
  { componentType: 'COMPETENCE', weight: 25, minValueToPass: 60, order: 2 },
  { componentType: 'KNOWLEDGE_TEST', weight: 20, minValueToPass: 60, order: 3 },
  { componentType: 'DISC', weight: 15, minValueToPass: 0, order: 4 },
  { componentType: 'INTERVIEW', weight: 15, minValueToPass: 50, order: 5 },
];

function knockout(content: string): KnockoutQuestion {
  return {
    type: 'YES_NO',
    content,
    order: 1,
    discriminatory: true,
    answerList: [
      { content: 'Sí', correct: true },
      { content: 'No', correct: false },
    ],
  };
}

function template(spec: TemplateSpec): ProfileTemplate {
  const competences = spec.competences.map((code) => {
    const competence = COMPETENCES.find((candidate) => candidate.code === code);
    if (!competence) throw new Error(`Template ${spec.code}: no competence ${code}`);
    return competence;
  });
  const competenceWeights = evenWeights(competences.length);
  const knowledge = libraryBank(spec.knowledgeBank);
  const interview = libraryBank(spec.interviewBank);
  return {
    code: spec.code,
    name: spec.name,
    area: spec.area,
    description: spec.description,
    draft: {
      jobProfile: {
        positionId: null,
        positionName: spec.positionName,
        ...DEFAULT_PLACE,
        description: spec.offer,
        confidential: false,
        jobTemporality: spec.temporality,
        salaryFrom: spec.salary[0],
        salaryTo: spec.salary[1],
        agencyId: null,
        departmentId: null,
        publicationInfoName: spec.positionName,
        videoUrl: null,
      },
      curriculum: {
        personalInfo: { ageFrom: spec.ages[0], ageTo: spec.ages[1], relocation: false, cityList: [] },
        salary: {
          salaryFrom: spec.salary[0],
          salaryTo: spec.salary[1],
          includeDefined: true,
          currencyId: DEFAULT_PLACE.currencyCode,
        },
        education: { studyAreaList: spec.studyAreas, institutionList: [], degreeId: null, status: spec.status },
        experience: {
          areaList: spec.areas,
          subAreaList: spec.subAreas,
          industryList: spec.industries,
          jobTitleList: spec.jobTitles,
          yearsFrom: spec.years[0],
          yearsTo: spec.years[1],
        },
        skillList: spec.skills.map(([skill, level]) => ({ skill, level })),
        languageList: DEFAULT_LANGUAGES.map((language) => ({ ...language })),
        sectionList: DEFAULT_SECTION_WEIGHTS.map((section) => ({ ...section })),
        questionList: [knockout(spec.knockout)],
      },
      competences: {
        competences: competences.map((competence, index) => ({
          id: competence.code,
          name: competence.nameEs,
          definition: competence.definitionEs,
          weight: competenceWeights[index]!,
          difficulty: 'MEDIUM',
        })),
      },
      tests: {
        disc: true,
        knowledge: [
          {
            questionBankId: knowledge.id,
            name: knowledge.name,
            difficulty: 'MEDIUM',
            questionCount: KNOWLEDGE_QUESTIONS,
            time: KNOWLEDGE_MINUTES,
            timeControl: true,
            weight: 100,
          },
        ],
      },
      interview: {
        questionBankId: interview.id,
        defaultQuestions: true,
        answerTime: DEFAULT_ANSWER_TIME,
        questions: interview.questions
          .slice(0, INTERVIEW_QUESTIONS)
          .map((question, index) => ({ questionId: null, content: question.content, order: index + 1 })),
      },
      components: { components: COMPONENTS.map((component) => ({ ...component })) },
    },
  };
}

export const PROFILE_TEMPLATES: ProfileTemplate[] = [
  template({
    code: 'SALES_EXECUTIVE',
    name: { es: 'Ejecutivo de ventas', en: 'Sales executive' },
    area: 'Ventas',
    description: {
      es: 'Vende a empresas y personas, gestiona su cartera y cumple metas mensuales.',
      en: 'Sells to companies and individuals, manages a portfolio and meets monthly targets.',
    },
    offer:
      'Buscamos un ejecutivo de ventas para prospectar clientes, presentar nuestra oferta, negociar y cerrar ventas, y cuidar la relación con su cartera. Trabajo con metas mensuales y comisiones.',
    positionName: 'Ejecutivo de ventas',
    temporality: 'FULL_TIME',
    salary: [600, 1200],
    ages: [22, 45],
    studyAreas: ['Administración de empresas', 'Marketing', 'Comercio exterior'],
    status: 'IN_PROGRESS',
    areas: ['Ventas'],
    subAreas: ['Ventas corporativas', 'Ventas de campo'],
    industries: ['Consumo masivo', 'Tecnología', 'Banca y finanzas'],
    jobTitles: ['Ejecutivo de ventas', 'Asesor comercial', 'Representante de ventas'],
    years: [1, 10],
    skills: [
      ['Ventas consultivas', 'HIGH'],
      ['Negociación', 'HIGH'],
      ['Prospección de clientes', 'MEDIUM'],
      ['CRM', 'MEDIUM'],
    ],
    competences: ['RESULTS_ORIENTATION', 'NEGOTIATION', 'PERSUASION', 'CUSTOMER_ORIENTATION'],
    knowledgeBank: 'SALES_ES',
    interviewBank: 'INTERVIEW_SALES_SERVICE_ES',
    knockout: '¿Tienes disponibilidad para visitar clientes fuera de la oficina?',
  }),
  template({
    code: 'STORE_SALES',
    name: { es: 'Vendedor de tienda', en: 'Store sales assistant' },
    area: 'Ventas',
    description: {
      es: 'Atiende y asesora a los clientes en tienda, cobra y mantiene la exhibición.',
      en: 'Serves and advises customers in store, takes payments and keeps the displays.',
    },
    offer:
      'Buscamos vendedores de tienda para recibir y asesorar a los clientes, mostrar productos, cerrar ventas, cobrar y mantener la tienda ordenada y abastecida. Turnos rotativos de lunes a domingo.',
    positionName: 'Vendedor de tienda',
    temporality: 'FULL_TIME',
    salary: [460, 650],
    ages: [18, 40],
    studyAreas: ['Administración', 'Marketing'],
    status: 'IN_PROGRESS',
    areas: ['Ventas', 'Atención al cliente'],
    subAreas: ['Ventas minoristas', 'Servicio en tienda'],
    industries: ['Retail', 'Consumo masivo'],
    jobTitles: ['Vendedor', 'Vendedor de mostrador', 'Cajero'],
    years: [0, 5],
    skills: [
      ['Venta directa', 'HIGH'],
      ['Servicio al cliente', 'HIGH'],
      ['Caja', 'MEDIUM'],
      ['Merchandising', 'LOW'],
    ],
    competences: ['CUSTOMER_ORIENTATION', 'RESULTS_ORIENTATION', 'COMMUNICATION', 'TEAMWORK'],
    knowledgeBank: 'SALES_ES',
    interviewBank: 'INTERVIEW_SALES_SERVICE_ES',
    knockout: '¿Tienes disponibilidad para trabajar en turnos rotativos y fines de semana?',
  }),
  template({
    code: 'KEY_ACCOUNT_MANAGER',
    name: { es: 'Key account manager', en: 'Key account manager' },
    area: 'Ventas',
    description: {
      es: 'Gestiona y hace crecer las cuentas más importantes de la empresa.',
      en: 'Manages and grows the company’s most important accounts.',
    },
    offer:
      'Buscamos un key account manager para gestionar las cuentas clave, negociar acuerdos comerciales anuales, planificar el crecimiento de cada cliente y coordinar con logística y marketing.',
    positionName: 'Key account manager',
    temporality: 'FULL_TIME',
    salary: [1500, 2800],
    ages: [27, 50],
    studyAreas: ['Administración de empresas', 'Marketing', 'Ingeniería industrial'],
    status: 'COMPLETED',
    areas: ['Ventas'],
    subAreas: ['Key account management', 'Ventas corporativas'],
    industries: ['Consumo masivo', 'Retail', 'Manufactura'],
    jobTitles: ['Key account manager', 'Ejecutivo de cuentas corporativas', 'Jefe de ventas'],
    years: [4, 15],
    skills: [
      ['Key account management', 'HIGH'],
      ['Negociación', 'HIGH'],
      ['Excel avanzado', 'MEDIUM'],
      ['Trade marketing', 'MEDIUM'],
    ],
    competences: ['NEGOTIATION', 'COMMERCIAL_ACUMEN', 'STRATEGIC_THINKING', 'RESULTS_ORIENTATION'],
    knowledgeBank: 'SALES_ES',
    interviewBank: 'INTERVIEW_SALES_SERVICE_ES',
    knockout: '¿Tienes al menos cuatro años de experiencia manejando cuentas corporativas?',
  }),
  template({
    code: 'CALL_CENTER_AGENT',
    name: { es: 'Agente de call center', en: 'Call centre agent' },
    area: 'Atención al cliente',
    description: {
      es: 'Atiende llamadas y chats de clientes, resuelve consultas y registra cada caso.',
      en: 'Handles customer calls and chats, solves queries and records every case.',
    },
    offer:
      'Buscamos agentes de call center para atender llamadas y chats de clientes, resolver consultas y reclamos, registrar cada caso en el sistema y cumplir los indicadores de calidad del servicio.',
    positionName: 'Agente de call center',
    temporality: 'FULL_TIME',
    salary: [460, 600],
    ages: [18, 40],
    studyAreas: ['Administración', 'Comunicación social', 'Psicología'],
    status: 'IN_PROGRESS',
    areas: ['Atención al cliente'],
    subAreas: ['Call center', 'Soporte al cliente'],
    industries: ['Call center y BPO', 'Telecomunicaciones', 'Banca y finanzas'],
    jobTitles: ['Agente de call center', 'Asesor de servicio al cliente', 'Televendedor'],
    years: [0, 5],
    skills: [
      ['Atención telefónica', 'HIGH'],
      ['Manejo de quejas y reclamos', 'MEDIUM'],
      ['Digitación', 'MEDIUM'],
      ['Atención por chat', 'MEDIUM'],
    ],
    competences: ['CUSTOMER_ORIENTATION', 'STRESS_TOLERANCE', 'COMMUNICATION', 'SELF_CONTROL'],
    knowledgeBank: 'CUSTOMER_SERVICE_ES',
    interviewBank: 'INTERVIEW_SALES_SERVICE_ES',
    knockout: '¿Tienes disponibilidad para trabajar en turnos rotativos?',
  }),
  template({
    code: 'CUSTOMER_SERVICE_ADVISOR',
    name: { es: 'Asesor de servicio al cliente', en: 'Customer service advisor' },
    area: 'Atención al cliente',
    description: {
      es: 'Atiende a los clientes en agencia, resuelve trámites y reclamos.',
      en: 'Serves customers at the branch, handles requests and complaints.',
    },
    offer:
      'Buscamos un asesor de servicio al cliente para atender en agencia, orientar sobre productos y trámites, resolver reclamos en el primer contacto y dar seguimiento a los casos abiertos.',
    positionName: 'Asesor de servicio al cliente',
    temporality: 'FULL_TIME',
    salary: [500, 750],
    ages: [20, 45],
    studyAreas: ['Administración', 'Comunicación social', 'Banca y seguros'],
    status: 'IN_PROGRESS',
    areas: ['Atención al cliente'],
    subAreas: ['Servicio en tienda', 'Posventa'],
    industries: ['Banca y finanzas', 'Seguros', 'Telecomunicaciones'],
    jobTitles: ['Asesor de servicio al cliente', 'Ejecutivo de atención al cliente', 'Recepcionista'],
    years: [1, 6],
    skills: [
      ['Servicio al cliente', 'HIGH'],
      ['Manejo de quejas y reclamos', 'HIGH'],
      ['Fidelización de clientes', 'MEDIUM'],
      ['Microsoft 365', 'LOW'],
    ],
    competences: ['CUSTOMER_ORIENTATION', 'EMPATHY', 'PROBLEM_SOLVING', 'CONFLICT_MANAGEMENT'],
    knowledgeBank: 'CUSTOMER_SERVICE_ES',
    interviewBank: 'INTERVIEW_SALES_SERVICE_ES',
    knockout: '¿Tienes al menos un año de experiencia atendiendo clientes?',
  }),
  template({
    code: 'CASHIER',
    name: { es: 'Cajero', en: 'Cashier' },
    area: 'Atención al cliente',
    description: {
      es: 'Cobra, cuadra la caja y atiende a los clientes en el punto de pago.',
      en: 'Takes payments, balances the till and serves customers at the checkout.',
    },
    offer:
      'Buscamos cajeros para cobrar en efectivo y con tarjeta, emitir facturas, cuadrar la caja al cierre de cada turno y atender a los clientes con amabilidad y rapidez.',
    positionName: 'Cajero',
    temporality: 'FULL_TIME',
    salary: [460, 600],
    ages: [18, 45],
    studyAreas: ['Contabilidad', 'Administración'],
    status: 'IN_PROGRESS',
    areas: ['Atención al cliente', 'Finanzas'],
    subAreas: ['Servicio en tienda', 'Tesorería'],
    industries: ['Retail', 'Banca y finanzas', 'Restaurantes'],
    jobTitles: ['Cajero', 'Cajero bancario', 'Vendedor de mostrador'],
    years: [0, 5],
    skills: [
      ['Caja', 'HIGH'],
      ['Facturación', 'MEDIUM'],
      ['Servicio al cliente', 'MEDIUM'],
      ['Excel básico', 'LOW'],
    ],
    competences: ['INTEGRITY', 'ATTENTION_TO_DETAIL', 'CUSTOMER_ORIENTATION'],
    knowledgeBank: 'CUSTOMER_SERVICE_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Has manejado dinero en efectivo en un trabajo anterior?',
  }),
  template({
    code: 'WAREHOUSE_ASSISTANT',
    name: { es: 'Auxiliar de bodega', en: 'Warehouse assistant' },
    area: 'Operaciones',
    description: {
      es: 'Recibe, almacena y despacha mercadería, y lleva el control del inventario.',
      en: 'Receives, stores and dispatches goods, and keeps stock records.',
    },
    offer:
      'Buscamos auxiliares de bodega para recibir y revisar la mercadería, ubicarla, preparar pedidos, despachar y participar en los conteos de inventario, siguiendo las normas de seguridad.',
    positionName: 'Auxiliar de bodega',
    temporality: 'FULL_TIME',
    salary: [460, 600],
    ages: [18, 45],
    studyAreas: ['Logística', 'Administración'],
    status: 'IN_PROGRESS',
    areas: ['Logística'],
    subAreas: ['Bodega', 'Inventarios'],
    industries: ['Logística', 'Retail', 'Consumo masivo'],
    jobTitles: ['Auxiliar de bodega', 'Bodeguero', 'Despachador'],
    years: [0, 5],
    skills: [
      ['Gestión de inventarios', 'MEDIUM'],
      ['Almacenamiento', 'MEDIUM'],
      ['Despacho de mercadería', 'MEDIUM'],
      ['Manejo de montacargas', 'LOW'],
    ],
    competences: ['RESPONSIBILITY', 'ORDER_AND_METHOD', 'SAFETY_AWARENESS', 'TEAMWORK'],
    knowledgeBank: 'LOGISTICS_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Puedes levantar y mover cargas de hasta 25 kg?',
  }),
  template({
    code: 'LOGISTICS_COORDINATOR',
    name: { es: 'Coordinador de logística', en: 'Logistics coordinator' },
    area: 'Operaciones',
    description: {
      es: 'Planifica la distribución, coordina transportistas y controla los indicadores.',
      en: 'Plans distribution, coordinates carriers and tracks the indicators.',
    },
    offer:
      'Buscamos un coordinador de logística para planificar las rutas de distribución, coordinar con transportistas y bodega, controlar el inventario y reportar los indicadores de entrega a tiempo.',
    positionName: 'Coordinador de logística',
    temporality: 'FULL_TIME',
    salary: [1000, 1600],
    ages: [25, 50],
    studyAreas: ['Logística', 'Ingeniería industrial', 'Administración de empresas'],
    status: 'COMPLETED',
    areas: ['Logística', 'Operaciones'],
    subAreas: ['Distribución', 'Transporte', 'Inventarios'],
    industries: ['Logística', 'Consumo masivo', 'Manufactura'],
    jobTitles: ['Coordinador de logística', 'Analista de logística', 'Jefe de bodega'],
    years: [3, 12],
    skills: [
      ['Cadena de suministro', 'HIGH'],
      ['Ruteo de transporte', 'MEDIUM'],
      ['Excel avanzado', 'MEDIUM'],
      ['WMS', 'MEDIUM'],
    ],
    competences: ['PLANNING', 'PROBLEM_SOLVING', 'LEADERSHIP', 'PROCESS_IMPROVEMENT'],
    knowledgeBank: 'LOGISTICS_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Tienes al menos tres años de experiencia en logística o distribución?',
  }),
  template({
    code: 'PRODUCTION_OPERATOR',
    name: { es: 'Operario de producción', en: 'Production operator' },
    area: 'Operaciones',
    description: {
      es: 'Opera las máquinas de la línea de producción y cumple las normas de calidad y seguridad.',
      en: 'Runs the production line machines and follows quality and safety rules.',
    },
    offer:
      'Buscamos operarios de producción para operar las máquinas de la línea, controlar la calidad del producto, registrar la producción del turno y mantener el área limpia y segura.',
    positionName: 'Operario de producción',
    temporality: 'FULL_TIME',
    salary: [460, 600],
    ages: [18, 45],
    studyAreas: ['Ingeniería industrial', 'Seguridad y salud ocupacional'],
    status: 'IN_PROGRESS',
    areas: ['Operaciones'],
    subAreas: ['Producción', 'Calidad'],
    industries: ['Manufactura', 'Alimentos y bebidas', 'Textil y confección'],
    jobTitles: ['Operario de producción', 'Operador de máquina'],
    years: [0, 8],
    skills: [
      ['Operación de maquinaria', 'MEDIUM'],
      ['Control de calidad', 'MEDIUM'],
      ['Seguridad y salud en el trabajo', 'MEDIUM'],
      ['Lean manufacturing', 'LOW'],
    ],
    competences: ['SAFETY_AWARENESS', 'RESPONSIBILITY', 'SERVICE_QUALITY', 'TEAMWORK'],
    knowledgeBank: 'LOGISTICS_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Tienes disponibilidad para trabajar en turnos rotativos, incluida la noche?',
  }),
  template({
    code: 'ADMIN_ASSISTANT',
    name: { es: 'Asistente administrativo', en: 'Administrative assistant' },
    area: 'Administración',
    description: {
      es: 'Apoya la gestión administrativa: documentos, agenda, compras y reportes.',
      en: 'Supports administration: documents, diaries, purchasing and reports.',
    },
    offer:
      'Buscamos un asistente administrativo para gestionar documentos y archivo, llevar agendas, apoyar en compras y pagos a proveedores, y preparar reportes en Excel para la gerencia.',
    positionName: 'Asistente administrativo',
    temporality: 'FULL_TIME',
    salary: [500, 800],
    ages: [20, 45],
    studyAreas: ['Administración', 'Administración de empresas', 'Contabilidad'],
    status: 'IN_PROGRESS',
    areas: ['Administración'],
    subAreas: ['Asistencia administrativa', 'Compras'],
    industries: ['Consultoría', 'Manufactura', 'Servicios legales'],
    jobTitles: ['Asistente administrativo', 'Auxiliar administrativo', 'Secretaria ejecutiva'],
    years: [1, 6],
    skills: [
      ['Excel intermedio', 'HIGH'],
      ['Gestión documental', 'MEDIUM'],
      ['Redacción de informes', 'MEDIUM'],
      ['Microsoft 365', 'MEDIUM'],
    ],
    competences: ['ORDER_AND_METHOD', 'ATTENTION_TO_DETAIL', 'PLANNING', 'COMMUNICATION'],
    knowledgeBank: 'OFFICE_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Manejas Excel a nivel intermedio (fórmulas y filtros)?',
  }),
  template({
    code: 'ACCOUNTING_ASSISTANT',
    name: { es: 'Asistente contable', en: 'Accounting assistant' },
    area: 'Administración',
    description: {
      es: 'Registra la contabilidad diaria, concilia cuentas y apoya los cierres mensuales.',
      en: 'Records daily bookkeeping, reconciles accounts and supports month-end closes.',
    },
    offer:
      'Buscamos un asistente contable para registrar facturas y pagos, hacer conciliaciones bancarias, preparar anexos tributarios y apoyar al contador en los cierres mensuales.',
    positionName: 'Asistente contable',
    temporality: 'FULL_TIME',
    salary: [550, 850],
    ages: [20, 45],
    studyAreas: ['Contabilidad', 'Auditoría', 'Finanzas'],
    status: 'IN_PROGRESS',
    areas: ['Finanzas'],
    subAreas: ['Contabilidad', 'Impuestos'],
    industries: ['Consultoría', 'Comercio mayorista', 'Manufactura'],
    jobTitles: ['Asistente contable', 'Auxiliar contable', 'Analista contable'],
    years: [1, 5],
    skills: [
      ['Contabilidad general', 'HIGH'],
      ['Conciliaciones bancarias', 'HIGH'],
      ['Excel intermedio', 'MEDIUM'],
      ['Sistemas contables', 'MEDIUM'],
    ],
    competences: ['ATTENTION_TO_DETAIL', 'INTEGRITY', 'ANALYTICAL_THINKING', 'ORDER_AND_METHOD'],
    knowledgeBank: 'OFFICE_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Estás cursando o terminaste una carrera de contabilidad o afines?',
  }),
  template({
    code: 'RECEPTIONIST',
    name: { es: 'Recepcionista', en: 'Receptionist' },
    area: 'Administración',
    description: {
      es: 'Recibe a los visitantes, atiende la central telefónica y gestiona la correspondencia.',
      en: 'Welcomes visitors, answers the switchboard and handles the mail.',
    },
    offer:
      'Buscamos una persona para la recepción: recibir y orientar a los visitantes, atender la central telefónica, gestionar la correspondencia y las salas de reunión, y apoyar a administración.',
    positionName: 'Recepcionista',
    temporality: 'FULL_TIME',
    salary: [460, 650],
    ages: [18, 45],
    studyAreas: ['Administración', 'Idiomas', 'Turismo'],
    status: 'IN_PROGRESS',
    areas: ['Administración', 'Atención al cliente'],
    subAreas: ['Recepción', 'Servicios generales'],
    industries: ['Consultoría', 'Salud', 'Hotelería y turismo'],
    jobTitles: ['Recepcionista', 'Asistente administrativo', 'Recepcionista de hotel'],
    years: [0, 5],
    skills: [
      ['Recepción', 'HIGH'],
      ['Atención telefónica', 'HIGH'],
      ['Archivo', 'MEDIUM'],
      ['Inglés conversacional', 'MEDIUM'],
    ],
    competences: ['CUSTOMER_ORIENTATION', 'COMMUNICATION', 'ORDER_AND_METHOD'],
    knowledgeBank: 'OFFICE_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Tienes disponibilidad para trabajar de lunes a viernes de 8:00 a 17:00?',
  }),
  template({
    code: 'WEB_DEVELOPER',
    name: { es: 'Desarrollador web', en: 'Web developer' },
    area: 'Tecnología',
    description: {
      es: 'Construye y mantiene aplicaciones web, del front-end a las APIs.',
      en: 'Builds and maintains web applications, from the front end to the APIs.',
    },
    offer:
      'Buscamos un desarrollador web para construir nuevas funciones de nuestras aplicaciones, escribir APIs y pruebas automáticas, revisar código con el equipo y mantener la calidad del producto.',
    positionName: 'Desarrollador web',
    temporality: 'FULL_TIME',
    salary: [1200, 2500],
    ages: [20, 50],
    studyAreas: ['Ingeniería de sistemas', 'Ingeniería de software', 'Ciencias de la computación'],
    status: 'COMPLETED',
    areas: ['Tecnología'],
    subAreas: ['Desarrollo de software', 'Calidad de software'],
    industries: ['Tecnología', 'Banca y finanzas', 'Comercio electrónico'],
    jobTitles: ['Desarrollador web', 'Desarrollador full stack', 'Ingeniero de software'],
    years: [2, 10],
    skills: [
      ['JavaScript', 'HIGH'],
      ['TypeScript', 'MEDIUM'],
      ['React', 'MEDIUM'],
      ['SQL', 'MEDIUM'],
      ['Git', 'HIGH'],
    ],
    competences: ['TECHNICAL_EXPERTISE', 'PROBLEM_SOLVING', 'CONTINUOUS_LEARNING', 'TEAMWORK'],
    knowledgeBank: 'PROGRAMMING_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Tienes al menos dos años de experiencia desarrollando aplicaciones web?',
  }),
  template({
    code: 'SUPPORT_TECHNICIAN',
    name: { es: 'Técnico de soporte', en: 'IT support technician' },
    area: 'Tecnología',
    description: {
      es: 'Atiende la mesa de ayuda, resuelve incidencias de equipos y usuarios.',
      en: 'Staffs the help desk and solves hardware and user incidents.',
    },
    offer:
      'Buscamos un técnico de soporte para atender la mesa de ayuda, instalar y configurar equipos, resolver incidencias de los usuarios y documentar las soluciones en el sistema de tickets.',
    positionName: 'Técnico de soporte',
    temporality: 'FULL_TIME',
    salary: [600, 1000],
    ages: [19, 45],
    studyAreas: ['Sistemas', 'Ingeniería de sistemas', 'Ingeniería electrónica'],
    status: 'IN_PROGRESS',
    areas: ['Tecnología'],
    subAreas: ['Soporte técnico', 'Infraestructura'],
    industries: ['Tecnología', 'Call center y BPO', 'Educación'],
    jobTitles: ['Técnico de soporte', 'Analista de mesa de ayuda', 'Administrador de redes'],
    years: [1, 6],
    skills: [
      ['Soporte técnico', 'HIGH'],
      ['Mesa de ayuda', 'HIGH'],
      ['Redes de computadoras', 'MEDIUM'],
      ['ITIL', 'LOW'],
    ],
    competences: ['PROBLEM_SOLVING', 'CUSTOMER_ORIENTATION', 'TECHNICAL_EXPERTISE', 'RESPONSIBILITY'],
    knockout: '¿Tienes disponibilidad para visitar las sucursales de la empresa?',
    knowledgeBank: 'PROGRAMMING_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
  }),
  template({
    code: 'DATA_ANALYST',
    name: { es: 'Analista de datos', en: 'Data analyst' },
    area: 'Tecnología',
    description: {
      es: 'Convierte los datos del negocio en reportes e indicadores para decidir.',
      en: 'Turns business data into reports and indicators for decisions.',
    },
    offer:
      'Buscamos un analista de datos para extraer y limpiar datos con SQL, construir tableros en Power BI, analizar tendencias y presentar hallazgos a las áreas de negocio.',
    positionName: 'Analista de datos',
    temporality: 'FULL_TIME',
    salary: [1000, 1800],
    ages: [21, 45],
    studyAreas: ['Estadística', 'Ingeniería industrial', 'Economía', 'Ingeniería de sistemas'],
    status: 'COMPLETED',
    areas: ['Tecnología', 'Finanzas'],
    subAreas: ['Datos y analítica'],
    industries: ['Tecnología', 'Retail', 'Banca y finanzas'],
    jobTitles: ['Analista de datos', 'Analista de inteligencia de negocios', 'Analista financiero'],
    years: [1, 8],
    skills: [
      ['SQL', 'HIGH'],
      ['Power BI', 'HIGH'],
      ['Excel avanzado', 'HIGH'],
      ['Python', 'MEDIUM'],
    ],
    competences: ['ANALYTICAL_THINKING', 'ATTENTION_TO_DETAIL', 'COMMUNICATION', 'DIGITAL_SKILLS'],
    knowledgeBank: 'OFFICE_ES',
    interviewBank: 'INTERVIEW_GENERAL_ES',
    knockout: '¿Escribes consultas SQL en tu trabajo actual o en el último?',
  }),
];
