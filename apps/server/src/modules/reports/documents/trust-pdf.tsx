/** @jsxRuntime automatic */
import { Document, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { RISK_LEVELS, riskColor, riskLevelLabel } from '@terna/domain';
import type { TrustReportDocument } from '../report-document.js';
import { Chip, Heading, IdentityCard, ReportHeader, ReportPage, Table, Tile, fullName, styles } from './pdf-parts.js';
import { dateFormatter, reportText } from './report-text.js';
import { REPORT_COLORS as C } from './report-theme.js';

/** The trust report: the reliability result, each check with its risk level (required first), and how to read it. */
export function trustReportPdf(doc: TrustReportDocument): ReactElement<DocumentProps> {
  const words = reportText(doc.language);
  const dates = dateFormatter(doc.language, doc.process.timeZone);
  const name = fullName(doc.candidate);
  const footer = `${words('generatedOn', { date: dates.short(doc.generatedAt) })} · ${words('confidential')}`;
  return (
    <Document title={`${doc.title} - ${name}`} author={doc.company.name} subject={words('trustReport')} language={doc.language} creator="Terna" producer="Terna">
      <ReportPage running={`${doc.company.name} · ${doc.title} · ${name}`} footer={footer} words={words}>
        <ReportHeader company={doc.company} kind={words('trustReport')} date={dates.long(doc.generatedAt)} />
        <Text style={styles.title}>{doc.title}</Text>
        <IdentityCard candidate={doc.candidate} process={doc.process} words={words} dates={dates}>
          <Tile value={doc.result.label} label={words('result')} color={doc.result.color} small />
        </IdentityCard>
        <View style={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', marginBottom: 10 }}>
          <Heading>{words('checks')}</Heading>
          {doc.completedAt && <Text style={styles.muted}>{words('completedAt', { date: dates.short(doc.completedAt) })}</Text>}
        </View>
        <Table
          columns={[{ title: words('check'), flex: 2 }, { title: words('checkType'), width: 110 }, { title: words('riskLevel'), width: 120 }]}
          rows={doc.checks.map((check) => [
            <Text key="label" style={check.required ? styles.bold : {}}>
              {check.label}
            </Text>,
            <Text key="type" style={styles.muted}>
              {words(check.required ? 'required' : 'optional')}
            </Text>,
            <Chip key="risk" label={check.riskLabel} color={check.riskColor} />,
          ])}
        />
        <View style={{ flexDirection: 'row', alignItems: 'center', marginTop: 14 }} wrap={false}>
          <Text style={{ ...styles.caption, marginBottom: 0, marginRight: 8 }}>{words('riskScale')}</Text>
          {[...RISK_LEVELS].reverse().map((level) => (
            <View key={level} style={{ marginRight: 6 }}>
              <Chip label={riskLevelLabel(level, doc.language)} color={riskColor(level)} />
            </View>
          ))}
        </View>
        <View style={{ marginTop: 12, padding: 10, backgroundColor: C.band, borderRadius: 5 }} wrap={false}>
          <Text style={{ color: C.secondary, fontSize: 8.5, lineHeight: 1.4 }}>{words('trustExplanation')}</Text>
        </View>
      </ReportPage>
    </Document>
  );
}
