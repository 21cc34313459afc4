import type { CompetenceItem } from './content-types.js';

/**
 * Terna's Likert items for the competence catalogue (apps/server/src/db/seed/catalogue-data/competences.ts):
 * four first-person statements of observable behaviour per competence, answered on the 1 (never) to
 * 5 (always) scale. Each competence has one reverse-keyed statement, so agreeing with everything
 * does not score highest; the scoring engine counts it as 6 - value.
 */

type Statement = [es: string, en: string, reverse?: 'reverse'];

const items = (competence: string, statements: Statement[]): CompetenceItem[] =>
  statements.map(([es, en, reverse], index) => ({
    id: `${competence}-${index + 1}`,
    competence,
    reverse: reverse === 'reverse',
    statement: { es, en },
  }));

export const COMPETENCE_ITEMS: readonly CompetenceItem[] = [
  ...items('CUSTOMER_ORIENTATION', [
    [
      'Pregunto al cliente qué necesita antes de ofrecerle una solución.',
      'I ask customers what they need before offering them a solution.',
    ],
    [
      'Hago seguimiento para confirmar que el cliente quedó conforme con lo que recibió.',
      'I follow up to check that the customer was happy with what they received.',
    ],
    [
      'Cuando no puedo resolver un pedido, busco a quien sí pueda hacerlo.',
      'When I cannot handle a request myself, I find someone who can.',
    ],
    [
      'Si un cliente reclama, busco cerrar el tema rápido aunque quede insatisfecho.',
      'When a customer complains, I try to close the matter quickly even if they stay unhappy.',
      'reverse',
    ],
  ]),
  ...items('RESULTS_ORIENTATION', [
    [
      'Me pongo metas concretas y reviso seguido cuánto me falta para cumplirlas.',
      'I set myself concrete goals and often check how far I am from reaching them.',
    ],
    [
      'Cuando un resultado no llega, cambio mi forma de trabajar en lugar de esperar.',
      'When a result is not coming, I change how I work instead of waiting.',
    ],
    ['Entrego mis trabajos en el plazo acordado.', 'I deliver my work by the agreed deadline.'],
    ['Me conformo con hacer lo mínimo que me piden.', 'I settle for doing the minimum I am asked to do.', 'reverse'],
  ]),
  ...items('TEAMWORK', [
    [
      'Comparto con mis compañeros la información que les sirve para su trabajo.',
      'I share with my colleagues the information they need for their work.',
    ],
    [
      'Ofrezco ayuda a un compañero atrasado aunque no sea mi tarea.',
      'I offer help to a colleague who is behind, even when it is not my task.',
    ],
    [
      'Acepto la decisión del equipo aunque yo hubiera preferido otra opción.',
      'I go along with the team’s decision even when I would have preferred another option.',
    ],
    [
      'Prefiero trabajar solo para no depender de los demás.',
      'I prefer working alone so as not to depend on others.',
      'reverse',
    ],
  ]),
  ...items('LEADERSHIP', [
    [
      'Cuando coordino a un grupo, dejo claro qué se espera de cada persona.',
      'When I coordinate a group, I make clear what is expected of each person.',
    ],
    [
      'Reconozco frente a los demás el buen trabajo de las personas.',
      'I recognise people’s good work in front of others.',
    ],
    [
      'Asumo la responsabilidad cuando el grupo que coordino comete un error.',
      'I take responsibility when the group I coordinate makes a mistake.',
    ],
    [
      'Evito tomar la iniciativa de guiar a un grupo, aunque nadie más lo haga.',
      'I avoid taking the lead of a group, even when nobody else does.',
      'reverse',
    ],
  ]),
  ...items('COMMUNICATION', [
    [
      'Adapto mi forma de explicar según la persona con la que hablo.',
      'I adapt how I explain things to the person I am talking to.',
    ],
    [
      'Confirmo que me entendieron antes de terminar una conversación importante.',
      'I check that I was understood before ending an important conversation.',
    ],
    [
      'Escucho sin interrumpir hasta que la otra persona termina de hablar.',
      'I listen without interrupting until the other person has finished.',
    ],
    [
      'Mis correos o mensajes generan dudas y tengo que aclararlos después.',
      'My e-mails or messages raise questions and I have to clarify them afterwards.',
      'reverse',
    ],
  ]),
  ...items('NEGOTIATION', [
    [
      'Antes de negociar, preparo qué quiero lograr y hasta dónde puedo ceder.',
      'Before negotiating, I prepare what I want to achieve and how far I can give way.',
    ],
    ['Busco acuerdos en los que ambas partes ganen algo.', 'I look for agreements in which both sides gain something.'],
    ['Mantengo la calma cuando la otra parte presiona.', 'I stay calm when the other side puts on pressure.'],
    ['Cedo enseguida para evitar una discusión.', 'I give in straight away to avoid an argument.', 'reverse'],
  ]),
  ...items('PERSUASION', [
    [
      'Apoyo mis propuestas con datos y ejemplos que convencen.',
      'I back my proposals with facts and examples that convince.',
    ],
    [
      'Pienso qué le interesa a la otra persona antes de presentarle una idea.',
      'I think about what matters to the other person before presenting an idea.',
    ],
    ['Logro que otros se sumen a los proyectos que propongo.', 'I get others to join the projects I propose.'],
    [
      'Me cuesta convencer a otros aunque tenga buenas ideas.',
      'I find it hard to win others over, even when my ideas are good.',
      'reverse',
    ],
  ]),
  ...items('PLANNING', [
    [
      'Ordeno mis tareas por prioridad al comenzar el día o la semana.',
      'I sort my tasks by priority at the start of the day or week.',
    ],
    ['Divido los proyectos grandes en pasos con fechas.', 'I break large projects into steps with dates.'],
    [
      'Calculo cuánto tiempo me llevará una tarea antes de comprometerme.',
      'I estimate how long a task will take before committing to it.',
    ],
    ['Dejo las cosas para último momento.', 'I leave things until the last minute.', 'reverse'],
  ]),
  ...items('PROBLEM_SOLVING', [
    [
      'Busco la causa de un problema antes de proponer una solución.',
      'I look for the cause of a problem before proposing a solution.',
    ],
    [
      'Considero varias alternativas antes de elegir cómo resolver algo.',
      'I consider several options before choosing how to solve something.',
    ],
    [
      'Reviso después si la solución que apliqué funcionó.',
      'I check afterwards whether the solution I applied worked.',
    ],
    [
      'Cuando aparece un problema, espero a que otro lo resuelva.',
      'When a problem comes up, I wait for someone else to solve it.',
      'reverse',
    ],
  ]),
  ...items('ANALYTICAL_THINKING', [
    [
      'Separo un problema complejo en partes para entenderlo mejor.',
      'I split a complex problem into parts to understand it better.',
    ],
    [
      'Comparo datos de distintas fuentes antes de sacar conclusiones.',
      'I compare data from different sources before drawing conclusions.',
    ],
    [
      'Identifico patrones o tendencias en la información con la que trabajo.',
      'I spot patterns or trends in the information I work with.',
    ],
    [
      'Decido por intuición sin revisar los datos disponibles.',
      'I decide on gut feeling without looking at the data available.',
      'reverse',
    ],
  ]),
  ...items('ATTENTION_TO_DETAIL', [
    [
      'Reviso mi trabajo antes de entregarlo para encontrar errores.',
      'I check my work for mistakes before handing it in.',
    ],
    [
      'Noto pequeñas diferencias o inconsistencias que otros pasan por alto.',
      'I notice small differences or inconsistencies that others miss.',
    ],
    [
      'Sigo las instrucciones al pie de la letra cuando la tarea lo exige.',
      'I follow instructions to the letter when the task calls for it.',
    ],
    [
      'Me doy cuenta de los errores de mi trabajo solo cuando otros me los señalan.',
      'I only notice the mistakes in my work when others point them out.',
      'reverse',
    ],
  ]),
  ...items('ADAPTABILITY', [
    ['Cambio mi forma de trabajar cuando cambian las prioridades.', 'I change how I work when priorities change.'],
    [
      'Trabajo bien con personas de estilos muy distintos al mío.',
      'I work well with people whose styles are very different from mine.',
    ],
    [
      'Mantengo mi rendimiento cuando hay cambios inesperados en el equipo o en la empresa.',
      'I keep up my performance when there are unexpected changes in the team or the company.',
    ],
    [
      'Cuando me cambian los planes a último momento, me cuesta retomar el trabajo.',
      'When plans change at the last minute, I struggle to get back to work.',
      'reverse',
    ],
  ]),
  ...items('INITIATIVE', [
    ['Propongo mejoras sin que me las pidan.', 'I put forward improvements without being asked.'],
    [
      'Cuando termino mis tareas, busco en qué más puedo aportar.',
      'When I finish my tasks, I look for what else I can contribute.',
    ],
    ['Actúo frente a un problema antes de que se vuelva grave.', 'I act on a problem before it becomes serious.'],
    [
      'Espero instrucciones antes de empezar algo nuevo.',
      'I wait for instructions before starting anything new.',
      'reverse',
    ],
  ]),
  ...items('INNOVATION', [
    ['Propongo formas nuevas de hacer las tareas de siempre.', 'I suggest new ways of doing routine tasks.'],
    [
      'Busco ideas en otros sectores o empresas para aplicarlas en mi trabajo.',
      'I look for ideas in other industries or companies to use in my work.',
    ],
    [
      'Pruebo las ideas nuevas en pequeño antes de proponerlas a todos.',
      'I try new ideas on a small scale before proposing them to everyone.',
    ],
    [
      'Prefiero hacer las cosas como siempre se han hecho.',
      'I prefer doing things the way they have always been done.',
      'reverse',
    ],
  ]),
  ...items('STRESS_TOLERANCE', [
    [
      'Mantengo la calidad de mi trabajo cuando tengo plazos muy cortos.',
      'I keep up the quality of my work when deadlines are very tight.',
    ],
    [
      'Conservo la calma cuando llegan varias urgencias al mismo tiempo.',
      'I stay calm when several urgent matters arrive at once.',
    ],
    [
      'Después de un día difícil, retomo el trabajo al día siguiente con buena disposición.',
      'After a difficult day, I go back to work the next day in a good frame of mind.',
    ],
    ['Bajo presión cometo más errores de lo normal.', 'Under pressure I make more mistakes than usual.', 'reverse'],
  ]),
  ...items('INTEGRITY', [
    [
      'Digo la verdad aunque me traiga consecuencias negativas.',
      'I tell the truth even when it has negative consequences for me.',
    ],
    [
      'Cumplo las normas de la empresa aunque nadie me esté supervisando.',
      'I follow company rules even when nobody is supervising me.',
    ],
    ['Reconozco mis errores en lugar de ocultarlos.', 'I own up to my mistakes instead of hiding them.'],
    ['Si un atajo no perjudica a nadie, me salto una norma.', 'If a shortcut harms no one, I bend a rule.', 'reverse'],
  ]),
  ...items('RESPONSIBILITY', [
    ['Cumplo lo que prometo, aunque surjan inconvenientes.', 'I keep my promises, even when problems come up.'],
    [
      'Aviso con tiempo cuando no voy a poder cumplir un compromiso.',
      'I give notice in good time when I will not be able to meet a commitment.',
    ],
    ['Llego puntual a mis compromisos de trabajo.', 'I am on time for my work commitments.'],
    [
      'Cuando algo sale mal, busco a quién culpar.',
      'When something goes wrong, I look for someone to blame.',
      'reverse',
    ],
  ]),
  ...items('CONTINUOUS_LEARNING', [
    [
      'Dedico tiempo a aprender cosas nuevas relacionadas con mi trabajo.',
      'I set aside time to learn new things related to my work.',
    ],
    [
      'Pido retroalimentación sobre mi desempeño para mejorar.',
      'I ask for feedback on my performance so I can improve.',
    ],
    [
      'Aplico en mi trabajo lo que aprendo en cursos o lecturas.',
      'I apply what I learn from courses or reading in my work.',
    ],
    [
      'Siento que ya sé lo necesario para mi trabajo y no necesito seguir aprendiendo.',
      'I feel I already know what my job needs and have no need to keep learning.',
      'reverse',
    ],
  ]),
  ...items('SERVICE_QUALITY', [
    [
      'Verifico que mi trabajo cumpla los estándares acordados antes de darlo por terminado.',
      'I check that my work meets the agreed standards before I call it finished.',
    ],
    [
      'Corrijo de inmediato los errores que encuentro, aunque sean pequeños.',
      'I fix the mistakes I find straight away, even small ones.',
    ],
    [
      'Me aseguro de que lo que entrego no tenga que rehacerse.',
      'I make sure that what I deliver will not need redoing.',
    ],
    [
      'Si tengo poco tiempo, entrego un trabajo a medias sin avisar.',
      'When time is short, I hand in half-finished work without saying so.',
      'reverse',
    ],
  ]),
  ...items('DECISION_MAKING', [
    [
      'Tomo decisiones a tiempo aunque no tenga toda la información.',
      'I make decisions in good time even without all the information.',
    ],
    [
      'Evalúo los riesgos y beneficios de cada opción antes de decidir.',
      'I weigh the risks and benefits of each option before deciding.',
    ],
    ['Asumo las consecuencias de las decisiones que tomo.', 'I accept the consequences of the decisions I make.'],
    [
      'Postergo las decisiones difíciles todo lo que puedo.',
      'I put off difficult decisions for as long as I can.',
      'reverse',
    ],
  ]),
  ...items('STRATEGIC_THINKING', [
    [
      'Pienso en cómo mi trabajo de hoy afecta los objetivos de la empresa a largo plazo.',
      'I think about how my work today affects the company’s long-term goals.',
    ],
    [
      'Me anticipo a cambios del mercado o del sector que pueden afectar a mi área.',
      'I anticipate changes in the market or industry that could affect my area.',
    ],
    [
      'Priorizo las acciones que más aportan a los objetivos generales.',
      'I give priority to the actions that do most for the overall goals.',
    ],
    [
      'Me concentro en lo urgente del día y pocas veces pienso en el largo plazo.',
      'I focus on the day’s urgent matters and rarely think about the long term.',
      'reverse',
    ],
  ]),
  ...items('PEOPLE_DEVELOPMENT', [
    ['Dedico tiempo a enseñar a otros lo que sé.', 'I spend time teaching others what I know.'],
    ['Doy retroalimentación concreta para que otros mejoren.', 'I give specific feedback so that others can improve.'],
    ['Encargo a otros tareas que los desafían a crecer.', 'I give others tasks that challenge them to grow.'],
    [
      'Prefiero hacer yo mismo una tarea antes que tomarme el tiempo de enseñarla.',
      'I would rather do a task myself than take the time to teach it.',
      'reverse',
    ],
  ]),
  ...items('EMPATHY', [
    [
      'Me doy cuenta cuando alguien está preocupado aunque no lo diga.',
      'I notice when someone is worried even if they do not say so.',
    ],
    [
      'Trato de entender el punto de vista del otro antes de responder.',
      'I try to understand the other person’s point of view before answering.',
    ],
    [
      'Tengo en cuenta cómo se sentirán los demás con mis decisiones.',
      'I take into account how others will feel about my decisions.',
    ],
    [
      'No me interesan los problemas personales de mis compañeros.',
      'My colleagues’ personal problems do not interest me.',
      'reverse',
    ],
  ]),
  ...items('CONFLICT_MANAGEMENT', [
    [
      'Cuando hay un desacuerdo, hablo directamente con la persona involucrada.',
      'When there is a disagreement, I speak directly with the person involved.',
    ],
    [
      'Busco soluciones que las dos partes de un conflicto puedan aceptar.',
      'I look for solutions that both sides of a conflict can accept.',
    ],
    [
      'Separo el problema de las personas cuando converso un tema difícil.',
      'I keep the problem apart from the people when discussing a difficult issue.',
    ],
    [
      'Evito los conflictos aunque eso deje el problema sin resolver.',
      'I avoid conflict even when that leaves the problem unsolved.',
      'reverse',
    ],
  ]),
  ...items('SELF_CONTROL', [
    ['Pienso antes de responder cuando algo me molesta.', 'I think before answering when something annoys me.'],
    [
      'Mantengo un tono respetuoso aunque la otra persona me levante la voz.',
      'I keep a respectful tone even when the other person raises their voice.',
    ],
    [
      'Controlo mis emociones frente a clientes o compañeros en situaciones tensas.',
      'I keep my emotions in check in front of customers or colleagues in tense situations.',
    ],
    [
      'Cuando me enojo, digo cosas de las que después me arrepiento.',
      'When I get angry, I say things I later regret.',
      'reverse',
    ],
  ]),
  ...items('ORDER_AND_METHOD', [
    ['Mantengo ordenados mis archivos y materiales de trabajo.', 'I keep my files and work materials tidy.'],
    ['Sigo un procedimiento definido para las tareas que se repiten.', 'I follow a set procedure for recurring tasks.'],
    [
      'Registro lo que hago para poder retomarlo o para que otro lo continúe.',
      'I keep a record of what I do so that I, or someone else, can pick it up later.',
    ],
    [
      'Pierdo tiempo buscando documentos o información que necesito.',
      'I waste time looking for documents or information I need.',
      'reverse',
    ],
  ]),
  ...items('COMMERCIAL_ACUMEN', [
    [
      'Identifico oportunidades de venta en las conversaciones con clientes.',
      'I spot sales opportunities in conversations with customers.',
    ],
    ['Conozco los productos de la competencia y sus precios.', 'I know competitors’ products and their prices.'],
    [
      'Tengo en cuenta la rentabilidad cuando armo una oferta.',
      'I bear profitability in mind when I put an offer together.',
    ],
    [
      'Me incomoda hablar de precios o cerrar una venta.',
      'Talking about prices or closing a sale makes me uncomfortable.',
      'reverse',
    ],
  ]),
  ...items('TECHNICAL_EXPERTISE', [
    [
      'Me mantengo al día con las novedades técnicas de mi especialidad.',
      'I keep up to date with technical developments in my field.',
    ],
    [
      'Mis compañeros me consultan sus dudas técnicas sobre mi área.',
      'Colleagues come to me with technical questions about my area.',
    ],
    [
      'Resuelvo los problemas técnicos de mi trabajo sin necesitar ayuda.',
      'I solve the technical problems in my work without needing help.',
    ],
    [
      'Me cuesta explicar los fundamentos técnicos de lo que hago.',
      'I struggle to explain the technical basis of what I do.',
      'reverse',
    ],
  ]),
  ...items('SAFETY_AWARENESS', [
    [
      'Uso el equipo de protección indicado aunque la tarea sea corta.',
      'I wear the required protective equipment even for a short task.',
    ],
    [
      'Informo las condiciones inseguras que veo en el lugar de trabajo.',
      'I report the unsafe conditions I see at work.',
    ],
    [
      'Reviso que las herramientas o equipos estén en buen estado antes de usarlos.',
      'I check that tools or equipment are in good condition before using them.',
    ],
    ['Me salto un paso de seguridad cuando estoy apurado.', 'I skip a safety step when I am in a hurry.', 'reverse'],
  ]),
  ...items('COMMITMENT', [
    ['Me esfuerzo más cuando la empresa lo necesita.', 'I put in extra effort when the company needs it.'],
    [
      'Me identifico con los objetivos de la organización en la que trabajo.',
      'I identify with the goals of the organisation I work for.',
    ],
    [
      'Cuido los recursos de la empresa como si fueran míos.',
      'I look after the company’s resources as if they were my own.',
    ],
    [
      'Hago solo lo que exige mi puesto, aunque vea que hace falta algo más.',
      'I do only what my job requires, even when I see that more is needed.',
      'reverse',
    ],
  ]),
  ...items('DIGITAL_SKILLS', [
    ['Aprendo por mi cuenta a usar nuevas aplicaciones o programas.', 'I learn to use new apps or software on my own.'],
    [
      'Uso hojas de cálculo u otras herramientas digitales para organizar información.',
      'I use spreadsheets or other digital tools to organise information.',
    ],
    [
      'Busco en internet la solución a un problema técnico antes de pedir ayuda.',
      'I search online for the answer to a technical problem before asking for help.',
    ],
    [
      'Evito las herramientas digitales cuando puedo hacer la tarea a mano.',
      'I avoid digital tools when I can do the task by hand.',
      'reverse',
    ],
  ]),
  ...items('PROCESS_IMPROVEMENT', [
    [
      'Mido cuánto tiempo o cuántos recursos lleva un proceso para encontrar dónde mejorarlo.',
      'I measure how much time or resources a process takes to find where to improve it.',
    ],
    ['Propongo eliminar los pasos que no aportan valor.', 'I propose removing the steps that add no value.'],
    [
      'Después de un cambio, reviso si de verdad mejoró el resultado.',
      'After a change, I check whether it really improved the result.',
    ],
    [
      'Si un proceso funciona, no veo motivo para revisarlo.',
      'If a process works, I see no reason to review it.',
      'reverse',
    ],
  ]),
];
