/**
 * The competence catalogue: behavioural competences with their definitions in Spanish and English.
 * Written for Terna after the competences that public competency dictionaries share (the Spencer &
 * Spencer competency model, the frameworks of Latin American civil-service agencies), each defined
 * anew in plain words. `keywords` (lower case, without accents) are the words of a job profile
 * that make the rule-based suggestion propose the competence.
 */
import type { CompetenceArea } from '@terna/domain';

export interface CompetenceSeed {
  code: string;
  nameEs: string;
  nameEn: string;
  definitionEs: string;
  definitionEn: string;
  area: CompetenceArea;
  keywords: string[];
}

const c = (
  code: string,
  area: CompetenceArea,
  [nameEs, nameEn]: [string, string],
  [definitionEs, definitionEn]: [string, string],
  keywords: string[],
): CompetenceSeed => ({ code, nameEs, nameEn, definitionEs, definitionEn, area, keywords });

export const COMPETENCES: CompetenceSeed[] = [
  c(
    'CUSTOMER_ORIENTATION',
    'RELATIONSHIP',
    ['Orientación al cliente', 'Customer orientation'],
    [
      'Identifica y satisface las necesidades de los clientes internos y externos, y busca su satisfacción en cada contacto.',
      'Identifies and meets the needs of internal and external customers and seeks their satisfaction in every contact.',
    ],
    ['cliente', 'customer', 'servicio', 'service', 'atencion', 'call center', 'venta', 'sales', 'posventa'],
  ),
  c(
    'RESULTS_ORIENTATION',
    'RESULTS',
    ['Orientación a resultados', 'Results orientation'],
    [
      'Se fija metas exigentes y trabaja con constancia para alcanzarlas en el tiempo y con la calidad esperados.',
      'Sets demanding goals and works steadily to reach them on time and with the expected quality.',
    ],
    ['meta', 'metas', 'objetivo', 'target', 'cuota', 'quota', 'resultado', 'results', 'venta', 'sales', 'comisiones'],
  ),
  c(
    'TEAMWORK',
    'RELATIONSHIP',
    ['Trabajo en equipo', 'Teamwork'],
    [
      'Colabora con otros, comparte información y pone los objetivos del grupo por encima de los propios.',
      'Works with others, shares information and puts the group’s goals before their own.',
    ],
    ['equipo', 'team', 'colaborar', 'colaboracion', 'collaboration', 'areas'],
  ),
  c(
    'LEADERSHIP',
    'MANAGEMENT',
    ['Liderazgo', 'Leadership'],
    [
      'Orienta, motiva y desarrolla a un grupo de personas hacia una meta común, dando dirección y ejemplo.',
      'Guides, motivates and develops a group of people towards a shared goal, giving direction and example.',
    ],
    ['jefe', 'gerente', 'supervisor', 'coordinador', 'lider', 'lead', 'manager', 'liderar', 'equipo a cargo'],
  ),
  c(
    'COMMUNICATION',
    'RELATIONSHIP',
    ['Comunicación efectiva', 'Effective communication'],
    [
      'Expresa ideas de forma clara y oportuna, por escrito y oralmente, y escucha para entender al otro.',
      'Expresses ideas clearly and in good time, in writing and speech, and listens to understand others.',
    ],
    ['comunicacion', 'communication', 'presentar', 'presentaciones', 'redaccion', 'writing', 'cliente', 'atencion'],
  ),
  c(
    'NEGOTIATION',
    'RELATIONSHIP',
    ['Negociación', 'Negotiation'],
    [
      'Llega a acuerdos beneficiosos para las partes, defendiendo los intereses propios sin dañar la relación.',
      'Reaches agreements that benefit both sides, defending their own interests without harming the relationship.',
    ],
    ['negociar', 'negociacion', 'negotiation', 'compras', 'purchasing', 'proveedores', 'venta', 'cierre'],
  ),
  c(
    'PERSUASION',
    'RELATIONSHIP',
    ['Influencia y persuasión', 'Influence and persuasion'],
    [
      'Convence a otros con argumentos y evidencias para que apoyen una idea, un producto o una decisión.',
      'Convinces others with arguments and evidence to support an idea, a product or a decision.',
    ],
    ['venta', 'sales', 'vender', 'comercial', 'persuadir', 'prospeccion', 'cierre'],
  ),
  c(
    'PLANNING',
    'MANAGEMENT',
    ['Planificación y organización', 'Planning and organisation'],
    [
      'Define prioridades, plazos y recursos para cumplir los objetivos, y da seguimiento a lo planificado.',
      'Sets priorities, deadlines and resources to meet goals, and follows up on what was planned.',
    ],
    [
      'planificar',
      'planificacion',
      'planning',
      'organizar',
      'proyecto',
      'project',
      'agenda',
      'cronograma',
      'logistica',
    ],
  ),
  c(
    'PROBLEM_SOLVING',
    'THINKING',
    ['Resolución de problemas', 'Problem solving'],
    [
      'Identifica la causa de un problema, evalúa alternativas y aplica la solución más adecuada.',
      'Finds the cause of a problem, weighs the alternatives and applies the most suitable solution.',
    ],
    ['problema', 'problemas', 'problem', 'soporte', 'support', 'incidencia', 'incidente', 'reclamo', 'solucion'],
  ),
  c(
    'ANALYTICAL_THINKING',
    'THINKING',
    ['Pensamiento analítico', 'Analytical thinking'],
    [
      'Descompone situaciones complejas en partes, relaciona datos y saca conclusiones fundamentadas.',
      'Breaks complex situations into parts, relates data and draws well-founded conclusions.',
    ],
    ['analisis', 'analista', 'analyst', 'datos', 'data', 'reportes', 'indicadores', 'finanzas', 'sql', 'excel'],
  ),
  c(
    'ATTENTION_TO_DETAIL',
    'EXECUTION',
    ['Atención al detalle', 'Attention to detail'],
    [
      'Realiza su trabajo con precisión y revisa que no haya errores, aun en tareas repetitivas.',
      'Does their work accurately and checks for errors, even in repetitive tasks.',
    ],
    [
      'detalle',
      'precision',
      'calidad',
      'quality',
      'contabilidad',
      'facturacion',
      'inventario',
      'digitacion',
      'conciliaciones',
    ],
  ),
  c(
    'ADAPTABILITY',
    'PERSONAL',
    ['Adaptabilidad', 'Adaptability'],
    [
      'Se ajusta con rapidez a cambios de prioridades, personas o entornos sin perder eficacia.',
      'Adjusts quickly to changes of priorities, people or settings without losing effectiveness.',
    ],
    ['cambio', 'cambios', 'change', 'flexibilidad', 'turnos', 'shifts', 'startup', 'dinamico'],
  ),
  c(
    'INITIATIVE',
    'PERSONAL',
    ['Iniciativa', 'Initiative'],
    [
      'Actúa por cuenta propia ante oportunidades o problemas, sin esperar a que se lo pidan.',
      'Acts on their own when they see an opportunity or a problem, without waiting to be asked.',
    ],
    ['iniciativa', 'proactivo', 'proactive', 'autonomo', 'emprender', 'mejora'],
  ),
  c(
    'INNOVATION',
    'THINKING',
    ['Innovación y creatividad', 'Innovation and creativity'],
    [
      'Propone ideas nuevas y formas distintas de hacer las cosas que aportan valor a la organización.',
      'Proposes new ideas and different ways of doing things that add value to the organisation.',
    ],
    ['innovacion', 'innovation', 'creatividad', 'creative', 'diseno', 'design', 'marketing', 'producto'],
  ),
  c(
    'STRESS_TOLERANCE',
    'PERSONAL',
    ['Tolerancia a la presión', 'Stress tolerance'],
    [
      'Mantiene la calma y el rendimiento ante plazos cortos, volumen alto de trabajo o situaciones difíciles.',
      'Keeps calm and performs under tight deadlines, heavy workloads or difficult situations.',
    ],
    ['presion', 'pressure', 'call center', 'reclamos', 'urgencias', 'metas', 'alto volumen', 'caja'],
  ),
  c(
    'INTEGRITY',
    'PERSONAL',
    ['Integridad', 'Integrity'],
    [
      'Actúa con honestidad y coherencia con los valores de la organización, también cuando nadie lo ve.',
      'Acts honestly and in line with the organisation’s values, also when nobody is watching.',
    ],
    ['caja', 'cajero', 'efectivo', 'cash', 'auditoria', 'audit', 'cumplimiento', 'compliance', 'seguridad', 'valores'],
  ),
  c(
    'RESPONSIBILITY',
    'EXECUTION',
    ['Responsabilidad', 'Responsibility'],
    [
      'Cumple sus compromisos y tareas con puntualidad y asume las consecuencias de sus actos.',
      'Keeps their commitments and tasks on time and owns the consequences of their actions.',
    ],
    ['responsabilidad', 'puntualidad', 'cumplimiento', 'turnos', 'entregas', 'conductor', 'bodega'],
  ),
  c(
    'CONTINUOUS_LEARNING',
    'PERSONAL',
    ['Aprendizaje continuo', 'Continuous learning'],
    [
      'Busca aprender por su cuenta, se actualiza y aplica lo aprendido en su trabajo.',
      'Seeks to learn on their own, keeps up to date and applies what they learn at work.',
    ],
    [
      'aprendizaje',
      'learning',
      'tecnologia',
      'technology',
      'desarrollador',
      'developer',
      'capacitacion',
      'practicante',
    ],
  ),
  c(
    'SERVICE_QUALITY',
    'EXECUTION',
    ['Calidad del trabajo', 'Quality of work'],
    [
      'Entrega trabajos que cumplen los estándares acordados y busca mejorarlos continuamente.',
      'Delivers work that meets the agreed standards and keeps improving it.',
    ],
    ['calidad', 'quality', 'iso', 'estandares', 'procesos', 'produccion', 'pruebas', 'testing'],
  ),
  c(
    'DECISION_MAKING',
    'MANAGEMENT',
    ['Toma de decisiones', 'Decision making'],
    [
      'Elige entre alternativas con la información disponible, en el momento oportuno, y asume el riesgo.',
      'Chooses between alternatives with the information at hand, at the right time, and takes the risk.',
    ],
    ['decision', 'decisiones', 'gerente', 'jefe', 'manager', 'director', 'supervisor'],
  ),
  c(
    'STRATEGIC_THINKING',
    'THINKING',
    ['Pensamiento estratégico', 'Strategic thinking'],
    [
      'Comprende el entorno y el negocio a largo plazo, y orienta las acciones de hoy hacia esa visión.',
      'Understands the environment and the business in the long term, and steers today’s actions towards that vision.',
    ],
    ['estrategia', 'strategy', 'gerente', 'director', 'planificacion estrategica', 'negocio', 'business'],
  ),
  c(
    'PEOPLE_DEVELOPMENT',
    'MANAGEMENT',
    ['Desarrollo de personas', 'Developing people'],
    [
      'Identifica el potencial de sus colaboradores y les da oportunidades, guía y retroalimentación para crecer.',
      'Spots the potential of the people they work with and gives them opportunities, guidance and feedback to grow.',
    ],
    [
      'capacitacion',
      'training',
      'recursos humanos',
      'human resources',
      'jefe',
      'coaching',
      'docente',
      'equipo a cargo',
    ],
  ),
  c(
    'EMPATHY',
    'RELATIONSHIP',
    ['Empatía', 'Empathy'],
    [
      'Comprende los sentimientos y puntos de vista de los demás y responde con respeto y consideración.',
      'Understands other people’s feelings and points of view and responds with respect and consideration.',
    ],
    ['empatia', 'empathy', 'pacientes', 'patients', 'cliente', 'atencion', 'reclamos', 'salud', 'enfermeria'],
  ),
  c(
    'CONFLICT_MANAGEMENT',
    'RELATIONSHIP',
    ['Manejo de conflictos', 'Conflict management'],
    [
      'Reconoce los desacuerdos a tiempo y los resuelve de forma constructiva, buscando acuerdos.',
      'Recognises disagreements early and resolves them constructively, looking for agreement.',
    ],
    ['conflicto', 'conflict', 'reclamos', 'quejas', 'complaints', 'relaciones laborales', 'supervisor', 'mediacion'],
  ),
  c(
    'SELF_CONTROL',
    'PERSONAL',
    ['Autocontrol', 'Self-control'],
    [
      'Controla sus emociones y evita reacciones negativas ante provocaciones, oposición u hostilidad.',
      'Keeps their emotions in check and avoids negative reactions to provocation, opposition or hostility.',
    ],
    ['reclamos', 'quejas', 'cobranza', 'call center', 'seguridad', 'guardia', 'presion'],
  ),
  c(
    'ORDER_AND_METHOD',
    'EXECUTION',
    ['Orden y método', 'Order and method'],
    [
      'Trabaja de forma ordenada y sistemática, sigue los procedimientos y mantiene la información organizada.',
      'Works in an orderly, systematic way, follows procedures and keeps information organised.',
    ],
    ['orden', 'archivo', 'administrativo', 'administrative', 'inventario', 'bodega', 'warehouse', 'documentos'],
  ),
  c(
    'COMMERCIAL_ACUMEN',
    'RESULTS',
    ['Visión comercial', 'Commercial acumen'],
    [
      'Detecta oportunidades de negocio y entiende cómo sus acciones afectan los ingresos y la rentabilidad.',
      'Spots business opportunities and understands how their actions affect revenue and profitability.',
    ],
    ['comercial', 'commercial', 'ventas', 'sales', 'negocio', 'cartera', 'rentabilidad', 'mercado'],
  ),
  c(
    'TECHNICAL_EXPERTISE',
    'EXECUTION',
    ['Dominio técnico', 'Technical expertise'],
    [
      'Conoce a fondo las herramientas y técnicas de su especialidad y las aplica para resolver su trabajo.',
      'Knows the tools and techniques of their field in depth and applies them to get their work done.',
    ],
    [
      'tecnico',
      'technical',
      'desarrollador',
      'developer',
      'ingeniero',
      'engineer',
      'programacion',
      'mantenimiento',
      'software',
    ],
  ),
  c(
    'SAFETY_AWARENESS',
    'EXECUTION',
    ['Conciencia de seguridad', 'Safety awareness'],
    [
      'Cumple y hace cumplir las normas de seguridad y salud, y anticipa riesgos para sí y para otros.',
      'Follows and enforces health and safety rules, and anticipates risks to themselves and others.',
    ],
    ['seguridad', 'safety', 'planta', 'produccion', 'operario', 'montacargas', 'conductor', 'obra', 'bodega'],
  ),
  c(
    'COMMITMENT',
    'PERSONAL',
    ['Compromiso', 'Commitment'],
    [
      'Se identifica con los objetivos de la organización y pone su esfuerzo en alcanzarlos.',
      'Identifies with the organisation’s goals and puts their effort into reaching them.',
    ],
    ['compromiso', 'commitment', 'empresa', 'valores', 'permanencia'],
  ),
  c(
    'DIGITAL_SKILLS',
    'THINKING',
    ['Competencia digital', 'Digital skills'],
    [
      'Usa con soltura herramientas digitales para trabajar, comunicarse y resolver tareas.',
      'Uses digital tools fluently to work, communicate and get tasks done.',
    ],
    ['digital', 'excel', 'sistemas', 'software', 'crm', 'erp', 'redes sociales', 'online', 'comercio electronico'],
  ),
  c(
    'PROCESS_IMPROVEMENT',
    'RESULTS',
    ['Mejora continua', 'Continuous improvement'],
    [
      'Revisa cómo se hace el trabajo y propone cambios para hacerlo más rápido, barato o con mejor calidad.',
      'Reviews how work is done and proposes changes to make it faster, cheaper or better.',
    ],
    ['mejora', 'improvement', 'lean', 'procesos', 'operaciones', 'operations', 'productividad', 'eficiencia'],
  ),
];
