/**
 * Skills a CV can list and a profile can ask for, in Spanish. Compiled for Terna from the skill
 * groups of the ESCO classification (European Skills, Competences, Qualifications and Occupations)
 * and the skills most asked for in Latin American job offers, named as recruiters there write them.
 */
export const SKILLS: readonly string[] = [
  // Office and data
  'Excel básico', 'Excel intermedio', 'Excel avanzado', 'Tablas dinámicas', 'Macros en Excel', 'Word', 'PowerPoint',
  'Google Workspace', 'Microsoft 365', 'Power BI', 'Tableau', 'Looker Studio', 'SQL', 'Análisis de datos',
  'Estadística', 'Modelos de pronóstico', 'Gestión documental', 'Digitación', 'Redacción de informes', 'Archivo',
  // Technology
  'Python', 'Java', 'JavaScript', 'TypeScript', 'C#', 'PHP', 'Go', 'Kotlin', 'Swift', 'React', 'Angular', 'Vue.js',
  'Node.js', '.NET', 'Spring Boot', 'Django', 'HTML y CSS', 'Git', 'Docker', 'Kubernetes', 'AWS', 'Azure',
  'Google Cloud', 'Linux', 'Redes de computadoras', 'Ciberseguridad', 'Soporte técnico', 'Mesa de ayuda',
  'Pruebas de software', 'Automatización de pruebas', 'Integración continua', 'Bases de datos relacionales',
  'MongoDB', 'PostgreSQL', 'Oracle', 'APIs REST', 'Arquitectura de software', 'Desarrollo móvil', 'UX/UI',
  'Figma', 'Machine learning', 'Scrum', 'Kanban', 'Jira', 'ITIL', 'Administración de servidores',
  // Business software
  'SAP', 'SAP FI', 'SAP MM', 'Oracle ERP', 'Odoo', 'Salesforce', 'HubSpot', 'Dynamics 365', 'CRM',
  'Sistemas contables', 'Facturación electrónica',
  // Sales and marketing
  'Ventas consultivas', 'Venta directa', 'Venta telefónica', 'Prospección de clientes', 'Cierre de ventas',
  'Negociación', 'Manejo de objeciones', 'Gestión de cartera', 'Key account management', 'Trade marketing',
  'Merchandising', 'Marketing digital', 'SEO', 'SEM', 'Google Ads', 'Meta Ads', 'Redes sociales',
  'Email marketing', 'Marketing de contenidos', 'Investigación de mercados', 'Gestión de marca', 'Copywriting',
  'Diseño gráfico', 'Adobe Photoshop', 'Adobe Illustrator', 'Edición de video', 'Comercio electrónico',
  // Customer service
  'Servicio al cliente', 'Atención telefónica', 'Manejo de quejas y reclamos', 'Atención por chat',
  'Fidelización de clientes', 'Posventa', 'Cobranza', 'Recepción',
  // Finance and administration
  'Contabilidad general', 'Conciliaciones bancarias', 'Cuentas por pagar', 'Cuentas por cobrar', 'Tesorería',
  'Presupuestos', 'Análisis financiero', 'Costos', 'Auditoría', 'Normas NIIF', 'Tributación', 'Nómina',
  'Control interno', 'Compras', 'Gestión de proveedores', 'Facturación', 'Caja',
  // Operations and logistics
  'Gestión de inventarios', 'Almacenamiento', 'Distribución', 'Cadena de suministro', 'Comercio exterior',
  'Planificación de la producción', 'Lean manufacturing', 'Six Sigma', 'Mantenimiento industrial',
  'Control de calidad', 'Normas ISO 9001', 'Seguridad y salud en el trabajo', 'Manejo de montacargas',
  'Conducción profesional', 'Operación de maquinaria', 'Despacho de mercadería', 'Ruteo de transporte', 'WMS',
  'AutoCAD', 'Lectura de planos', 'Electricidad', 'Mecánica automotriz', 'Soldadura',
  // People and management
  'Gestión de proyectos', 'PMBOK', 'Liderazgo', 'Gestión de equipos', 'Selección de personal',
  'Entrevistas por competencias', 'Capacitación', 'Gestión del desempeño', 'Clima laboral',
  'Relaciones laborales', 'Planificación estratégica', 'Mejora de procesos', 'Gestión del cambio',
  // Communication and languages
  'Comunicación efectiva', 'Presentaciones en público', 'Redacción', 'Ortografía', 'Inglés de negocios',
  'Inglés conversacional', 'Portugués', 'Traducción',
  // Health, education and others
  'Primeros auxilios', 'Atención de pacientes', 'Farmacología', 'Docencia', 'Planificación curricular',
  'Cocina', 'Manipulación de alimentos', 'Atención de mesas', 'Barismo', 'Hotelería',
];
