/**
 * Industries, experience areas and their sub-areas, in Spanish. Compiled for Terna from the
 * sections of the International Standard Industrial Classification (ISIC Rev. 4, CIIU in Spanish)
 * and the functional areas Latin American job boards file offers under.
 */
export const INDUSTRIES: readonly string[] = [
  'Agricultura y ganadería', 'Pesca y acuicultura', 'Minería', 'Petróleo y gas', 'Energía', 'Agua y saneamiento',
  'Construcción', 'Inmobiliaria', 'Manufactura', 'Alimentos y bebidas', 'Textil y confección', 'Química',
  'Farmacéutica', 'Automotriz', 'Metalmecánica', 'Consumo masivo', 'Retail', 'Comercio mayorista',
  'Comercio electrónico', 'Logística', 'Transporte', 'Hotelería y turismo', 'Restaurantes',
  'Telecomunicaciones', 'Tecnología', 'Medios y entretenimiento', 'Publicidad', 'Banca y finanzas', 'Seguros',
  'Consultoría', 'Servicios legales', 'Salud', 'Educación', 'Gobierno', 'Organizaciones sin fines de lucro',
  'Seguridad', 'Servicios de limpieza', 'Recursos humanos y outsourcing', 'Call center y BPO',
];

/** Experience areas, each with its sub-areas. */
export const EXPERIENCE_AREAS: Readonly<Record<string, readonly string[]>> = {
  Ventas: ['Ventas corporativas', 'Ventas minoristas', 'Televentas', 'Ventas de campo', 'Key account management'],
  'Atención al cliente': ['Call center', 'Posventa', 'Cobranza', 'Servicio en tienda', 'Soporte al cliente'],
  Finanzas: ['Contabilidad', 'Tesorería', 'Auditoría', 'Costos y presupuestos', 'Impuestos', 'Créditos'],
  Administración: ['Asistencia administrativa', 'Secretariado', 'Compras', 'Servicios generales', 'Recepción'],
  Tecnología: [
    'Desarrollo de software', 'Infraestructura', 'Soporte técnico', 'Datos y analítica', 'Seguridad informática',
    'Calidad de software',
  ],
  'Recursos humanos': ['Selección de personal', 'Nómina', 'Capacitación', 'Relaciones laborales', 'Compensaciones'],
  Operaciones: ['Producción', 'Mantenimiento', 'Calidad', 'Seguridad industrial', 'Planificación', 'Logística'],
  Logística: ['Bodega', 'Distribución', 'Transporte', 'Comercio exterior', 'Inventarios'],
  Marketing: ['Marketing digital', 'Trade marketing', 'Marca', 'Investigación de mercados', 'Comunicación'],
  Legal: ['Cumplimiento', 'Derecho corporativo', 'Derecho laboral', 'Litigios'],
  Salud: ['Enfermería', 'Atención médica', 'Farmacia', 'Laboratorio'],
  Educación: ['Docencia', 'Coordinación académica', 'Formación corporativa'],
  Ingeniería: ['Ingeniería civil', 'Ingeniería industrial', 'Ingeniería eléctrica', 'Ingeniería mecánica'],
  Gastronomía: ['Cocina', 'Servicio de mesas', 'Administración de restaurantes'],
};

/**
 * Study areas (fields of a degree), in Spanish. Compiled for Terna from the detailed fields of the
 * International Standard Classification of Education (ISCED-F 2013) and the careers Latin American
 * universities offer most.
 */
export const STUDY_AREAS: readonly string[] = [
  'Administración', 'Administración de empresas', 'Administración pública', 'Comercio exterior',
  'Negocios internacionales', 'Marketing', 'Publicidad', 'Economía', 'Finanzas', 'Contabilidad', 'Auditoría',
  'Banca y seguros', 'Recursos humanos', 'Psicología', 'Psicología organizacional', 'Sociología',
  'Trabajo social', 'Derecho', 'Ciencias políticas', 'Relaciones internacionales', 'Comunicación social',
  'Periodismo', 'Diseño gráfico', 'Diseño industrial', 'Arquitectura', 'Sistemas', 'Ingeniería de sistemas',
  'Ingeniería de software', 'Ciencias de la computación', 'Ingeniería en telecomunicaciones',
  'Ingeniería electrónica', 'Ingeniería eléctrica', 'Ingeniería mecánica', 'Ingeniería industrial',
  'Ingeniería civil', 'Ingeniería química', 'Ingeniería ambiental', 'Ingeniería de minas',
  'Ingeniería de petróleos', 'Ingeniería agronómica', 'Ingeniería', 'Logística', 'Estadística', 'Matemáticas',
  'Física', 'Química', 'Biología', 'Biotecnología', 'Medicina', 'Enfermería', 'Odontología', 'Farmacia',
  'Nutrición', 'Fisioterapia', 'Veterinaria', 'Educación', 'Educación inicial', 'Idiomas', 'Traducción',
  'Turismo', 'Hotelería', 'Gastronomía', 'Artes', 'Música', 'Seguridad y salud ocupacional',
];
