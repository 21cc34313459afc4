/** @jsxRuntime automatic */
// The pragma above: `npm run serve` runs through tsx from the repository root, where no tsconfig sets `jsx`.
import { Document, renderToBuffer, Text, View } from '@react-pdf/renderer';
import type { Locale } from '@terna/domain';
import { Heading, ReportHeader, ReportPage, reportText, styles, winAnsiDocument } from '../reports/index.js';
import type { DataSubjectExport, ExportParticipation } from './data-subject-export.service.js';

const TEXT = {
  es: {
    kind: 'Exportación de datos personales',
    title: 'Datos personales de {{name}}',
    intro:
      'Todo lo que {{company}} guarda sobre esta persona en Terna, a pedido de {{user}}. El archivo JSON de la misma exportación tiene los mismos datos en formato legible por máquina.',
    scope: 'Alcance: solo los procesos de la agencia o el departamento de quien exportó.',
    profile: 'Perfil',
    curriculum: 'Currículum',
    searchDocument: 'Documento de búsqueda de CV',
    talentPool: 'Banco de talento',
    unwantedList: 'Lista de no deseados',
    process: 'Proceso: {{name}}',
    trustProcess: 'Proceso de confiabilidad: {{name}}',
    participation: 'Participación',
    results: 'Resultados de evaluación',
    tags: 'Etiquetas',
    feelings: 'Impresiones',
    hire: 'Contratación',
    timeline: 'Actividad y notas (reuniones, entrevistas, recordatorios)',
    consents: 'Consentimientos',
    evaluationSessions: 'Sesiones de evaluación y respuestas',
    files: 'Archivos de CV',
    reports: 'Informes generados',
    chatMessages: 'Mensajes de chat',
    comparator: 'Comparador',
    observerViews: 'Consultas de observadores',
    noProcesses: 'No participó en procesos de la empresa.',
    mails: 'Correos enviados',
    activityLog: 'Registro de actividad',
    none: 'Sin datos.',
    generated: 'Generado el {{date}} · Confidencial',
  },
  en: {
    kind: 'Personal data export',
    title: 'Personal data of {{name}}',
    intro:
      'Everything {{company}} keeps about this person in Terna, requested by {{user}}. The JSON file of the same export holds the same data in machine-readable form.',
    scope: "Scope: only the processes of the exporting member's agency or department.",
    profile: 'Profile',
    curriculum: 'CV',
    searchDocument: 'CV search document',
    talentPool: 'Talent pool',
    unwantedList: 'Unwanted list',
    process: 'Process: {{name}}',
    trustProcess: 'Trust process: {{name}}',
    participation: 'Participation',
    results: 'Evaluation results',
    tags: 'Tags',
    feelings: 'Feelings',
    hire: 'Hire',
    timeline: 'Activity and notes (meetings, interviews, reminders)',
    consents: 'Consents',
    evaluationSessions: 'Evaluation sessions and answers',
    files: 'CV files',
    reports: 'Generated reports',
    chatMessages: 'Chat messages',
    comparator: 'Comparator',
    observerViews: 'Observer views',
    noProcesses: "Took part in none of the company's processes.",
    mails: 'E-mails sent',
    activityLog: 'Activity log',
    none: 'No data.',
    generated: 'Generated on {{date}} · Confidential',
  },
} as const satisfies Record<Locale, Record<string, string>>;

type Key = keyof (typeof TEXT)['es'];

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** A value as one line of text: nested values as JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * One record as label/value lines; nothing is left out, so the PDF holds what the JSON holds. One
 * Text of inline runs per record: a View per line made a long history's layout several times slower.
 */
function RecordLines({ row }: { row: object }) {
  return (
    <View style={styles.tableRow} wrap={false}>
      <Text style={{ ...styles.body, flex: 1 }}>
        {Object.entries(row).map(([field, value], index) => (
          <Text key={field}>
            {index > 0 ? '\n' : ''}
            <Text style={styles.muted}>{`${field}: `}</Text>
            {show(value)}
          </Text>
        ))}
      </Text>
    </View>
  );
}

function Section({ title, rows, none }: { title: string; rows: readonly object[]; none: string }) {
  return (
    <View style={{ marginTop: 12 }}>
      <View style={{ marginBottom: 6 }} minPresenceAhead={40}>
        <Heading>{title}</Heading>
      </View>
      <View style={styles.table}>
        {rows.length === 0 ? (
          <Text style={{ ...styles.muted, ...styles.body, paddingVertical: 4 }}>{none}</Text>
        ) : (
          rows.map((row, index) => <RecordLines key={index} row={row} />)
        )}
      </View>
    </View>
  );
}

function Participation({ item, words }: { item: ExportParticipation; words: (key: Key) => string }) {
  const { evaluationSessions, ...rest } = item;
  // Each answer is a line of its own below its session, not one long JSON value.
  const sessions = evaluationSessions.flatMap(({ answers, ...session }) => [session, ...answers]);
  const title = fill(words(item.process.trust ? 'trustProcess' : 'process'), { name: item.process.name });
  const lists = [
    ['results', rest.results],
    ['tags', rest.tags],
    ['feelings', rest.feelings],
    ['hire', rest.hire ? [rest.hire] : []],
    ['timeline', rest.timeline],
    ['consents', rest.consents],
    ['evaluationSessions', sessions],
    ['files', rest.files],
    ['reports', rest.reports],
    ['chatMessages', rest.chatMessages],
    ['comparator', rest.comparator],
    ['observerViews', rest.observerViews],
  ] as const;
  return (
    <View break>
      <Text style={{ ...styles.title, fontSize: 14, marginTop: 0 }}>{title}</Text>
      <Section title={words('participation')} rows={[item.participation]} none={words('none')} />
      {lists.map(([key, rows]) => (
        <Section key={key} title={words(key)} rows={rows} none={words('none')} />
      ))}
    </View>
  );
}

/**
 * The export as a PDF, set like the reports (their page frame, header and Helvetica in
 * Windows-1252). Rendered in the request: an administrator's occasional download, unlike reports,
 * which a whole process may ask for at once and so go through the render threads.
 */
export async function renderDataSubjectExportPdf(exported: DataSubjectExport): Promise<Buffer> {
  const date = exported.generatedAt.toISOString().slice(0, 10);
  // Through JSON first: the PDF then prints each date as the JSON file does (ISO 8601, UTC).
  const doc = winAnsiDocument(JSON.parse(JSON.stringify(exported)) as DataSubjectExport);
  const words = (key: Key) => TEXT[doc.language][key];
  const name = `${show(doc.person.firstName)} ${show(doc.person.lastName)}`;
  const footer = fill(words('generated'), { date });
  const { talentPool } = doc;
  return renderToBuffer(
    <Document
      title={fill(words('title'), { name })}
      author={doc.company.name}
      language={doc.language}
      creator="Terna"
      producer="Terna"
    >
      <ReportPage
        running={`${doc.company.name} · ${words('kind')} · ${name}`}
        footer={footer}
        words={reportText(doc.language)}
      >
        <ReportHeader company={{ name: doc.company.name, logoDataUrl: null }} kind={words('kind')} date={date} />
        <Text style={styles.title}>{fill(words('title'), { name })}</Text>
        <Text style={styles.body}>
          {fill(words('intro'), { company: doc.company.name, user: doc.requestedBy.email })}
        </Text>
        {doc.scope.kind !== 'company' && <Text style={{ ...styles.body, ...styles.bold }}>{words('scope')}</Text>}
        <Section title={words('profile')} rows={[doc.person]} none={words('none')} />
        <Section title={words('curriculum')} rows={doc.curriculum ? [doc.curriculum] : []} none={words('none')} />
        <Section
          title={words('searchDocument')}
          rows={doc.searchDocument ? [doc.searchDocument] : []}
          none={words('none')}
        />
        <Section
          title={words('talentPool')}
          rows={[{ optIn: talentPool.optIn, optInAt: talentPool.optInAt }, ...talentPool.purchases]}
          none={words('none')}
        />
        <Section title={words('unwantedList')} rows={doc.unwantedList} none={words('none')} />
        {doc.participations.length === 0 && (
          <Text style={{ ...styles.body, marginTop: 12 }}>{words('noProcesses')}</Text>
        )}
        {doc.participations.map((item) => (
          <Participation key={item.processPersonId} item={item} words={words} />
        ))}
        <View break>
          <Section title={words('mails')} rows={doc.mails} none={words('none')} />
          <Section title={words('activityLog')} rows={doc.activityLog} none={words('none')} />
        </View>
      </ReportPage>
    </Document>,
  );
}
