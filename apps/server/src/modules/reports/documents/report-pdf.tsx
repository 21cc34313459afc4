/** @jsxRuntime automatic */
import { Document, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { composedScoreColor, formatPercent as percentText, interviewGradeColor } from '@terna/domain';
import type {
  CompetenceSection,
  CurriculumSection,
  DiscSection,
  InterviewSection,
  KnowledgeSection,
  ReliabilitySection,
  ReportApproval,
  ReportDocument,
  ReportSectionContent,
} from '../report-document.js';
import { DiscChart } from './disc-chart.js';
import { BarCell, Chip, Heading, IdentityCard, Note, ReportHeader, ReportPage, ScoreBar, Table, Tile, fullName, statusColor, styles, type Words } from './pdf-parts.js';
import { dateFormatter, formatNumber, formatPercent, reportText, type DateFormatter } from './report-text.js';
import { DISC_COLORS, REPORT_COLORS as C, SCORE_COLORS } from './report-theme.js';

/** The candidate report as a react-pdf document: COMPLETE shows each section's detail, SUMMARY one row each. */

interface Context {
  words: Words;
  dates: DateFormatter;
  language: ReportDocument['language'];
}

function SectionHeading({ section, context }: { section: ReportSectionContent; context: Context }) {
  const { words, language } = context;
  return (
    // Kept whole, and moved to the next page with its section when under 90 pt would follow it.
    <View style={{ marginTop: 6 }} wrap={false} minPresenceAhead={90}>
      <View style={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' }}>
        <Heading>{section.label}</Heading>
        <View style={{ flexDirection: 'row', alignItems: 'center' }}>
          {section.value !== null && (
            <Text style={{ marginRight: 8, fontSize: 9, color: C.secondary }}>
              {`${words('score')} `}
              <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 12, color: SCORE_COLORS[composedScoreColor(section.value)] }}>{formatPercent(section.value, language)}</Text>
            </Text>
          )}
          <Chip label={section.statusLabel} color={statusColor(section.status)} />
        </View>
      </View>
      {section.value !== null && (
        <View style={{ marginTop: 6 }}>
          <ScoreBar value={section.value} min={section.minValueToPass} />
          {section.minValueToPass !== null && (
            <Text style={{ ...styles.muted, fontSize: 7.5, marginTop: 3 }}>{words('minToPass', { value: percentText(section.minValueToPass) })}</Text>
          )}
        </View>
      )}
    </View>
  );
}

function Approval({ approval, context }: { approval: ReportApproval | null; context: Context }) {
  if (!approval) return null;
  const params = { name: approval.approvedBy, date: context.dates.short(approval.approvedAt), observation: approval.observation };
  return <Note color="success">{context.words(approval.observation ? 'approval' : 'approvalNoObservation', params)}</Note>;
}

function DiscDetail({ section, context }: { section: DiscSection; context: Context }) {
  const { words } = context;
  return (
    <View>
      <View style={{ flexDirection: 'row', marginTop: 6 }} wrap={false}>
        <DiscChart factors={section.factors} />
        <View style={{ flex: 1, marginLeft: 20 }}>
          {section.archetype && (
            <View style={{ marginBottom: 14 }}>
              <Text style={styles.caption}>{words('archetype')}</Text>
              <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 24, color: C.primaryDark, lineHeight: 1.1 }}>{section.archetype}</Text>
            </View>
          )}
          <Text style={styles.caption}>{words('factors')}</Text>
          {section.factors.map((factor) => (
            <View key={factor.factor} style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 3 }}>
              <View style={{ width: 8, height: 8, borderRadius: 2, backgroundColor: DISC_COLORS[factor.factor], marginRight: 6 }} />
              <Text style={{ flex: 1 }}>{`${factor.factor} · ${factor.name}`}</Text>
              <Text style={styles.bold}>{String(Math.round(factor.value))}</Text>
            </View>
          ))}
        </View>
      </View>
      {section.interpretation && (
        <View style={{ marginTop: 10 }} wrap={false}>
          <Text style={styles.caption}>{words('interpretation')}</Text>
          <Text style={styles.body}>{section.interpretation}</Text>
        </View>
      )}
    </View>
  );
}

function CurriculumDetail({ section, context }: { section: CurriculumSection; context: Context }) {
  const { words } = context;
  return (
    <Table
      columns={[{ title: words('cvSection'), flex: 2 }, { title: words('weight'), width: 60, align: 'right' }, { title: words('match'), width: 140 }]}
      rows={section.parts.map((part) => [part.label, percentText(part.weight), <BarCell key="bar" value={part.score} />])}
    />
  );
}

function CompetenceDetail({ section, context }: { section: CompetenceSection; context: Context }) {
  const { words } = context;
  return (
    <Table
      columns={[
        { title: words('competence'), flex: 2 },
        { title: words('weight'), width: 50, align: 'right' },
        { title: words('score'), width: 140 },
        { title: words('level'), width: 60 },
      ]}
      rows={section.competences.map((competence) => [
        competence.name,
        competence.weight === null ? '' : percentText(competence.weight),
        <BarCell key="bar" value={competence.value} />,
        <Chip key="level" label={competence.level} color={composedScoreColor(competence.value)} />,
      ])}
    />
  );
}

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <View style={{ backgroundColor: C.band, borderRadius: 5, paddingVertical: 8, paddingHorizontal: 12, marginRight: 10, minWidth: 120 }}>
      <Text style={styles.caption}>{label}</Text>
      <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 16, color: color ?? C.text }}>{value}</Text>
    </View>
  );
}

// The score is in the heading already; the detail is how many answers it stands for.
function KnowledgeDetail({ section, context }: { section: KnowledgeSection; context: Context }) {
  const { words } = context;
  return (
    <View style={{ flexDirection: 'row' }} wrap={false}>
      <Stat label={words('correctAnswers')} value={words('correctOfTotal', { correct: section.correctAnswers, total: section.questionCount })} />
    </View>
  );
}

function InterviewDetail({ section, context }: { section: InterviewSection; context: Context }) {
  const { words, language } = context;
  const grade = (value: number | null) => (value === null ? '—' : words('gradeOfTen', { grade: formatNumber(value, language) }));
  return (
    <View>
      <View style={{ flexDirection: 'row' }} wrap={false}>
        <Stat label={words('grade')} value={grade(section.grade)} color={SCORE_COLORS[section.gradeColor]} />
      </View>
      <Text style={{ ...styles.caption, marginTop: 10 }}>{words('interviewerNotes')}</Text>
      {section.answers.length === 0 && <Text style={styles.muted}>{words('noNotes')}</Text>}
      {section.answers.map((answer, index) => (
        <View key={index} style={{ flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 0.75, borderBottomColor: C.border }} wrap={false}>
          <Text style={{ width: 16, fontFamily: 'Helvetica-Bold', color: C.muted }}>{`${index + 1}.`}</Text>
          <View style={{ flex: 1, paddingRight: 10 }}>
            <Text style={{ ...styles.bold, ...styles.body }}>{answer.question}</Text>
            <Text style={{ ...styles.body, color: C.secondary, marginTop: 2 }}>{answer.answer}</Text>
          </View>
          <View style={{ width: 52, alignItems: 'flex-end' }}>
            <Chip label={grade(answer.grade)} color={interviewGradeColor(answer.grade)} />
          </View>
        </View>
      ))}
    </View>
  );
}

function ReliabilityDetail({ section, context }: { section: ReliabilitySection; context: Context }) {
  const { words } = context;
  return (
    <View>
      <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 8 }} wrap={false}>
        <Text style={{ ...styles.muted, marginRight: 6 }}>{words('result')}</Text>
        <Chip label={section.resultLabel} color={section.resultColor} />
      </View>
      <Table
        columns={[{ title: words('check'), flex: 2 }, { title: words('riskLevel'), width: 120 }]}
        rows={section.checks.map((check) => [check.label, <Chip key="risk" label={check.riskLabel} color={check.riskColor} />])}
      />
    </View>
  );
}

function SectionDetail({ section, context }: { section: ReportSectionContent; context: Context }) {
  switch (section.section) {
    case 'DISC':
      return <DiscDetail section={section} context={context} />;
    case 'CURRICULUM':
      return <CurriculumDetail section={section} context={context} />;
    case 'COMPETENCE':
      return <CompetenceDetail section={section} context={context} />;
    case 'KNOWLEDGE_TEST':
      return <KnowledgeDetail section={section} context={context} />;
    case 'INTERVIEW':
      return <InterviewDetail section={section} context={context} />;
    case 'RELIABILITY':
      return <ReliabilityDetail section={section} context={context} />;
  }
}

/**
 * A rough height of a section in points, enough to tell a short section (kept on one page, never
 * split from its heading) from a long one (allowed to break between its rows).
 */
function estimatedHeight(section: ReportSectionContent): number {
  const heading = 60 + (section.approval ? 50 : 0);
  switch (section.section) {
    case 'DISC':
      return heading + 240;
    case 'CURRICULUM':
      return heading + 24 + 23 * section.parts.length;
    case 'COMPETENCE':
      return heading + 24 + 23 * section.competences.length;
    case 'KNOWLEDGE_TEST':
      return heading + 60;
    case 'INTERVIEW':
      return heading + 80 + 55 * section.answers.length;
    case 'RELIABILITY':
      return heading + 50 + 23 * section.checks.length;
  }
}

/** Under this a section moves to the next page whole rather than leave a few rows behind. */
const KEEP_TOGETHER_MAX = 380;

function CompleteSections({ doc, context }: { doc: ReportDocument; context: Context }) {
  return (
    <>
      {doc.sections.map((section) => (
        <View key={section.section} style={{ marginBottom: 20 }} wrap={estimatedHeight(section) > KEEP_TOGETHER_MAX}>
          <SectionHeading section={section} context={context} />
          <View style={{ marginTop: 10 }}>
            <SectionDetail section={section} context={context} />
          </View>
          <Approval approval={section.approval} context={context} />
        </View>
      ))}
    </>
  );
}

function SummarySections({ doc, context }: { doc: ReportDocument; context: Context }) {
  const { words, language } = context;
  return (
    <View>
      <View style={{ marginBottom: 10 }}>
        <Heading>{words('summary')}</Heading>
      </View>
      <Table
        columns={[{ title: words('component'), flex: 2 }, { title: words('score'), width: 150 }, { title: words('status'), width: 90 }]}
        rows={doc.sections.map((section) => [
          section.label,
          section.value === null ? <Text key="none" style={styles.muted}>{formatPercent(null, language)}</Text> : <BarCell key="bar" value={section.value} />,
          <Chip key="status" label={section.statusLabel} color={statusColor(section.status)} />,
        ])}
      />
      {doc.sections.map((section) => (
        <Approval key={section.section} approval={section.approval} context={context} />
      ))}
    </View>
  );
}

export function candidateReportPdf(doc: ReportDocument): ReactElement<DocumentProps> {
  const words = reportText(doc.language);
  const dates = dateFormatter(doc.language, doc.process.timeZone);
  const context: Context = { words, dates, language: doc.language };
  const name = fullName(doc.candidate);
  const footer = `${words('generatedOn', { date: dates.short(doc.generatedAt) })} · ${words('confidential')}`;
  return (
    <Document title={`${doc.title} - ${name}`} author={doc.company.name} subject={words('candidateReport')} language={doc.language} creator="Terna" producer="Terna">
      <ReportPage running={`${doc.company.name} · ${doc.title} · ${name}`} footer={footer} words={words}>
        <ReportHeader company={doc.company} kind={words('candidateReport')} date={dates.long(doc.generatedAt)} />
        <Text style={styles.title}>{doc.title}</Text>
        <IdentityCard candidate={doc.candidate} process={doc.process} words={words} dates={dates}>
          <Tile value={formatPercent(doc.composedScore.value, doc.language)} label={words('composedScore')} color={doc.composedScore.color} small={doc.composedScore.value === null} />
        </IdentityCard>
        {doc.layout === 'SUMMARY' ? <SummarySections doc={doc} context={context} /> : <CompleteSections doc={doc} context={context} />}
      </ReportPage>
    </Document>
  );
}
