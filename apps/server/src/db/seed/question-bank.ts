/**
 * The demo's knowledge-test questions and interview answers (Spanish, like the rest of the demo
 * data). Each knowledge question is [question, correct answer, wrong answer, wrong answer].
 */
export type BankQuestion = readonly [question: string, correct: string, wrong: string, otherWrong: string];

/** Ten questions per test of AREA_PROFILES (knowledgeTest), keyed by the test's name. */
export const KNOWLEDGE_QUESTIONS: Readonly<Record<string, readonly BankQuestion[]>> = {
  'Técnicas de venta consultiva': [
    [
      '¿Cuál es el primer paso de una venta consultiva?',
      'Diagnosticar la necesidad del cliente',
      'Presentar el precio',
      'Cerrar la venta',
    ],
    [
      '¿Qué tipo de pregunta invita al cliente a explicar su situación?',
      'Una pregunta abierta',
      'Una pregunta cerrada',
      'Una pregunta retórica',
    ],
    [
      '¿Qué es una objeción?',
      'Una duda o resistencia del cliente',
      'Un descuento no autorizado',
      'Un contrato firmado',
    ],
    [
      '¿Qué indica la tasa de conversión?',
      'La proporción de oportunidades que terminan en venta',
      'El margen de cada producto',
      'El número de llamadas diarias',
    ],
    [
      '¿Para qué sirve un CRM?',
      'Registrar y seguir la relación con los clientes',
      'Calcular la nómina',
      'Diseñar el logotipo',
    ],
    ['¿Qué es la venta cruzada?', 'Ofrecer productos complementarios', 'Vender a un competidor', 'Vender sin factura'],
    [
      '¿Qué describe mejor una propuesta de valor?',
      'El beneficio concreto que obtiene el cliente',
      'La lista de precios',
      'La historia de la empresa',
    ],
    [
      '¿Qué conviene hacer ante una objeción de precio?',
      'Reforzar el valor antes de negociar',
      'Bajar el precio de inmediato',
      'Ignorarla',
    ],
    [
      '¿Qué es el embudo de ventas?',
      'Las etapas por las que pasa una oportunidad',
      'El almacén de productos',
      'Un tipo de descuento',
    ],
    [
      '¿Qué es la escucha activa?',
      'Atender y confirmar lo que dice el cliente',
      'Hablar más que el cliente',
      'Tomar notas sin responder',
    ],
  ],
  'Contabilidad y finanzas': [
    [
      '¿Qué ecuación resume el balance general?',
      'Activo = Pasivo + Patrimonio',
      'Activo = Ingresos - Gastos',
      'Pasivo = Activo + Patrimonio',
    ],
    ['¿Qué naturaleza tiene la cuenta Caja?', 'Deudora', 'Acreedora', 'De resultado'],
    [
      '¿Qué estado financiero muestra la utilidad del periodo?',
      'El estado de resultados',
      'El balance general',
      'El libro mayor',
    ],
    [
      '¿Qué es la depreciación?',
      'La pérdida de valor de un activo fijo en el tiempo',
      'Un impuesto a las ventas',
      'Un tipo de préstamo',
    ],
    [
      '¿Qué indica la razón corriente?',
      'La capacidad de pagar deudas de corto plazo',
      'La rentabilidad del patrimonio',
      'El crecimiento de ventas',
    ],
    [
      '¿Dónde se registran los movimientos en orden cronológico?',
      'En el libro diario',
      'En el libro mayor',
      'En el inventario',
    ],
    [
      '¿Qué es el capital de trabajo?',
      'Activo corriente menos pasivo corriente',
      'El total de activos',
      'El capital social',
    ],
    ['¿Qué documento respalda una venta a crédito?', 'La factura', 'El rol de pagos', 'El acta de constitución'],
    ['Una cuenta por pagar a proveedores es:', 'Un pasivo', 'Un activo', 'Un ingreso'],
    [
      '¿Qué mide el punto de equilibrio?',
      'Las ventas que cubren todos los costos',
      'La utilidad máxima',
      'El precio de la acción',
    ],
  ],
  'Lógica de programación y SQL': [
    ['¿Qué cláusula de SQL filtra filas?', 'WHERE', 'ORDER BY', 'GROUP BY'],
    [
      '¿Qué hace un JOIN interno?',
      'Devuelve las filas con coincidencia en ambas tablas',
      'Devuelve todas las filas de ambas tablas',
      'Borra filas duplicadas',
    ],
    [
      '¿Qué estructura repite instrucciones mientras se cumple una condición?',
      'Un ciclo while',
      'Una constante',
      'Un comentario',
    ],
    ['¿Qué complejidad tiene una búsqueda binaria?', 'O(log n)', 'O(n²)', 'O(1)'],
    [
      '¿Qué garantiza una clave primaria?',
      'Que cada fila se identifique de forma única',
      'Que la tabla esté ordenada',
      'Que no haya valores numéricos',
    ],
    ['¿Qué función de SQL cuenta filas?', 'COUNT', 'SUM', 'MAX'],
    [
      '¿Qué es una variable?',
      'Un espacio con nombre que guarda un valor',
      'Un error de compilación',
      'Un tipo de base de datos',
    ],
    ['¿Qué cláusula agrupa filas para agregarlas?', 'GROUP BY', 'HAVING', 'LIMIT'],
    ['¿Qué devuelve la expresión 7 % 3?', '1', '2', '0'],
    ['¿Para qué sirve un índice en una tabla?', 'Acelerar las búsquedas', 'Cifrar los datos', 'Duplicar la tabla'],
  ],
  'Legislación laboral': [
    [
      '¿Qué es el periodo de prueba?',
      'El tiempo inicial para evaluar la relación laboral',
      'Las vacaciones del primer año',
      'Un contrato por horas',
    ],
    ['¿Qué documento formaliza la relación laboral?', 'El contrato de trabajo', 'La hoja de vida', 'La factura'],
    [
      '¿Qué es la jornada ordinaria?',
      'El tiempo máximo de trabajo normal fijado por la ley',
      'Las horas extra',
      'El turno de fin de semana',
    ],
    [
      '¿Qué recibe el trabajador por las horas extraordinarias?',
      'Un recargo sobre el valor de la hora',
      'Días libres sin pago',
      'Nada adicional',
    ],
    [
      '¿Qué es un despido intempestivo?',
      'La terminación sin causa legal por el empleador',
      'La renuncia voluntaria',
      'La jubilación',
    ],
    [
      '¿Qué protege la afiliación a la seguridad social?',
      'La salud, los riesgos y la jubilación del trabajador',
      'Solo el salario',
      'Los bienes de la empresa',
    ],
    ['¿Qué es el finiquito?', 'La liquidación de haberes al terminar la relación', 'Un bono anual', 'El primer sueldo'],
    [
      '¿Qué derecho tiene una trabajadora en estado de gestación?',
      'Licencia de maternidad remunerada',
      'Jornada doble',
      'Ninguno especial',
    ],
    [
      '¿Qué es el acoso laboral?',
      'El hostigamiento reiterado contra un trabajador',
      'Una evaluación de desempeño',
      'Una sanción legal',
    ],
    ['¿Quién debe llevar el registro de asistencia?', 'El empleador', 'El trabajador', 'El sindicato'],
  ],
  'Gestión de inventarios y bodega': [
    [
      '¿Qué significa el método FIFO?',
      'Lo primero que entra es lo primero que sale',
      'Lo último que entra sale primero',
      'Se despacha al azar',
    ],
    [
      '¿Qué es el stock de seguridad?',
      'Una reserva para cubrir variaciones de la demanda',
      'El inventario obsoleto',
      'La mercadería en tránsito',
    ],
    [
      '¿Qué clasifica el análisis ABC?',
      'Los artículos según su valor o importancia',
      'Los proveedores por ciudad',
      'Los empleados por turno',
    ],
    [
      '¿Qué es el punto de reorden?',
      'El nivel de inventario que dispara un nuevo pedido',
      'El precio de venta',
      'La fecha de inventario',
    ],
    [
      '¿Para qué sirve un conteo cíclico?',
      'Verificar el inventario por partes y con frecuencia',
      'Cerrar la bodega',
      'Calcular la nómina',
    ],
    [
      '¿Qué documento acompaña la salida de mercadería?',
      'La guía de remisión',
      'El contrato laboral',
      'El estado de resultados',
    ],
    [
      '¿Qué indica la rotación de inventario?',
      'Cuántas veces se renueva el inventario en un periodo',
      'El tamaño de la bodega',
      'El número de proveedores',
    ],
    [
      '¿Qué es el picking?',
      'La preparación de pedidos en bodega',
      'La limpieza del almacén',
      'La compra de materia prima',
    ],
    [
      '¿Qué se usa para identificar productos de forma automática?',
      'Código de barras',
      'Un sello de caucho',
      'Una nota manual',
    ],
    [
      '¿Qué riesgo tiene un exceso de inventario?',
      'Capital inmovilizado y obsolescencia',
      'Falta de producto',
      'Más ventas seguras',
    ],
  ],
  'Marketing digital': [
    ['¿Qué significa SEO?', 'Optimización para motores de búsqueda', 'Publicidad en televisión', 'Venta por catálogo'],
    ['¿Qué mide el CTR?', 'La proporción de clics sobre impresiones', 'El costo por venta', 'El tiempo en la página'],
    ['¿Qué es un buyer persona?', 'Una representación del cliente ideal', 'Un vendedor externo', 'Un tipo de anuncio'],
    [
      '¿Qué es una landing page?',
      'Una página diseñada para una conversión concreta',
      'La página de inicio siempre',
      'Un correo masivo',
    ],
    [
      '¿Qué indica la tasa de rebote?',
      'Visitas que salen sin interactuar',
      'Clientes que vuelven a comprar',
      'Correos devueltos',
    ],
    [
      '¿Qué es el remarketing?',
      'Mostrar anuncios a quien ya visitó el sitio',
      'Cambiar el logotipo',
      'Vender a otro país',
    ],
    [
      '¿Qué mide el ROI de una campaña?',
      'El retorno frente a la inversión',
      'El número de seguidores',
      'La cantidad de anuncios',
    ],
    [
      '¿Qué es una prueba A/B?',
      'Comparar dos versiones para ver cuál funciona mejor',
      'Una auditoría contable',
      'Un sondeo de precios',
    ],
    [
      '¿Qué es el contenido orgánico?',
      'El que se difunde sin pago directo',
      'El que se paga por clic',
      'El que se imprime',
    ],
    ['¿Qué significa CPC?', 'Costo por clic', 'Clientes por campaña', 'Contenido por canal'],
  ],
  'Servicio al cliente': [
    [
      '¿Qué es la empatía en la atención?',
      'Ponerse en el lugar del cliente',
      'Dar siempre la razón',
      'Responder rápido sin escuchar',
    ],
    ['¿Qué mide el NPS?', 'La disposición del cliente a recomendar', 'El número de quejas', 'El tiempo de espera'],
    [
      '¿Qué conviene hacer ante un cliente molesto?',
      'Escuchar, reconocer y proponer una solución',
      'Transferirlo sin explicar',
      'Discutir sus argumentos',
    ],
    [
      '¿Qué es el primer contacto resuelto?',
      'Resolver el caso en la primera interacción',
      'Atender la primera llamada del día',
      'Saludar al cliente',
    ],
    [
      '¿Qué es un acuerdo de nivel de servicio (SLA)?',
      'El compromiso de tiempos y calidad de atención',
      'Un contrato de trabajo',
      'Un descuento especial',
    ],
    [
      '¿Para qué sirve un guion de llamada?',
      'Dar una atención consistente',
      'Evitar escuchar al cliente',
      'Alargar la llamada',
    ],
    [
      '¿Qué mide el tiempo medio de atención?',
      'La duración promedio de cada interacción',
      'Las horas de trabajo',
      'El tiempo de capacitación',
    ],
    [
      '¿Qué se debe hacer al cerrar un caso?',
      'Confirmar con el cliente que quedó resuelto',
      'Colgar de inmediato',
      'Pedir una calificación alta',
    ],
    [
      '¿Qué es un cliente interno?',
      'Un área o persona de la propia empresa a la que servimos',
      'Un cliente frecuente',
      'Un proveedor',
    ],
    [
      '¿Qué es el seguimiento postventa?',
      'Contactar al cliente después de la compra',
      'Un cobro adicional',
      'Una auditoría interna',
    ],
  ],
  'Derecho societario y cumplimiento': [
    [
      '¿Qué órgano es la máxima autoridad de una sociedad anónima?',
      'La junta general de accionistas',
      'El gerente general',
      'El contador',
    ],
    [
      '¿Qué busca un programa de cumplimiento?',
      'Prevenir y detectar incumplimientos normativos',
      'Aumentar las ventas',
      'Reducir la nómina',
    ],
    [
      '¿Qué es la debida diligencia?',
      'La revisión de riesgos de una contraparte',
      'Un tipo de contrato',
      'Un trámite de importación',
    ],
    [
      '¿Qué responde un socio de una compañía limitada?',
      'Hasta el monto de sus aportes',
      'Con todos sus bienes',
      'No responde',
    ],
    [
      '¿Qué es el lavado de activos?',
      'Dar apariencia legal a dinero ilícito',
      'Un proceso de auditoría',
      'La venta de activos fijos',
    ],
    [
      '¿Qué documento rige el funcionamiento interno de la sociedad?',
      'El estatuto social',
      'El rol de pagos',
      'La factura',
    ],
    [
      '¿Qué es un conflicto de interés?',
      'Un interés personal que puede afectar una decisión',
      'Una disputa laboral',
      'Una cláusula penal',
    ],
    [
      '¿Qué es el oficial de cumplimiento?',
      'El responsable de vigilar la prevención de riesgos legales',
      'El auditor externo',
      'El representante de ventas',
    ],
    [
      '¿Qué significa conocer al cliente (KYC)?',
      'Identificar y verificar a los clientes',
      'Encuestar su satisfacción',
      'Ofrecerle descuentos',
    ],
    [
      '¿Qué es una acción?',
      'Una parte del capital de una sociedad anónima',
      'Un préstamo bancario',
      'Un contrato de arriendo',
    ],
  ],
};

/** Ten general questions every demo test ends with (reading, arithmetic, office tools, workplace). */
export const GENERAL_QUESTIONS: readonly BankQuestion[] = [
  ['¿Cuánto es el 15 % de 200?', '30', '15', '35'],
  ['Si 3 cajas cuestan 45, ¿cuánto cuestan 5?', '75', '60', '90'],
  ['¿Qué función de hoja de cálculo suma un rango?', 'SUMA', 'CONTAR', 'PROMEDIO'],
  [
    '¿Qué hacer ante un correo sospechoso que pide la contraseña?',
    'No responder y reportarlo',
    'Responder con la contraseña',
    'Reenviarlo a todos',
  ],
  ['¿Qué indica una señal de salida de emergencia?', 'La ruta de evacuación', 'Un área restringida', 'Un extintor'],
  ['¿Cuál es el siguiente número: 2, 4, 8, 16...?', '32', '24', '20'],
  [
    '¿Qué es la confidencialidad de la información?',
    'No divulgar datos a quien no debe conocerlos',
    'Guardar copias en casa',
    'Publicar los datos',
  ],
  ['Si una tarea tarda 2 horas, ¿cuántas se terminan en una jornada de 8 horas?', '4', '2', '6'],
  [
    '¿Qué es una meta SMART?',
    'Específica, medible, alcanzable, relevante y con plazo',
    'Una meta sin fecha',
    'Una meta de otra área',
  ],
  ['¿Qué porcentaje es 1 de 4?', '25 %', '40 %', '14 %'],
];

/** For each question of INTERVIEW_QUESTIONS (same order): a strong, an adequate and a weak answer. */
export const INTERVIEW_ANSWERS: readonly (readonly [strong: string, adequate: string, weak: string])[] = [
  [
    'Lideré la migración del sistema de facturación: coordiné a cinco personas, cumplimos el plazo y redujimos los errores a la mitad.',
    'Terminé un proyecto importante a tiempo aunque el equipo era pequeño; aprendí a organizarme mejor.',
    'Siempre cumplo con lo que me piden, no recuerdo un logro en particular.',
  ],
  [
    'Un cliente reclamaba un cobro duplicado; lo escuché, revisé el caso con contabilidad y le devolvimos el valor el mismo día. Hoy sigue con nosotros.',
    'Atendí a un cliente molesto, le expliqué el proceso y escalé el caso a mi supervisor, que lo resolvió.',
    'Le dije al cliente que no era mi responsabilidad y lo pasé a otra área.',
  ],
  [
    'Ordeno las tareas por impacto y plazo, acuerdo prioridades con mi jefe cuando hay conflicto y reviso el plan cada mañana.',
    'Hago una lista de pendientes y empiezo por lo más urgente.',
    'Voy haciendo lo que llega primero.',
  ],
  [
    'Conozco su trayectoria en el sector y su programa de formación; quiero aportar mi experiencia y crecer con un equipo así.',
    'Me interesa la estabilidad y he escuchado buenos comentarios de la empresa.',
    'Estoy buscando cualquier trabajo por ahora.',
  ],
  [
    'Envié un informe con una cifra mal calculada; lo detecté, avisé de inmediato, corregí el dato y desde entonces valido mis reportes con una segunda revisión.',
    'Una vez olvidé una reunión; pedí disculpas y ahora uso recordatorios en el calendario.',
    'No suelo cometer errores en el trabajo.',
  ],
];
