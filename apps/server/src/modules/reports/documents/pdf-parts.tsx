/** @jsxRuntime automatic */
// The pragma above: `npm run serve` runs through tsx from the repository root, where no tsconfig sets `jsx`.
import { Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { composedScoreColor, displayPercent, formatPercent as percentText, type ScoreColor } from '@terna/domain';
import type { ReactNode } from 'react';
import type { ReportCandidate, ReportCompany, ReportProcess } from '../report-document.js';
import { fitInside, readLogo } from './report-image.js';
import type { DateFormatter, reportText } from './report-text.js';
import { REPORT_COLORS as C, SCORE_COLORS, SCORE_TINTS } from './report-theme.js';

/** The pieces both PDF reports share: page frame, header, identity card, chips, bars and tables. */

export type Words = ReturnType<typeof reportText>;

export const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 60, paddingHorizontal: 42, fontFamily: 'Helvetica', fontSize: 9.5, color: C.text },
  runningHeader: { position: 'absolute', top: 18, left: 42, right: 42, fontSize: 7.5, color: C.muted, flexDirection: 'row', justifyContent: 'space-between' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 42,
    right: 42,
    paddingTop: 6,
    borderTopWidth: 0.75,
    borderTopColor: C.border,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: C.muted,
  },
  header: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', paddingBottom: 10, borderBottomWidth: 2, borderBottomColor: C.brand },
  brand: { flexDirection: 'row', alignItems: 'center', maxWidth: 340 },
  companyName: { fontFamily: 'Helvetica-Bold', fontSize: 12, color: C.text },
  kind: { fontSize: 8.5, color: C.secondary, marginTop: 1 },
  headerDate: { fontSize: 8.5, color: C.secondary, textAlign: 'right' },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 18, color: C.primaryDark, marginTop: 16, marginBottom: 12, lineHeight: 1.2 },
  card: { flexDirection: 'row', backgroundColor: C.band, borderRadius: 6, padding: 14, marginBottom: 18 },
  // Fixed widths: react-pdf measures wrapped text in flexible columns at the wrong width.
  candidateBlock: { width: 195, paddingRight: 14 },
  processBlock: { width: 170, paddingRight: 14 },
  // No letter spacing: text extraction and screen readers would read a spaced caption letter by letter.
  caption: { fontFamily: 'Helvetica-Bold', fontSize: 7.5, color: C.muted, textTransform: 'uppercase', marginBottom: 4 },
  personName: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: C.text, marginBottom: 2, lineHeight: 1.2 },
  contact: { fontSize: 9, color: C.primary, marginBottom: 7 },
  processName: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: C.text, marginBottom: 6, lineHeight: 1.25 },
  field: { flexDirection: 'row', marginBottom: 2.5 },
  fieldLabel: { width: 70, fontSize: 8, color: C.muted, paddingTop: 0.8 },
  fieldValue: { flex: 1, fontSize: 9 },
  tile: { width: 118, backgroundColor: C.white, borderRadius: 6, borderTopWidth: 3, paddingVertical: 10, paddingHorizontal: 10, alignItems: 'center', justifyContent: 'center' },
  tileValue: { fontFamily: 'Helvetica-Bold', fontSize: 30, lineHeight: 1.1 },
  tileLabel: { fontSize: 8, color: C.secondary, marginTop: 3, textAlign: 'center' },
  chip: { borderRadius: 8, paddingHorizontal: 6, paddingVertical: 1.5, fontFamily: 'Helvetica-Bold', fontSize: 7.5, alignSelf: 'flex-start' },
  barTrack: { height: 5, backgroundColor: C.track, borderRadius: 2.5, flexDirection: 'row' },
  table: { borderTopWidth: 0.75, borderTopColor: C.border },
  tableHead: { flexDirection: 'row', backgroundColor: C.band, paddingVertical: 4, paddingHorizontal: 6 },
  tableHeadCell: { fontFamily: 'Helvetica-Bold', fontSize: 7.5, color: C.secondary, textTransform: 'uppercase' },
  tableRow: { flexDirection: 'row', paddingVertical: 5, paddingHorizontal: 6, borderBottomWidth: 0.75, borderBottomColor: C.border, alignItems: 'center' },
  note: { flexDirection: 'row', marginTop: 10, padding: 8, borderLeftWidth: 3, borderRadius: 3, fontSize: 8.5 },
  muted: { color: C.muted },
  /**
   * Running text. react-pdf multiplies a unitless lineHeight by the element's own fontSize (18 when it
   * only inherits one), so the two are always set together, per Text rather than on the Page.
   */
  body: { fontSize: 9.5, lineHeight: 1.4 },
  bold: { fontFamily: 'Helvetica-Bold' },
});

/**
 * A4 pages with the running header (from page 2) and the footer ("Página N de M") drawn around the
 * content by the Page's `layout`. The classic alternative, `fixed` elements with `render` props,
 * makes react-pdf lay the rest of the document out again at every page break: the same pages cost
 * about a third more CPU that way (measured in docs/reports/README.md).
 */
export function ReportPage({ running, footer, words, children }: { running: string; footer: string; words: Words; children: ReactNode }) {
  return (
    <Page
      size="A4"
      style={styles.page}
      layout={({ children: content, pageNumber = 1, totalPages = 1 }) => (
        <>
          <View style={styles.runningHeader}>
            <Text>{pageNumber > 1 ? running : ''}</Text>
          </View>
          {content}
          <View style={styles.footer}>
            <Text>{footer}</Text>
            <Text>{words('page', { page: pageNumber, pages: totalPages })}</Text>
          </View>
        </>
      )}
    >
      {children}
    </Page>
  );
}

const LOGO_BOX = { width: 120, height: 40 };

export function ReportHeader({ company, kind, date }: { company: ReportCompany; kind: string; date: string }) {
  const logo = readLogo(company.logoDataUrl);
  return (
    <View style={styles.header}>
      <View style={styles.brand}>
        {logo && (
          <Image src={{ data: logo.bytes, format: logo.type }} style={{ ...fitInside(logo, LOGO_BOX.width, LOGO_BOX.height), marginRight: 10 }} />
        )}
        <View>
          <Text style={styles.companyName}>{company.name}</Text>
          <Text style={styles.kind}>{kind}</Text>
        </View>
      </View>
      <Text style={styles.headerDate}>{date}</Text>
    </View>
  );
}

function Field({ label, value, labelWidth }: { label: string; value: string | null; labelWidth?: number }) {
  if (!value) return null;
  return (
    <View style={styles.field}>
      <Text style={{ ...styles.fieldLabel, ...(labelWidth ? { width: labelWidth } : {}) }}>{label}</Text>
      <Text style={styles.fieldValue}>{value}</Text>
    </View>
  );
}

/**
 * An e-mail address has no place to break a line (a hyphen inside one would change it), so a long
 * one is set smaller to fit the block (Helvetica's lower case averages half an em).
 */
function fitFontSize(value: string, width: number, size: number, min: number): number {
  return Math.max(min, Math.min(size, width / (value.length * 0.52)));
}

export const fullName = (candidate: ReportCandidate) => `${candidate.firstName} ${candidate.lastName}`.trim();

function period(process: ReportProcess, dates: DateFormatter): string | null {
  const start = dates.short(process.startDate);
  const end = dates.short(process.endDate);
  if (!start && !end) return null;
  return [start, end].filter(Boolean).join(' – ');
}

/** Who was evaluated, in which process, and the headline result (the tile) on the right. */
export function IdentityCard(props: { candidate: ReportCandidate; process: ReportProcess; words: Words; dates: DateFormatter; children: ReactNode }) {
  const { candidate, process, words, dates } = props;
  return (
    <View style={styles.card} wrap={false}>
      <View style={styles.candidateBlock}>
        <Text style={styles.caption}>{words('candidate')}</Text>
        <Text style={styles.personName}>{fullName(candidate)}</Text>
        {candidate.email && <Text style={{ ...styles.contact, fontSize: fitFontSize(candidate.email, 181, 9, 6.5) }}>{candidate.email}</Text>}
        {!candidate.email && <View style={{ height: 5 }} />}
        <Field label={words('identification')} value={candidate.identification} />
        <Field label={words('status')} value={candidate.statusLabel} />
        <Field label={words('invitedAt')} value={dates.short(candidate.invitedAt)} />
        <Field label={words('finishedAt')} value={dates.short(candidate.finishedAt)} />
      </View>
      <View style={styles.processBlock}>
        <Text style={styles.caption}>{words('process')}</Text>
        <Text style={styles.processName}>{process.name}</Text>
        <Field label={words('position')} value={process.position} labelWidth={44} />
        <Field label={words('period')} value={period(process, dates)} labelWidth={44} />
      </View>
      {props.children}
    </View>
  );
}

/** A part's title with the brand's accent bar, as each report section starts. */
export function Heading({ children }: { children: ReactNode }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <View style={{ width: 3, height: 14, backgroundColor: C.brand, marginRight: 7, borderRadius: 1.5 }} />
      <Text style={{ fontFamily: 'Helvetica-Bold', fontSize: 13, color: C.text }}>{children}</Text>
    </View>
  );
}

export function Tile({ value, label, color, small = false }: { value: string; label: string; color: ScoreColor; small?: boolean }) {
  return (
    <View style={{ ...styles.tile, borderTopColor: SCORE_COLORS[color] }}>
      <Text style={{ ...styles.tileValue, color: SCORE_COLORS[color], ...(small ? { fontSize: 15, lineHeight: 1.25, textAlign: 'center' } : {}) }}>{value}</Text>
      <Text style={styles.tileLabel}>{label}</Text>
    </View>
  );
}

export function Chip({ label, color }: { label: string; color: ScoreColor }) {
  return <Text style={{ ...styles.chip, color: SCORE_COLORS[color], backgroundColor: SCORE_TINTS[color] }}>{label}</Text>;
}

export const statusColor = (status: string): ScoreColor => (status === 'SUCCESS' ? 'success' : status === 'REJECT' ? 'error' : 'default');

/** A 0-100 value as a bar in its score colour, with an optional tick at the minimum to pass. */
export function ScoreBar({ value, min, width }: { value: number; min?: number | null; width?: number }) {
  const percent = displayPercent(value);
  return (
    <View style={{ ...styles.barTrack, ...(width ? { width } : { flexGrow: 1 }), position: 'relative' }}>
      <View style={{ width: `${percent}%`, backgroundColor: SCORE_COLORS[composedScoreColor(value)], borderRadius: 2.5 }} />
      {min !== null && min !== undefined && (
        <View style={{ position: 'absolute', left: `${displayPercent(min)}%`, top: -2, width: 1.2, height: 9, backgroundColor: C.text }} />
      )}
    </View>
  );
}

/** A bar followed by its percentage, for table cells. */
export function BarCell({ value, width = 90 }: { value: number; width?: number }) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <ScoreBar value={value} width={width} />
      <Text style={{ marginLeft: 6, width: 28, textAlign: 'right', fontFamily: 'Helvetica-Bold' }}>{percentText(value)}</Text>
    </View>
  );
}

export interface Column {
  title: string;
  /** A flex share, or a fixed width in points. */
  flex?: number;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

const columnStyle = (column: Column) => ({
  ...(column.width ? { width: column.width } : { flex: column.flex ?? 1 }),
  textAlign: column.align ?? 'left',
  paddingRight: 6,
});

/** A table whose rows never split across pages, nor its header from the first row. */
export function Table({ columns, rows }: { columns: Column[]; rows: ReactNode[][] }) {
  return (
    <View style={styles.table}>
      <View style={styles.tableHead} wrap={false} minPresenceAhead={24}>
        {columns.map((column) => (
          <Text key={column.title} style={{ ...styles.tableHeadCell, ...columnStyle(column) }}>
            {column.title}
          </Text>
        ))}
      </View>
      {rows.map((cells, row) => (
        <View key={row} style={styles.tableRow} wrap={false}>
          {cells.map((cell, index) => {
            const column = columns[index]!;
            return typeof cell === 'string' ? (
              <Text key={index} style={columnStyle(column)}>
                {cell}
              </Text>
            ) : (
              <View key={index} style={{ ...columnStyle(column), alignItems: column.align === 'right' ? 'flex-end' : 'flex-start' }}>
                {cell}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

/** A coloured side note (an approval, an explanation). */
export function Note({ color, children }: { color: ScoreColor; children: ReactNode }) {
  return (
    <View style={{ ...styles.note, borderLeftColor: SCORE_COLORS[color], backgroundColor: SCORE_TINTS[color] }} wrap={false}>
      <Text style={{ flex: 1, fontSize: 8.5, lineHeight: 1.4 }}>{children}</Text>
    </View>
  );
}
