import type { Locale, ResourceKind } from '@terna/domain';

/** A resource-centre item Terna ships with. */
export interface SeedResourceItem {
  slug: string;
  kind: ResourceKind;
  language: Locale;
  title: string;
  description: string;
  url: string;
  body: string;
}

const LAUNCH_ES = `# Antes de empezar

Un proceso reúne una vacante, las evaluaciones que rendirán los candidatos y el plan que lo paga. Para lanzarlo necesitas el permiso de crear procesos y un plan con cupo disponible. Desde la lista de procesos pulsa **Lanzar proceso** y elige el producto: solo aparecen los planes que tu empresa tiene contratados.

Puedes partir de una plantilla de cargo, de un proceso anterior o de un perfil en blanco. Partir de un proceso anterior copia sus competencias, pruebas y pesos, y te ahorra la mitad del trabajo cuando vuelves a contratar para el mismo cargo.

# Los pasos del asistente

El asistente guarda un borrador cada vez que pulsas **Siguiente**, así que puedes salir y retomarlo desde el menú del proceso.

1. **Perfil del cargo**: nombre del proceso, descripción (al menos 30 caracteres), temporalidad, rango salarial, agencia y departamento. El título de la publicación es lo que verán los candidatos.
2. **Currículum**: qué secciones del CV pides y cuánto pesa cada una al compararlo con el perfil.
3. **Competencias**: elige las competencias del cargo y el nivel esperado. Son la base de la evaluación por competencias.
4. **Pruebas**: pruebas de conocimiento de la biblioteca o de tu propio banco de preguntas.
5. **Entrevista**: preguntas que el candidato responde y que luego calificas desde su detalle.
6. **Componentes y pesos**: activa el DISC, el CV, las competencias, las pruebas y la entrevista, y reparte los pesos. Deben sumar 100; el puntaje compuesto de cada candidato sale de ellos.
7. **Fechas y publicación**: inicio, fin y publicación en bolsas de empleo. La fecha de inicio no puede estar en el pasado.
8. **Resumen**: revisa todo antes de lanzar.

# Lanzar

**Lanzar** en el resumen descuenta el plan y publica el proceso con su enlace público de postulación. Copia el enlace para candidatos o invítalos por correo desde la pestaña Candidatos. Si el plan no tiene cupo verás el aviso de producto activo: libera un proceso o pide más créditos.

# Después del lanzamiento

Algunos cambios dejan de estar permitidos cuando los candidatos empiezan: no puedes cambiar las competencias si alguien ya respondió, ni los pesos si alguien ya terminó. El asistente te dice qué campos quedan bloqueados y por qué. Para ampliar el plazo usa **Extender** en el menú del proceso; para cerrar antes, **Cerrar proceso**.

# Consejos

- Escribe una descripción concreta: los candidatos deciden con ella si postulan.
- Pocas competencias bien elegidas discriminan mejor que muchas.
- Pon más peso en lo que de verdad predice el desempeño en el cargo.
- Revisa el resumen con alguien del equipo antes de lanzar: después del lanzamiento el plan ya se descontó.`;

const LAUNCH_EN = `# Before you start

A process brings together a vacancy, the evaluations candidates take and the plan that pays for it. To launch one you need permission to create processes and a plan with quota left. On the process list press **Launch process** and choose the product: only the plans your company holds appear.

You can start from a role template, from an earlier process or from a blank profile. Starting from an earlier process copies its competences, tests and weights, and saves half the work when you hire for the same role again.

# The wizard's steps

The wizard saves a draft every time you press **Next**, so you can leave and resume from the process's menu.

1. **Job profile**: the process name, a description (at least 30 characters), temporality, salary range, agency and department. The publication title is what candidates see.
2. **Curriculum**: which CV sections you ask for and how much each weighs against the profile.
3. **Competences**: choose the role's competences and the expected level. They are the base of the competence evaluation.
4. **Tests**: knowledge tests from the library or from your own question bank.
5. **Interview**: questions the candidate answers, which you grade later from their detail.
6. **Components and weights**: switch on DISC, CV, competences, tests and interview, and share out the weights. They must add up to 100; each candidate's composed score comes from them.
7. **Dates and publication**: start, end and job-board publication. The start date cannot be in the past.
8. **Summary**: check everything before launching.

# Launching

**Launch** on the summary debits the plan and publishes the process with its public application link. Copy the candidates' link or invite them by e-mail from the Candidates tab. If the plan has no quota left you see the active-product notice: free a process or ask for more credits.

# After the launch

Some changes stop being allowed once candidates start: you cannot change the competences once someone has answered, nor the weights once someone has finished. The wizard tells you which fields are locked and why. To give more time use **Extend** in the process menu; to end early, **Close process**.

# Tips

- Write a concrete description: candidates use it to decide whether to apply.
- A few well-chosen competences tell candidates apart better than many.
- Put more weight on what really predicts performance in the role.
- Go through the summary with a colleague before launching: once launched, the plan has been debited.`;

const DISC_ES = `# Qué mide el DISC

El DISC describe cómo se comporta una persona en el trabajo, no cuánto sabe ni si es buena o mala candidata. No hay perfiles mejores ni peores: hay perfiles que encajan más o menos con lo que pide el cargo. El candidato responde un cuestionario breve eligiendo, en cada grupo de frases, la que más y la que menos lo describe.

# Los cuatro factores

- **D, Dominancia**: cómo enfrenta problemas y retos. Alta: directa, decidida, competitiva. Baja: prudente, cooperativa, evita la confrontación.
- **I, Influencia**: cómo se relaciona con las personas y las convence. Alta: sociable, optimista, expresiva. Baja: reservada, objetiva, más centrada en los datos que en las personas.
- **S, Estabilidad**: cómo responde al ritmo y al cambio. Alta: paciente, constante, leal, prefiere lo conocido. Baja: inquieta, flexible, busca variedad.
- **C, Cumplimiento**: cómo se relaciona con las reglas y la calidad. Alta: precisa, analítica, sigue procedimientos. Baja: independiente, prefiere decidir sin tantas normas.

# El gráfico y el arquetipo

En el detalle del candidato, la pestaña DISC muestra el gráfico de los cuatro factores y su **arquetipo**. Terna usa 16 arquetipos que combinan el factor dominante con su vecino: una letra sola (D, I, S, C) indica un factor claramente dominante; una segunda letra minúscula (Di, Sc, Cd...) indica que el perfil se inclina hacia ese segundo factor; dos mayúsculas (DI, IS, SC, CD) indican dos factores equilibrados.

Por ejemplo, **Di** es una persona enérgica y persuasiva que impulsa el cambio; **Sc**, alguien confiable y ordenado que trabaja bien con instrucciones claras; **CD**, un perfeccionista orientado a resultados. Junto a cada arquetipo verás su interpretación.

# Cómo usarlo al seleccionar

1. Antes de ver resultados, decide qué comportamiento pide el cargo: un vendedor de campo suele necesitar I y D altos; un analista contable, C alto; un cajero, S y C.
2. Compara el arquetipo con ese perfil, no con tu preferencia personal.
3. Usa el DISC junto con el CV, las competencias y la entrevista. El puntaje compuesto ya lo combina según los pesos del proceso.
4. Lleva a la entrevista las preguntas que abre el perfil: a un C alto pregúntale cómo decide con información incompleta; a un I alto, cómo hace el seguimiento de los detalles.

# Validez del resultado

Si el candidato respondió demasiado rápido o de forma incoherente, el resultado se marca como de validez dudosa. Trátalo con cautela y, si el cargo lo merece, pide que repita el cuestionario.`;

const DISC_EN = `# What DISC measures

DISC describes how a person behaves at work, not how much they know nor whether they are a good or bad candidate. No profile is better or worse: profiles fit the role more or less. The candidate answers a short questionnaire, choosing in each group of statements the one that describes them most and the one that describes them least.

# The four factors

- **D, Dominance**: how they face problems and challenges. High: direct, decisive, competitive. Low: careful, cooperative, avoids confrontation.
- **I, Influence**: how they relate to people and persuade them. High: sociable, optimistic, expressive. Low: reserved, objective, more focused on data than on people.
- **S, Steadiness**: how they respond to pace and change. High: patient, steady, loyal, prefers the familiar. Low: restless, flexible, seeks variety.
- **C, Conscientiousness**: how they relate to rules and quality. High: precise, analytical, follows procedures. Low: independent, prefers to decide without many rules.

# The chart and the archetype

In the candidate's detail, the DISC tab shows the chart of the four factors and the **archetype**. Terna uses 16 archetypes that combine the dominant factor with its neighbour: a single letter (D, I, S, C) means one clearly dominant factor; a lower-case second letter (Di, Sc, Cd...) means the profile leans towards that second factor; two capitals (DI, IS, SC, CD) mean two balanced factors.

For example, **Di** is an energetic, persuasive person who drives change; **Sc**, someone reliable and orderly who works well with clear instructions; **CD**, a results-oriented perfectionist. Each archetype comes with its interpretation.

# Using it when you select

1. Before you look at results, decide what behaviour the role asks for: a field salesperson usually needs high I and D; an accounting analyst, high C; a cashier, S and C.
2. Compare the archetype with that profile, not with your personal taste.
3. Use DISC together with the CV, the competences and the interview. The composed score already combines them by the process's weights.
4. Take the questions the profile opens to the interview: ask a high C how they decide with incomplete information; a high I how they keep track of details.

# Validity of the result

If the candidate answered too fast or inconsistently, the result is marked as of doubtful validity. Treat it with care and, if the role deserves it, ask them to take the questionnaire again.`;

const COMPARE_ES = `# Tres herramientas para decidir

Cuando los candidatos terminan sus evaluaciones, Terna te da tres herramientas para pasar de una lista larga a una decisión: las **opiniones**, los **finalistas** y el **comparador**. Todas están en las pestañas del control del proceso.

# Opiniones: Me gusta, Tal vez, No me gusta

En la pestaña Candidatos, cada candidato que terminó sus evaluaciones puede recibir tu opinión: **Me gusta**, **Tal vez** o **No me gusta**. Cada persona del equipo da la suya, y los observadores externos que invitaste también pueden opinar desde su informe. Las opiniones se ven con el nombre de quien las dio, así que la discusión del equipo parte de datos y no de memoria.

# Finalistas

Todo candidato que alguien marcó con Me gusta o Tal vez pasa a la pestaña **Finalistas**, ordenado por ranking. Un No me gusta lo saca. Ahí puedes filtrar por las opiniones de los observadores y ver en un vistazo quiénes convencen a todos y en quiénes hay dudas.

# El comparador

El comparador pone hasta cinco candidatos lado a lado. Agrégalos con **Agregar candidato** o desde el menú de un candidato. Para cada uno verás:

- el resultado general (el puntaje compuesto) y el de cada componente;
- el arquetipo DISC;
- el currículum por sección y cada competencia;
- el veredicto de confiabilidad, si el plan lo incluye;
- la aspiración salarial.

En cada fila se destaca el mejor valor, para que las diferencias salten a la vista. Un candidato que no rindió un componente aparece como «Sin dato», nunca como cero.

# Un método que funciona

1. Revisa la lista ordenada por puntaje compuesto y marca Me gusta o Tal vez en los que merecen una segunda mirada.
2. Invita a un observador (el jefe del área, por ejemplo) para que opine sobre los finalistas.
3. Lleva al comparador a los tres a cinco mejores y busca dónde se separan: a menudo la diferencia no está en el resultado general sino en una competencia clave o en el perfil DISC.
4. Usa lo que encuentres para preparar la entrevista final.
5. Cuando decidas, marca al elegido como contratado desde su menú. Si alguien no debe volver a postular, agrégalo a la lista de no deseados con su motivo.

# Compartir la decisión

Los informes en PDF o Word de cada candidato y el enlace de observador permiten que quien no usa Terna vea exactamente lo mismo que tú, sin acceso a nada más.`;

const COMPARE_EN = `# Three tools for deciding

When candidates finish their evaluations, Terna gives you three tools to get from a long list to a decision: **feelings**, the **shortlist** and the **comparator**. They are all among the process control tabs.

# Feelings: I like, Maybe, I don't like

On the Candidates tab, every candidate who finished their evaluations can get your feeling: **I like**, **Maybe** or **I don't like**. Each team member gives their own, and the outside observers you invited can give theirs from their report. Feelings show with the name of who gave them, so the team's discussion starts from facts, not memory.

# Shortlist

Every candidate someone marked I like or Maybe moves to the **Shortlist** tab, ordered by ranking. An I don't like takes them off. There you can filter by the observers' feelings and see at a glance who convinces everyone and who raises doubts.

# The comparator

The comparator puts up to five candidates side by side. Add them with **Add candidate** or from a candidate's menu. For each one you see:

- the overall result (the composed score) and each component's;
- the DISC archetype;
- the CV by section and each competence;
- the trust verdict, when the plan includes it;
- the expected salary.

Each row highlights its best value, so the differences stand out. A candidate who did not take a component shows "No data", never zero.

# A method that works

1. Go through the list ordered by composed score and mark I like or Maybe on those who deserve a second look.
2. Invite an observer (the head of the area, for instance) to give their view on the shortlist.
3. Put the best three to five in the comparator and look for where they differ: often the difference is not the overall result but one key competence or the DISC profile.
4. Use what you find to prepare the final interview.
5. Once you decide, mark the chosen one as hired from their menu. If someone should not apply again, add them to the unwanted list with the reason.

# Sharing the decision

The PDF or Word report of each candidate and the observer link let people who do not use Terna see exactly what you see, with access to nothing else.`;

/** The guides, videos and documents every installation starts with, in Spanish and English. */
export const SEED_RESOURCE_ITEMS: readonly SeedResourceItem[] = [
  {
    slug: 'como-lanzar-un-proceso',
    kind: 'GUIDE',
    language: 'es',
    title: 'Cómo lanzar un proceso',
    description: 'Los pasos del asistente de lanzamiento, del perfil del cargo al enlace de postulación.',
    url: '',
    body: LAUNCH_ES,
  },
  {
    slug: 'how-to-launch-a-process',
    kind: 'GUIDE',
    language: 'en',
    title: 'How to launch a process',
    description: 'The launch wizard step by step, from the job profile to the application link.',
    url: '',
    body: LAUNCH_EN,
  },
  {
    slug: 'como-leer-el-disc',
    kind: 'GUIDE',
    language: 'es',
    title: 'Cómo leer el DISC',
    description: 'Los factores D, I, S y C, los 16 arquetipos y cómo usarlos al seleccionar.',
    url: '',
    body: DISC_ES,
  },
  {
    slug: 'how-to-read-disc',
    kind: 'GUIDE',
    language: 'en',
    title: 'How to read DISC',
    description: 'The D, I, S and C factors, the 16 archetypes and how to use them when selecting.',
    url: '',
    body: DISC_EN,
  },
  {
    slug: 'como-comparar-candidatos',
    kind: 'GUIDE',
    language: 'es',
    title: 'Cómo comparar candidatos',
    description: 'Opiniones, finalistas y comparador: de la lista larga a la decisión.',
    url: '',
    body: COMPARE_ES,
  },
  {
    slug: 'how-to-compare-candidates',
    kind: 'GUIDE',
    language: 'en',
    title: 'How to compare candidates',
    description: 'Feelings, shortlist and comparator: from the long list to the decision.',
    url: '',
    body: COMPARE_EN,
  },
  {
    slug: 'video-primeros-pasos-en-terna',
    kind: 'VIDEO',
    language: 'es',
    title: 'Primeros pasos en Terna',
    description: 'Un recorrido de diez minutos por la lista de procesos, los candidatos y los informes.',
    url: 'https://academia.terna.lat/videos/primeros-pasos',
    body: '',
  },
  {
    slug: 'video-getting-started-with-terna',
    kind: 'VIDEO',
    language: 'en',
    title: 'Getting started with Terna',
    description: 'A ten-minute tour of the process list, the candidates and the reports.',
    url: 'https://academia.terna.lat/videos/getting-started',
    body: '',
  },
  {
    slug: 'video-entrevistas-por-competencias',
    kind: 'VIDEO',
    language: 'es',
    title: 'Entrevistas por competencias',
    description: 'Cómo preparar y calificar la entrevista del proceso a partir de las competencias del cargo.',
    url: 'https://academia.terna.lat/videos/entrevistas-por-competencias',
    body: '',
  },
  {
    slug: 'documento-manual-del-reclutador',
    kind: 'DOCUMENT',
    language: 'es',
    title: 'Manual del reclutador',
    description: 'La referencia completa de Terna para equipos de selección, en PDF.',
    url: 'https://academia.terna.lat/documentos/manual-del-reclutador.pdf',
    body: '',
  },
  {
    slug: 'document-recruiter-handbook',
    kind: 'DOCUMENT',
    language: 'en',
    title: 'Recruiter handbook',
    description: 'The complete Terna reference for hiring teams, as a PDF.',
    url: 'https://academia.terna.lat/documents/recruiter-handbook.pdf',
    body: '',
  },
  {
    slug: 'documento-politica-de-privacidad-de-candidatos',
    kind: 'DOCUMENT',
    language: 'es',
    title: 'Guía de privacidad de datos de candidatos',
    description: 'Qué datos guarda Terna de cada candidato, por cuánto tiempo y cómo atender sus solicitudes.',
    url: 'https://academia.terna.lat/documentos/privacidad-candidatos.pdf',
    body: '',
  },
];
