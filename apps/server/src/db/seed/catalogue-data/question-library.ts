/**
 * Terna's shipped question library: knowledge banks (one right answer, plausible wrong ones) and
 * interview banks, each in Spanish and English with the same questions. Written for Terna from the
 * standard introductory material of each field (consultative selling, customer service practice,
 * spreadsheet basics, warehouse and inventory management, programming basics) and the questions
 * common to competency-based interview guides; no question is copied from a published test.
 */
import type { QuestionBankLanguage, QuestionBankPurpose, QuestionDifficulty } from '@terna/domain';

/** A knowledge question: the question, its right answer, then two wrong ones. */
type Knowledge = readonly [question: string, correct: string, wrong: string, otherWrong: string];

interface KnowledgeTopic {
  code: string;
  area: string;
  name: { es: string; en: string };
  /** Five easy, five medium, five hard questions, in that order; each in Spanish and in English. */
  questions: readonly { es: Knowledge; en: Knowledge }[];
}

interface InterviewTopic {
  code: string;
  area: string;
  name: { es: string; en: string };
  questions: readonly { es: string; en: string }[];
}

export interface LibraryQuestion {
  content: string;
  answers: { id: string; content: string; correct: boolean }[];
  difficulty: QuestionDifficulty;
  order: number;
}

export interface LibraryBank {
  /** Fixed: profile templates name library banks by id. */
  id: number;
  code: string;
  name: string;
  language: QuestionBankLanguage;
  purpose: QuestionBankPurpose;
  area: string;
  questions: LibraryQuestion[];
}

const KNOWLEDGE_TOPICS: KnowledgeTopic[] = [
  {
    code: 'SALES',
    area: 'Ventas',
    name: { es: 'Técnicas de venta', en: 'Sales techniques' },
    questions: [
      {
        es: [
          '¿Qué es un prospecto?',
          'Un posible cliente que aún no ha comprado',
          'Un cliente que ya compró',
          'Un proveedor nuevo',
        ],
        en: [
          'What is a prospect?',
          'A potential customer who has not bought yet',
          'A customer who already bought',
          'A new supplier',
        ],
      },
      {
        es: [
          '¿Qué tipo de pregunta invita al cliente a explicar su situación?',
          'Una pregunta abierta',
          'Una pregunta cerrada',
          'Una pregunta retórica',
        ],
        en: [
          'Which kind of question invites the customer to explain their situation?',
          'An open question',
          'A closed question',
          'A rhetorical question',
        ],
      },
      {
        es: [
          '¿Qué es la venta cruzada?',
          'Ofrecer productos complementarios a lo que el cliente compra',
          'Vender a los clientes de un competidor',
          'Vender el mismo producto a dos clientes',
        ],
        en: [
          'What is cross-selling?',
          'Offering products that complement what the customer buys',
          'Selling to a competitor’s customers',
          'Selling the same product to two customers',
        ],
      },
      {
        es: [
          '¿Para qué sirve un CRM?',
          'Registrar y dar seguimiento a la relación con los clientes',
          'Calcular la nómina',
          'Controlar el inventario de la bodega',
        ],
        en: [
          'What is a CRM for?',
          'Recording and following up the relationship with customers',
          'Calculating the payroll',
          'Controlling warehouse stock',
        ],
      },
      {
        es: [
          '¿Qué es una objeción?',
          'Una duda o resistencia del cliente ante la compra',
          'Un descuento no autorizado',
          'Un contrato firmado',
        ],
        en: [
          'What is an objection?',
          'A customer’s doubt or resistance to buying',
          'An unauthorised discount',
          'A signed contract',
        ],
      },
      {
        es: [
          '¿Cuál es el primer paso de una venta consultiva?',
          'Diagnosticar la necesidad del cliente',
          'Presentar el precio',
          'Pedir el cierre',
        ],
        en: [
          'What is the first step of a consultative sale?',
          'Diagnosing the customer’s need',
          'Presenting the price',
          'Asking for the close',
        ],
      },
      {
        es: [
          '¿Qué indica la tasa de conversión?',
          'La proporción de oportunidades que terminan en venta',
          'El margen de cada producto',
          'El número de llamadas diarias',
        ],
        en: [
          'What does the conversion rate show?',
          'The share of opportunities that end in a sale',
          'The margin of each product',
          'The number of daily calls',
        ],
      },
      {
        es: [
          '¿Qué describe mejor una propuesta de valor?',
          'El beneficio concreto que obtiene el cliente',
          'La lista de precios',
          'La historia de la empresa',
        ],
        en: [
          'What best describes a value proposition?',
          'The concrete benefit the customer gets',
          'The price list',
          'The company’s history',
        ],
      },
      {
        es: [
          'Ante una objeción de precio, ¿qué conviene hacer primero?',
          'Reforzar el valor antes de negociar',
          'Bajar el precio de inmediato',
          'Cambiar de tema',
        ],
        en: [
          'Faced with a price objection, what should you do first?',
          'Reinforce the value before negotiating',
          'Lower the price at once',
          'Change the subject',
        ],
      },
      {
        es: [
          '¿Qué es el embudo de ventas?',
          'Las etapas por las que pasa una oportunidad hasta la venta',
          'El almacén de productos',
          'Un tipo de descuento por volumen',
        ],
        en: [
          'What is the sales funnel?',
          'The stages an opportunity goes through until the sale',
          'The product warehouse',
          'A kind of volume discount',
        ],
      },
      {
        es: ['Un vendedor tiene 40 oportunidades y cierra 10. ¿Cuál es su tasa de cierre?', '25 %', '40 %', '10 %'],
        en: ['A salesperson has 40 opportunities and closes 10. What is their close rate?', '25%', '40%', '10%'],
      },
      {
        es: [
          'Un producto cuesta 80 y se vende en 100. ¿Cuál es el margen sobre el precio de venta?',
          '20 %',
          '25 %',
          '80 %',
        ],
        en: ['A product costs 80 and sells for 100. What is the margin on the selling price?', '20%', '25%', '80%'],
      },
      {
        es: [
          'En el método SPIN, ¿qué buscan las preguntas de implicación?',
          'Que el cliente vea las consecuencias de su problema',
          'Conocer los datos de la empresa del cliente',
          'Confirmar la fecha de entrega',
        ],
        en: [
          'In the SPIN method, what are implication questions for?',
          'Making the customer see the consequences of their problem',
          'Learning the customer company’s facts',
          'Confirming the delivery date',
        ],
      },
      {
        es: [
          '¿Qué es el costo de adquisición de clientes (CAC)?',
          'Lo que cuesta en promedio conseguir un cliente nuevo',
          'El precio que paga un cliente',
          'El costo de fabricar un producto',
        ],
        en: [
          'What is the customer acquisition cost (CAC)?',
          'What winning a new customer costs on average',
          'The price a customer pays',
          'The cost of making a product',
        ],
      },
      {
        es: [
          '¿Qué técnica de cierre ofrece al cliente elegir entre dos opciones de compra?',
          'El cierre de alternativa',
          'El cierre por urgencia',
          'El cierre directo',
        ],
        en: [
          'Which closing technique offers the customer a choice between two ways to buy?',
          'The alternative close',
          'The urgency close',
          'The direct close',
        ],
      },
    ],
  },
  {
    code: 'CUSTOMER_SERVICE',
    area: 'Atención al cliente',
    name: { es: 'Atención al cliente', en: 'Customer service' },
    questions: [
      {
        es: [
          '¿Qué es la escucha activa?',
          'Prestar atención completa y confirmar lo que el cliente dice',
          'Hablar más que el cliente',
          'Tomar notas sin mirar al cliente',
        ],
        en: [
          'What is active listening?',
          'Paying full attention and confirming what the customer says',
          'Talking more than the customer',
          'Taking notes without looking at the customer',
        ],
      },
      {
        es: [
          '¿Qué conviene hacer primero ante un cliente molesto?',
          'Escucharlo sin interrumpir y reconocer su molestia',
          'Explicarle que está equivocado',
          'Pasarlo a otra área de inmediato',
        ],
        en: [
          'What should you do first with an upset customer?',
          'Listen without interrupting and acknowledge their annoyance',
          'Explain that they are wrong',
          'Transfer them to another team at once',
        ],
      },
      {
        es: [
          '¿Qué es un cliente interno?',
          'Un compañero o área de la empresa que recibe nuestro trabajo',
          'Un cliente que compra en la tienda',
          'Un cliente que vive en el país',
        ],
        en: [
          'What is an internal customer?',
          'A colleague or team of the company who receives our work',
          'A customer who buys in the shop',
          'A customer who lives in the country',
        ],
      },
      {
        es: [
          '¿Qué debe hacer si no conoce la respuesta a una consulta?',
          'Decirlo, averiguar y volver al cliente en un plazo acordado',
          'Inventar una respuesta',
          'Cortar la llamada',
        ],
        en: [
          'What should you do when you do not know the answer to a question?',
          'Say so, find out and get back to the customer by an agreed time',
          'Make up an answer',
          'Hang up',
        ],
      },
      {
        es: [
          '¿Qué muestra la empatía en la atención?',
          'Ponerse en el lugar del cliente',
          'Darle siempre la razón',
          'Atender más rápido',
        ],
        en: [
          'What does empathy show in service?',
          'Putting yourself in the customer’s place',
          'Always saying the customer is right',
          'Serving faster',
        ],
      },
      {
        es: [
          '¿Qué mide el indicador NPS?',
          'Cuánto recomendarían los clientes la empresa',
          'El tiempo promedio de llamada',
          'El número de reclamos',
        ],
        en: [
          'What does the NPS indicator measure?',
          'How likely customers are to recommend the company',
          'The average call time',
          'The number of complaints',
        ],
      },
      {
        es: [
          '¿Qué significa resolver en el primer contacto?',
          'Atender el caso sin que el cliente tenga que volver a comunicarse',
          'Contestar la primera llamada del día',
          'Resolver solo casos sencillos',
        ],
        en: [
          'What does first contact resolution mean?',
          'Solving the case without the customer having to get in touch again',
          'Answering the first call of the day',
          'Solving only simple cases',
        ],
      },
      {
        es: [
          '¿Qué es un acuerdo de nivel de servicio (SLA)?',
          'El compromiso de tiempos y calidad de atención con el cliente',
          'El contrato de trabajo del agente',
          'Una encuesta de satisfacción',
        ],
        en: [
          'What is a service level agreement (SLA)?',
          'The commitment on response times and service quality to the customer',
          'The agent’s employment contract',
          'A satisfaction survey',
        ],
      },
      {
        es: [
          '¿Cuál es el propósito de registrar cada reclamo?',
          'Darle seguimiento y detectar problemas que se repiten',
          'Sancionar al cliente',
          'Cumplir un trámite sin uso',
        ],
        en: [
          'What is the point of recording every complaint?',
          'Following it up and spotting recurring problems',
          'Penalising the customer',
          'A formality with no use',
        ],
      },
      {
        es: [
          'Al cerrar una atención, ¿qué conviene hacer?',
          'Confirmar que el cliente quedó conforme y resumir lo acordado',
          'Colgar apenas se da la respuesta',
          'Ofrecer un descuento siempre',
        ],
        en: [
          'When ending a service contact, what should you do?',
          'Check the customer is satisfied and sum up what was agreed',
          'Hang up as soon as the answer is given',
          'Always offer a discount',
        ],
      },
      {
        es: ['Un centro recibe 200 llamadas y atiende 180. ¿Cuál es su nivel de atención?', '90 %', '80 %', '20 %'],
        en: ['A centre receives 200 calls and answers 180. What is its answer rate?', '90%', '80%', '20%'],
      },
      {
        es: [
          '¿Qué indica un tiempo medio de operación (AHT) alto con baja resolución?',
          'Que las atenciones son largas y aun así no resuelven',
          'Que el servicio es excelente',
          'Que hay pocas llamadas',
        ],
        en: [
          'What does a high average handle time (AHT) with low resolution show?',
          'Contacts are long and still do not solve the problem',
          'Service is excellent',
          'There are few calls',
        ],
      },
      {
        es: [
          '¿Qué es el índice de esfuerzo del cliente (CES)?',
          'Cuánto le costó al cliente resolver su necesidad',
          'Las horas trabajadas por el agente',
          'El gasto del cliente en el año',
        ],
        en: [
          'What is the customer effort score (CES)?',
          'How hard it was for the customer to get their need solved',
          'The agent’s hours worked',
          'The customer’s yearly spending',
        ],
      },
      {
        es: [
          'Si un reclamo involucra datos personales, ¿qué debe cuidar?',
          'Verificar la identidad y no revelar datos a terceros',
          'Enviar los datos por redes sociales',
          'Leer los datos en voz alta a quien llame',
        ],
        en: [
          'If a complaint involves personal data, what must you take care of?',
          'Verify identity and disclose no data to third parties',
          'Send the data over social media',
          'Read the data aloud to whoever calls',
        ],
      },
      {
        es: [
          '¿Qué es la recuperación del servicio?',
          'Las acciones para reparar una mala experiencia y recuperar la confianza',
          'Reiniciar el sistema informático',
          'Cobrar una deuda atrasada',
        ],
        en: [
          'What is service recovery?',
          'The actions that repair a bad experience and win back trust',
          'Restarting the computer system',
          'Collecting an overdue debt',
        ],
      },
    ],
  },
  {
    code: 'OFFICE',
    area: 'Administración',
    name: { es: 'Ofimática y Excel básico', en: 'Office tools and Excel basics' },
    questions: [
      {
        es: ['En Excel, ¿qué función suma un rango de celdas?', 'SUMA', 'CONTAR', 'PROMEDIO'],
        en: ['In Excel, which function adds up a range of cells?', 'SUM', 'COUNT', 'AVERAGE'],
      },
      {
        es: [
          '¿Qué identifica la referencia B3 en una hoja de cálculo?',
          'La celda de la columna B y la fila 3',
          'La celda de la fila B y la columna 3',
          'La hoja número 3',
        ],
        en: [
          'What does the reference B3 identify in a spreadsheet?',
          'The cell in column B and row 3',
          'The cell in row B and column 3',
          'Sheet number 3',
        ],
      },
      {
        es: ['¿Con qué carácter empieza una fórmula en Excel?', '=', '#', '@'],
        en: ['Which character does an Excel formula start with?', '=', '#', '@'],
      },
      {
        es: ['¿Qué atajo de teclado copia lo seleccionado en Windows?', 'Ctrl + C', 'Ctrl + V', 'Ctrl + Z'],
        en: ['Which keyboard shortcut copies the selection on Windows?', 'Ctrl + C', 'Ctrl + V', 'Ctrl + Z'],
      },
      {
        es: ['¿Qué función calcula el promedio de un rango?', 'PROMEDIO', 'MAX', 'SUMA'],
        en: ['Which function calculates the average of a range?', 'AVERAGE', 'MAX', 'SUM'],
      },
      {
        es: [
          '¿Qué hace el signo $ en la referencia $A$1?',
          'Fija la columna y la fila al copiar la fórmula',
          'Da formato de moneda a la celda',
          'Suma la celda A1',
        ],
        en: [
          'What does the $ sign do in the reference $A$1?',
          'Fixes the column and row when the formula is copied',
          'Formats the cell as currency',
          'Adds up cell A1',
        ],
      },
      {
        es: [
          '¿Qué devuelve =CONTAR.SI(A1:A10;"Sí")?',
          'Cuántas celdas del rango contienen "Sí"',
          'La suma de las celdas con "Sí"',
          'La primera celda con "Sí"',
        ],
        en: [
          'What does =COUNTIF(A1:A10,"Yes") return?',
          'How many cells of the range contain "Yes"',
          'The sum of the cells with "Yes"',
          'The first cell with "Yes"',
        ],
      },
      {
        es: [
          '¿Para qué sirve una tabla dinámica?',
          'Resumir y agrupar datos de una tabla grande',
          'Dibujar formas',
          'Proteger la hoja con contraseña',
        ],
        en: [
          'What is a pivot table for?',
          'Summarising and grouping data of a large table',
          'Drawing shapes',
          'Protecting the sheet with a password',
        ],
      },
      {
        es: ['¿Qué resultado da =SI(5>3;"Mayor";"Menor")?', 'Mayor', 'Menor', '5'],
        en: ['What does =IF(5>3,"Greater","Smaller") give?', 'Greater', 'Smaller', '5'],
      },
      {
        es: [
          '¿Qué herramienta permite ver solo las filas que cumplen una condición?',
          'El filtro',
          'La combinación de celdas',
          'El corrector ortográfico',
        ],
        en: [
          'Which tool shows only the rows that meet a condition?',
          'The filter',
          'Merging cells',
          'The spell checker',
        ],
      },
      {
        es: [
          '¿Qué función busca un valor en la primera columna de un rango y devuelve otra columna de esa fila?',
          'BUSCARV',
          'CONCATENAR',
          'REDONDEAR',
        ],
        en: [
          'Which function looks up a value in the first column of a range and returns another column of that row?',
          'VLOOKUP',
          'CONCATENATE',
          'ROUND',
        ],
      },
      {
        es: [
          'Si A1 vale 200 y B1 vale 15 %, ¿qué fórmula da el valor con el porcentaje sumado?',
          '=A1*(1+B1)',
          '=A1+B1',
          '=A1*B1',
        ],
        en: [
          'If A1 is 200 and B1 is 15%, which formula gives the value with the percentage added?',
          '=A1*(1+B1)',
          '=A1+B1',
          '=A1*B1',
        ],
      },
      {
        es: ['¿Qué error muestra Excel al dividir entre cero?', '#¡DIV/0!', '#N/A', '#¿NOMBRE?'],
        en: ['Which error does Excel show when dividing by zero?', '#DIV/0!', '#N/A', '#NAME?'],
      },
      {
        es: [
          '¿Qué hace la validación de datos en una celda?',
          'Restringe qué valores se pueden ingresar',
          'Comprueba la ortografía',
          'Calcula totales automáticamente',
        ],
        en: [
          'What does data validation do on a cell?',
          'Restricts which values can be entered',
          'Checks spelling',
          'Calculates totals automatically',
        ],
      },
      {
        es: ['¿Qué función devuelve el número de días hábiles entre dos fechas?', 'DIAS.LAB', 'HOY', 'AHORA'],
        en: ['Which function returns the number of working days between two dates?', 'NETWORKDAYS', 'TODAY', 'NOW'],
      },
    ],
  },
  {
    code: 'LOGISTICS',
    area: 'Logística',
    name: { es: 'Logística y operaciones', en: 'Logistics and operations' },
    questions: [
      {
        es: [
          '¿Qué es el inventario?',
          'Las existencias de productos o materiales que tiene la empresa',
          'La lista de clientes',
          'El plan de ventas',
        ],
        en: [
          'What is inventory?',
          'The stock of products or materials the company holds',
          'The customer list',
          'The sales plan',
        ],
      },
      {
        es: [
          '¿Qué documento acompaña a la mercadería en su traslado?',
          'La guía de remisión',
          'El contrato de trabajo',
          'El estado de resultados',
        ],
        en: [
          'Which document travels with goods being moved?',
          'The delivery note',
          'The employment contract',
          'The income statement',
        ],
      },
      {
        es: [
          '¿Qué significa el método FIFO?',
          'Lo primero que entra es lo primero que sale',
          'Lo último que entra es lo primero que sale',
          'Se despacha lo más caro primero',
        ],
        en: [
          'What does the FIFO method mean?',
          'First in, first out',
          'Last in, first out',
          'The most expensive goes out first',
        ],
      },
      {
        es: [
          '¿Para qué sirve un código de barras en bodega?',
          'Identificar productos de forma rápida y sin errores de digitación',
          'Fijar el precio de venta',
          'Decorar el empaque',
        ],
        en: [
          'What is a barcode for in a warehouse?',
          'Identifying products quickly without typing errors',
          'Setting the selling price',
          'Decorating the package',
        ],
      },
      {
        es: [
          '¿Qué es un pallet?',
          'Una plataforma para mover y almacenar carga',
          'Un tipo de camión',
          'Un formulario de pedido',
        ],
        en: ['What is a pallet?', 'A platform to move and store loads', 'A kind of lorry', 'An order form'],
      },
      {
        es: [
          '¿Qué es el stock de seguridad?',
          'Una cantidad extra para cubrir variaciones de demanda o de entrega',
          'El inventario dañado',
          'El inventario que se vende con descuento',
        ],
        en: [
          'What is safety stock?',
          'Extra quantity to cover swings in demand or delivery',
          'Damaged inventory',
          'Inventory sold at a discount',
        ],
      },
      {
        es: [
          '¿Qué clasifica el análisis ABC de inventarios?',
          'Los artículos según su importancia en valor',
          'Los proveedores por orden alfabético',
          'Los empleados por antigüedad',
        ],
        en: [
          'What does ABC inventory analysis classify?',
          'Items by their importance in value',
          'Suppliers in alphabetical order',
          'Employees by seniority',
        ],
      },
      {
        es: [
          '¿Qué es el punto de reorden?',
          'El nivel de inventario en que se debe hacer un nuevo pedido',
          'El día de cierre contable',
          'El lugar de descarga del camión',
        ],
        en: [
          'What is the reorder point?',
          'The stock level at which a new order must be placed',
          'The accounting close day',
          'Where the lorry unloads',
        ],
      },
      {
        es: [
          '¿Qué es el picking?',
          'Preparar un pedido tomando los productos de sus ubicaciones',
          'Contar el dinero de caja',
          'Recibir a un visitante',
        ],
        en: [
          'What is picking?',
          'Preparing an order by taking products from their locations',
          'Counting the till',
          'Receiving a visitor',
        ],
      },
      {
        es: [
          '¿Qué es un Incoterm?',
          'Una regla internacional que reparte costos y riesgos entre comprador y vendedor',
          'Un impuesto de importación',
          'Un tipo de contenedor',
        ],
        en: [
          'What is an Incoterm?',
          'An international rule splitting costs and risks between buyer and seller',
          'An import tax',
          'A type of container',
        ],
      },
      {
        es: [
          'Se venden 30 unidades al día y el proveedor tarda 5 días. Sin stock de seguridad, ¿cuál es el punto de reorden?',
          '150 unidades',
          '35 unidades',
          '6 unidades',
        ],
        en: [
          '30 units sell per day and the supplier takes 5 days. Without safety stock, what is the reorder point?',
          '150 units',
          '35 units',
          '6 units',
        ],
      },
      {
        es: [
          'Con un costo de ventas anual de 1 200 000 y un inventario promedio de 200 000, ¿cuál es la rotación?',
          '6 veces al año',
          '12 veces al año',
          '2 veces al año',
        ],
        en: [
          'With a yearly cost of sales of 1,200,000 and an average inventory of 200,000, what is the turnover?',
          '6 times a year',
          '12 times a year',
          '2 times a year',
        ],
      },
      {
        es: [
          '¿Qué mide el indicador OTIF?',
          'Los pedidos entregados a tiempo y completos',
          'El tiempo de descarga',
          'Las horas extra del personal',
        ],
        en: [
          'What does the OTIF indicator measure?',
          'Orders delivered on time and in full',
          'Unloading time',
          'Staff overtime',
        ],
      },
      {
        es: [
          'Según el Incoterm FOB, ¿dónde pasa el riesgo al comprador?',
          'Cuando la mercadería está a bordo del buque en el puerto de embarque',
          'Cuando llega a la bodega del comprador',
          'Cuando sale de la fábrica del vendedor',
        ],
        en: [
          'Under the FOB Incoterm, where does the risk pass to the buyer?',
          'When the goods are on board the ship at the port of shipment',
          'When they reach the buyer’s warehouse',
          'When they leave the seller’s factory',
        ],
      },
      {
        es: [
          '¿Qué es el cross-docking?',
          'Pasar la mercadería de la recepción al despacho sin almacenarla',
          'Apilar pallets en doble altura',
          'Devolver productos al proveedor',
        ],
        en: [
          'What is cross-docking?',
          'Moving goods from receiving to dispatch without storing them',
          'Stacking pallets two high',
          'Returning products to the supplier',
        ],
      },
    ],
  },
  {
    code: 'PROGRAMMING',
    area: 'Tecnología',
    name: { es: 'Fundamentos de programación', en: 'Programming basics' },
    questions: [
      {
        es: [
          '¿Qué es una variable?',
          'Un nombre que guarda un valor en un programa',
          'Un error del programa',
          'Un tipo de computadora',
        ],
        en: ['What is a variable?', 'A name that holds a value in a program', 'A program error', 'A kind of computer'],
      },
      {
        es: [
          '¿Qué estructura repite un bloque de código mientras se cumpla una condición?',
          'Un bucle while',
          'Una sentencia if',
          'Una constante',
        ],
        en: [
          'Which structure repeats a block of code while a condition holds?',
          'A while loop',
          'An if statement',
          'A constant',
        ],
      },
      {
        es: ['¿Qué tipo de dato representa verdadero o falso?', 'Booleano', 'Cadena', 'Entero'],
        en: ['Which data type represents true or false?', 'Boolean', 'String', 'Integer'],
      },
      {
        es: [
          '¿Para qué sirve Git?',
          'Controlar las versiones del código',
          'Diseñar bases de datos',
          'Compilar imágenes',
        ],
        en: ['What is Git for?', 'Keeping track of code versions', 'Designing databases', 'Compiling images'],
      },
      {
        es: ['¿Qué lenguaje se usa para consultar bases de datos relacionales?', 'SQL', 'HTML', 'CSS'],
        en: ['Which language is used to query relational databases?', 'SQL', 'HTML', 'CSS'],
      },
      {
        es: [
          '¿Qué es una función?',
          'Un bloque de código con nombre que se puede llamar y reutilizar',
          'Un archivo de imagen',
          'Un comentario en el código',
        ],
        en: [
          'What is a function?',
          'A named block of code that can be called and reused',
          'An image file',
          'A comment in the code',
        ],
      },
      {
        es: ['¿En qué posición está el primer elemento de un arreglo en la mayoría de los lenguajes?', '0', '1', '-1'],
        en: ['At which index is the first element of an array in most languages?', '0', '1', '-1'],
      },
      {
        es: ['¿Qué método HTTP se usa normalmente para crear un recurso en una API REST?', 'POST', 'GET', 'DELETE'],
        en: ['Which HTTP method is usually used to create a resource in a REST API?', 'POST', 'GET', 'DELETE'],
      },
      {
        es: ['¿Qué cláusula SQL filtra las filas de una consulta?', 'WHERE', 'ORDER BY', 'SELECT'],
        en: ['Which SQL clause filters the rows of a query?', 'WHERE', 'ORDER BY', 'SELECT'],
      },
      {
        es: [
          '¿Qué es una prueba unitaria?',
          'Una prueba automática de una parte pequeña del código',
          'Una prueba con usuarios reales',
          'Una revisión del diseño gráfico',
        ],
        en: [
          'What is a unit test?',
          'An automated test of a small piece of code',
          'A test with real users',
          'A review of the graphic design',
        ],
      },
      {
        es: [
          '¿Cuál es la complejidad de la búsqueda binaria en un arreglo ordenado de n elementos?',
          'O(log n)',
          'O(n)',
          'O(n²)',
        ],
        en: ['What is the complexity of binary search in a sorted array of n items?', 'O(log n)', 'O(n)', 'O(n²)'],
      },
      {
        es: ['¿Qué código de estado HTTP indica que el recurso no existe?', '404', '200', '500'],
        en: ['Which HTTP status code says the resource does not exist?', '404', '200', '500'],
      },
      {
        es: [
          '¿Qué es una inyección SQL?',
          'Un ataque que mete código SQL en datos de entrada sin validar',
          'Una forma de optimizar índices',
          'Un respaldo de la base de datos',
        ],
        en: [
          'What is SQL injection?',
          'An attack that slips SQL code into unvalidated input',
          'A way to optimise indexes',
          'A database backup',
        ],
      },
      {
        es: ['¿Qué une las filas de dos tablas que tienen un valor coincidente en SQL?', 'JOIN', 'GROUP BY', 'LIMIT'],
        en: ['What combines the rows of two tables with a matching value in SQL?', 'JOIN', 'GROUP BY', 'LIMIT'],
      },
      {
        es: [
          '¿Qué hace un "merge" en Git?',
          'Integra los cambios de una rama en otra',
          'Borra el repositorio',
          'Descarga las dependencias',
        ],
        en: [
          'What does a Git merge do?',
          'Brings the changes of one branch into another',
          'Deletes the repository',
          'Downloads the dependencies',
        ],
      },
    ],
  },
];

const INTERVIEW_TOPICS: InterviewTopic[] = [
  {
    code: 'INTERVIEW_GENERAL',
    area: 'General',
    name: { es: 'Entrevista por competencias', en: 'Competency-based interview' },
    questions: [
      {
        es: 'Cuéntanos sobre ti y tu experiencia laboral más reciente.',
        en: 'Tell us about yourself and your most recent work experience.',
      },
      {
        es: '¿Por qué te interesa este puesto y nuestra empresa?',
        en: 'Why are you interested in this position and our company?',
      },
      {
        es: 'Describe un logro del que te sientas orgulloso y cómo lo alcanzaste.',
        en: 'Describe an achievement you are proud of and how you reached it.',
      },
      {
        es: 'Cuéntanos de una vez que trabajaste en equipo para cumplir un objetivo difícil.',
        en: 'Tell us about a time you worked in a team to meet a difficult goal.',
      },
      {
        es: 'Describe un problema complejo que resolviste. ¿Qué pasos seguiste?',
        en: 'Describe a complex problem you solved. What steps did you take?',
      },
      {
        es: 'Cuéntanos de un error que cometiste en el trabajo y qué aprendiste de él.',
        en: 'Tell us about a mistake you made at work and what you learnt from it.',
      },
      {
        es: '¿Cómo organizas tu trabajo cuando tienes varias tareas urgentes al mismo tiempo?',
        en: 'How do you organise your work when several urgent tasks come at once?',
      },
      {
        es: 'Describe una situación de desacuerdo con un compañero. ¿Cómo la manejaste?',
        en: 'Describe a disagreement with a colleague. How did you handle it?',
      },
      {
        es: 'Cuéntanos de una vez que tuviste que adaptarte a un cambio importante.',
        en: 'Tell us about a time you had to adapt to a major change.',
      },
      {
        es: '¿Qué has aprendido por tu cuenta en el último año y cómo lo aplicaste?',
        en: 'What have you learnt on your own in the last year and how did you apply it?',
      },
      {
        es: '¿Dónde te ves profesionalmente en tres años?',
        en: 'Where do you see yourself professionally in three years?',
      },
      { es: '¿Por qué deberíamos elegirte para este puesto?', en: 'Why should we choose you for this position?' },
    ],
  },
  {
    code: 'INTERVIEW_SALES_SERVICE',
    area: 'Ventas',
    name: { es: 'Entrevista de ventas y servicio', en: 'Sales and service interview' },
    questions: [
      {
        es: 'Cuéntanos de la venta más difícil que cerraste y cómo lo lograste.',
        en: 'Tell us about the hardest sale you closed and how you did it.',
      },
      {
        es: '¿Cómo preparas una reunión con un cliente nuevo?',
        en: 'How do you prepare a meeting with a new customer?',
      },
      {
        es: 'Describe cómo respondes cuando un cliente dice que el precio es muy alto.',
        en: 'Describe how you answer when a customer says the price is too high.',
      },
      {
        es: 'Cuéntanos de una vez que no alcanzaste tu meta. ¿Qué hiciste después?',
        en: 'Tell us about a time you missed your target. What did you do next?',
      },
      {
        es: 'Describe cómo atendiste a un cliente muy molesto y cómo terminó la situación.',
        en: 'Describe how you served a very upset customer and how it ended.',
      },
      {
        es: '¿Cómo consigues nuevos clientes cuando tu cartera no alcanza?',
        en: 'How do you find new customers when your portfolio is not enough?',
      },
      {
        es: '¿Qué haces para que un cliente vuelva a comprarte?',
        en: 'What do you do to make a customer buy from you again?',
      },
      {
        es: 'Cuéntanos de una vez que superaste las expectativas de un cliente.',
        en: 'Tell us about a time you went beyond a customer’s expectations.',
      },
      {
        es: '¿Cómo organizas tu semana para cumplir tus metas de ventas o de atención?',
        en: 'How do you plan your week to meet your sales or service targets?',
      },
      {
        es: '¿Qué indicadores seguías en tu último trabajo y cuáles eran tus resultados?',
        en: 'Which indicators did you track in your last job and what were your results?',
      },
    ],
  },
];

const DIFFICULTY_BY_THIRD: QuestionDifficulty[] = ['EASY', 'MEDIUM', 'HARD'];
const LANGS: QuestionBankLanguage[] = ['es', 'en'];

/** Library bank ids: two per topic (Spanish, then English), knowledge topics first. */
const bankId = (topicIndex: number, language: QuestionBankLanguage) => topicIndex * 2 + (language === 'es' ? 1 : 2);

export const LIBRARY_BANKS: LibraryBank[] = [
  ...KNOWLEDGE_TOPICS.flatMap((topic, topicIndex) =>
    LANGS.map((language) => ({
      id: bankId(topicIndex, language),
      code: `${topic.code}_${language.toUpperCase()}`,
      name: topic.name[language],
      language,
      purpose: 'KNOWLEDGE' as const,
      area: topic.area,
      questions: topic.questions.map(({ [language]: [content, correct, wrong, otherWrong] }, index) => ({
        content,
        // The right answer is not always first: candidates see the answers in this order.
        answers: [correct, wrong, otherWrong]
          .map((answer, answerIndex) => ({ id: `a${answerIndex + 1}`, content: answer, correct: answerIndex === 0 }))
          .sort((a, b) => ((a.id.charCodeAt(1) + index) % 3) - ((b.id.charCodeAt(1) + index) % 3)),
        difficulty: DIFFICULTY_BY_THIRD[Math.floor((index * 3) / topic.questions.length)]!,
        order: index + 1,
      })),
    })),
  ),
  ...INTERVIEW_TOPICS.flatMap((topic, topicIndex) =>
    LANGS.map((language) => ({
      id: bankId(KNOWLEDGE_TOPICS.length + topicIndex, language),
      code: `${topic.code}_${language.toUpperCase()}`,
      name: topic.name[language],
      language,
      purpose: 'INTERVIEW' as const,
      area: topic.area,
      questions: topic.questions.map((question, index) => ({
        content: question[language],
        answers: [],
        difficulty: 'MEDIUM' as const,
        order: index + 1,
      })),
    })),
  ),
];

/** A library bank by code (profile templates and tests name banks by code). */
export function libraryBank(code: string): LibraryBank {
  const bank = LIBRARY_BANKS.find((candidate) => candidate.code === code);
  if (!bank) throw new Error(`No library bank ${code}`);
  return bank;
}
