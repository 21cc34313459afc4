import { composedScoreColor, formatPercent as percentText, interviewGradeColor, type ScoreColor } from '@terna/domain';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
  type IBorderOptions,
  type ParagraphChild,
} from 'docx';
import type { ReportApproval, ReportDocument, ReportSectionContent } from '../report-document.js';
import { fitInside, readLogo } from './report-image.js';
import { REPORT_TEXT, dateFormatter, formatNumber, formatPercent, reportText, type DateFormatter } from './report-text.js';
import { DISC_COLORS, DISC_LABEL_COLORS, REPORT_COLORS as C, SCORE_COLORS, SCORE_TINTS, docxColor } from './report-theme.js';

/**
 * The candidate report as a Word document, with the PDF's content and order. docx has no way to
 * draw the PDF's SVG chart without a rasteriser, so the DISC factors are a table whose bar is a row
 * of shaded cells (20 steps of 5): it prints, reads in any Word version, and stays editable text.
 */

type Words = ReturnType<typeof reportText>;

interface Context {
  words: Words;
  dates: DateFormatter;
  language: ReportDocument['language'];
}

// A4 in twips (1/20 pt) with 2 cm margins.
const PAGE = { width: 11906, height: 16838, margin: 1134 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const FONT = 'Calibri';
/** docx sizes are half-points. */
const pt = (points: number) => points * 2;

const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: docxColor(C.border) };
const NO_BORDERS = { top: NONE, bottom: NONE, left: NONE, right: NONE, insideHorizontal: NONE, insideVertical: NONE };
const RULED = { ...NO_BORDERS, top: RULE, bottom: RULE, insideHorizontal: RULE };

const text = (value: string, options: { bold?: boolean; size?: number; color?: string; italics?: boolean } = {}) =>
  new TextRun({ text: value, bold: options.bold, italics: options.italics, size: options.size ? pt(options.size) : undefined, color: options.color ? docxColor(options.color) : undefined });

const paragraph = (children: ParagraphChild[], options: { after?: number; before?: number; alignment?: (typeof AlignmentType)[keyof typeof AlignmentType]; keepNext?: boolean } = {}) =>
  new Paragraph({ children, alignment: options.alignment, keepNext: options.keepNext, spacing: { after: options.after ?? 60, before: options.before ?? 0 } });

/** A status chip: the label in its colour on the colour's tint. */
const chip = (label: string, color: ScoreColor) =>
  new TextRun({ text: ` ${label} `, bold: true, size: pt(8), color: docxColor(SCORE_COLORS[color]), shading: { type: ShadingType.CLEAR, color: 'auto', fill: docxColor(SCORE_TINTS[color]) } });

const caption = (value: string) => text(value.toUpperCase(), { bold: true, size: 7.5, color: C.muted });

const percentRun = (value: number | null, context: Context, size = 10) =>
  text(formatPercent(value, context.language), { bold: true, size, color: value === null ? C.muted : SCORE_COLORS[composedScoreColor(value)] });

const statusColor = (status: string): ScoreColor => (status === 'SUCCESS' ? 'success' : status === 'REJECT' ? 'error' : 'default');

function cell(children: (Paragraph | Table)[], options: { width?: number; fill?: string; columnSpan?: number; margins?: boolean; top?: boolean } = {}) {
  return new TableCell({
    children,
    width: options.width ? { size: options.width, type: WidthType.DXA } : undefined,
    columnSpan: options.columnSpan,
    verticalAlign: options.top ? VerticalAlignTable.TOP : VerticalAlignTable.CENTER,
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: docxColor(options.fill) } : undefined,
    margins: options.margins === false ? { top: 0, bottom: 0, left: 0, right: 0 } : { top: 70, bottom: 70, left: 100, right: 100 },
  });
}

/** Up to this many rows a table stays on one page (Word's "keep with next" on each row but the last). */
const KEEP_TOGETHER_ROWS = 12;

/** A ruled table: a shaded header row, then one row per entry; widths in twips, summing to the content width. */
function table(headers: string[], widths: number[], rows: ParagraphChild[][][]) {
  const keep = rows.length <= KEEP_TOGETHER_ROWS;
  const head = new TableRow({
    tableHeader: true,
    children: headers.map((title, index) => cell([paragraph([caption(title)], { after: 0, keepNext: true })], { width: widths[index], fill: C.band })),
  });
  const body = rows.map(
    (cells, row) =>
      new TableRow({
        cantSplit: true,
        children: cells.map((runs, index) => cell([paragraph(runs, { after: 0, keepNext: keep && row < rows.length - 1 })], { width: widths[index] })),
      }),
  );
  return new Table({ rows: [head, ...body], columnWidths: widths, width: { size: CONTENT, type: WidthType.DXA }, layout: TableLayoutType.FIXED, borders: RULED });
}

function header(doc: ReportDocument, context: Context) {
  const logo = readLogo(doc.company.logoDataUrl);
  const brand: ParagraphChild[] = [];
  if (logo) {
    brand.push(new ImageRun({ type: logo.type, data: logo.bytes, transformation: fitInside(logo, 120, 40), altText: { name: doc.company.name, description: doc.company.name, title: doc.company.name } }));
  }
  // The logo's own width (at most 120 px = 90 pt = 1800 twips) plus a gap before the company name.
  const logoWidth = logo ? fitInside(logo, 120, 40).width * 15 + 200 : 0;
  const row = new TableRow({
    children: [
      ...(logo ? [cell([paragraph(brand, { after: 0 })], { width: logoWidth, margins: false })] : []),
      cell([paragraph([text(doc.company.name, { bold: true, size: 12 })], { after: 0 }), paragraph([text(context.words('candidateReport'), { size: 8.5, color: C.secondary })], { after: 0 })], {
        width: CONTENT - logoWidth - 3200,
      }),
      cell([paragraph([text(context.dates.long(doc.generatedAt), { size: 8.5, color: C.secondary })], { after: 0, alignment: AlignmentType.RIGHT })], { width: 3200 }),
    ],
  });
  const brandRule: IBorderOptions = { style: BorderStyle.SINGLE, size: 12, color: docxColor(C.brand) };
  return new Header({
    children: [
      new Table({
        rows: [row],
        columnWidths: logo ? [logoWidth, CONTENT - logoWidth - 3200, 3200] : [CONTENT - 3200, 3200],
        width: { size: CONTENT, type: WidthType.DXA },
        layout: TableLayoutType.FIXED,
        borders: { ...NO_BORDERS, bottom: brandRule },
      }),
      paragraph([], { after: 0 }),
    ],
  });
}

/** "Página N de M": the language's words around Word's PAGE and NUMPAGES fields. */
function pageNumberRuns(language: ReportDocument['language']): TextRun {
  const parts = REPORT_TEXT[language].page.split(/(\{\{page\}\}|\{\{pages\}\})/).filter(Boolean);
  const children = parts.map((part) => (part === '{{page}}' ? PageNumber.CURRENT : part === '{{pages}}' ? PageNumber.TOTAL_PAGES : part));
  return new TextRun({ children, size: pt(7.5), color: docxColor(C.muted) });
}

function footer(doc: ReportDocument, context: Context) {
  const { words, dates } = context;
  return new Footer({
    children: [
      new Paragraph({
        border: { top: RULE },
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT }],
        children: [
          text(`${words('generatedOn', { date: dates.short(doc.generatedAt) })} · ${words('confidential')}`, { size: 7.5, color: C.muted }),
          new TextRun({ text: '\t' }),
          pageNumberRuns(doc.language),
        ],
      }),
    ],
  });
}

function field(label: string, value: string | null): Paragraph[] {
  if (!value) return [];
  return [paragraph([text(`${label}: `, { size: 8.5, color: C.muted }), text(value, { size: 9.5 })], { after: 30 })];
}

function identity(doc: ReportDocument, context: Context) {
  const { words, dates } = context;
  const { candidate, process } = doc;
  const period = [dates.short(process.startDate), dates.short(process.endDate)].filter(Boolean).join(' – ');
  const score = doc.composedScore;
  const tileWidth = 2300;
  const blockWidth = (CONTENT - tileWidth) / 2;
  return new Table({
    columnWidths: [blockWidth, blockWidth, tileWidth],
    width: { size: CONTENT, type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          cell(
            [
              paragraph([caption(words('candidate'))], { after: 40 }),
              paragraph([text(`${candidate.firstName} ${candidate.lastName}`.trim(), { bold: true, size: 14 })], { after: 80 }),
              ...field(words('identification'), candidate.identification),
              ...field(words('email'), candidate.email),
              ...field(words('status'), candidate.statusLabel),
              ...field(words('invitedAt'), dates.short(candidate.invitedAt)),
              ...field(words('finishedAt'), dates.short(candidate.finishedAt)),
            ],
            { width: blockWidth, fill: C.band, top: true },
          ),
          cell(
            [
              paragraph([caption(words('process'))], { after: 40 }),
              paragraph([text(process.name, { bold: true, size: 11 })], { after: 80 }),
              ...field(words('position'), process.position),
              ...field(words('period'), period || null),
            ],
            { width: blockWidth, fill: C.band, top: true },
          ),
          cell(
            [
              paragraph([text(formatPercent(score.value, doc.language), { bold: true, size: score.value === null ? 14 : 28, color: SCORE_COLORS[score.color] })], {
                after: 0,
                alignment: AlignmentType.CENTER,
              }),
              paragraph([text(words('composedScore'), { size: 8.5, color: C.secondary })], { after: 0, alignment: AlignmentType.CENTER }),
            ],
            { width: tileWidth, fill: C.band },
          ),
        ],
      }),
    ],
  });
}

function sectionHeading(section: ReportSectionContent, context: Context): Paragraph[] {
  const { words } = context;
  const result: ParagraphChild[] = [];
  if (section.value !== null) result.push(text(`${words('score')} `, { size: 9, color: C.secondary }), percentRun(section.value, context, 12), text('   '));
  result.push(chip(section.statusLabel, statusColor(section.status)));
  const minimum = section.value === null ? null : section.minValueToPass;
  const lines = [
    new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: [text(section.label)] }),
    new Paragraph({ keepNext: true, spacing: { after: minimum === null ? 120 : 40 }, children: result }),
  ];
  if (minimum !== null) {
    lines.push(paragraph([text(words('minToPass', { value: percentText(minimum) }), { size: 8, color: C.muted })], { after: 120, keepNext: true }));
  }
  return lines;
}

function approval(value: ReportApproval | null, context: Context): Paragraph[] {
  if (!value) return [];
  const params = { name: value.approvedBy, date: context.dates.short(value.approvedAt), observation: value.observation };
  return [
    new Paragraph({
      spacing: { before: 120, after: 120 },
      border: { left: { style: BorderStyle.SINGLE, size: 18, color: docxColor(SCORE_COLORS.success), space: 6 } },
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: docxColor(SCORE_TINTS.success) },
      children: [text(context.words(value.observation ? 'approval' : 'approvalNoObservation', params), { size: 9 })],
    }),
  ];
}

const BAR_STEPS = 20;
const STEP_WIDTH = 300;

/** The DISC factors: letter and name, a bar of 20 shaded cells (one per 5 points) and the value. */
function discTable(section: Extract<ReportSectionContent, { section: 'DISC' }>) {
  const labelWidth = 2838;
  const valueWidth = CONTENT - labelWidth - BAR_STEPS * STEP_WIDTH;
  const rows = section.factors.map((factor) => {
    const filled = Math.round(Math.min(100, Math.max(0, factor.value)) / (100 / BAR_STEPS));
    const bar = [
      ...(filled > 0 ? [cell([paragraph([], { after: 0 })], { columnSpan: filled, width: filled * STEP_WIDTH, fill: DISC_COLORS[factor.factor] })] : []),
      ...(filled < BAR_STEPS ? [cell([paragraph([], { after: 0 })], { columnSpan: BAR_STEPS - filled, width: (BAR_STEPS - filled) * STEP_WIDTH, fill: C.track })] : []),
    ];
    return new TableRow({
      cantSplit: true,
      children: [
        cell([paragraph([text(`${factor.factor}  `, { bold: true, color: DISC_LABEL_COLORS[factor.factor] }), text(factor.name)], { after: 0 })], { width: labelWidth }),
        ...bar,
        cell([paragraph([text(String(Math.round(factor.value)), { bold: true })], { after: 0, alignment: AlignmentType.RIGHT })], { width: valueWidth }),
      ],
    });
  });
  const white: IBorderOptions = { style: BorderStyle.SINGLE, size: 12, color: 'FFFFFF' };
  return new Table({
    rows,
    columnWidths: [labelWidth, ...new Array<number>(BAR_STEPS).fill(STEP_WIDTH), valueWidth],
    width: { size: CONTENT, type: WidthType.DXA },
    layout: TableLayoutType.FIXED,
    // White rules between rows keep the four bars apart.
    borders: { ...NO_BORDERS, insideHorizontal: white },
  });
}

function sectionDetail(section: ReportSectionContent, context: Context): (Paragraph | Table)[] {
  const { words, language } = context;
  const grade = (value: number | null) => (value === null ? '—' : words('gradeOfTen', { grade: formatNumber(value, language) }));
  switch (section.section) {
    case 'DISC':
      return [
        paragraph([caption(words('factors'))], { after: 60, keepNext: true }),
        discTable(section),
        ...(section.archetype ? [paragraph([caption(words('archetype'))], { before: 160, after: 20 }), paragraph([text(section.archetype, { bold: true, size: 16, color: C.primaryDark })])] : []),
        ...(section.interpretation ? [paragraph([caption(words('interpretation'))], { before: 100, after: 20 }), paragraph([text(section.interpretation)])] : []),
      ];
    case 'CURRICULUM':
      return [
        table(
          [words('cvSection'), words('weight'), words('match')],
          [CONTENT - 3400, 1400, 2000],
          section.parts.map((part) => [[text(part.label)], [text(percentText(part.weight))], [percentRun(part.score, context)]]),
        ),
      ];
    case 'COMPETENCE':
      return [
        table(
          [words('competence'), words('weight'), words('score'), words('level')],
          [CONTENT - 4800, 1200, 1800, 1800],
          section.competences.map((competence) => [
            [text(competence.name)],
            [text(competence.weight === null ? '' : percentText(competence.weight))],
            [percentRun(competence.value, context)],
            [chip(competence.level, composedScoreColor(competence.value))],
          ]),
        ),
      ];
    case 'KNOWLEDGE_TEST':
      return [
        paragraph([
          text(`${words('correctAnswers')}: `, { color: C.secondary }),
          text(words('correctOfTotal', { correct: section.correctAnswers, total: section.questionCount }), { bold: true, size: 14 }),
        ]),
      ];
    case 'INTERVIEW':
      return [
        paragraph([text(`${words('grade')}: `, { color: C.secondary }), text(grade(section.grade), { bold: true, size: 14, color: SCORE_COLORS[section.gradeColor] })], { after: 120 }),
        paragraph([caption(words('interviewerNotes'))], { after: 60, keepNext: true }),
        section.answers.length === 0
          ? paragraph([text(words('noNotes'), { color: C.muted })])
          : table(
              ['#', words('question'), words('answer'), words('grade')],
              [500, (CONTENT - 1900) / 2, (CONTENT - 1900) / 2, 1400],
              section.answers.map((answer, index) => [[text(`${index + 1}.`, { color: C.muted })], [text(answer.question, { bold: true })], [text(answer.answer)], [chip(grade(answer.grade), interviewGradeColor(answer.grade))]]),
            ),
      ];
    case 'RELIABILITY':
      return [
        paragraph([text(`${words('result')}: `, { color: C.secondary }), chip(section.resultLabel, section.resultColor)], { after: 120, keepNext: true }),
        table(
          [words('check'), words('riskLevel')],
          [CONTENT - 2600, 2600],
          section.checks.map((check) => [[text(check.label)], [chip(check.riskLabel, check.riskColor)]]),
        ),
      ];
  }
}

function completeBody(doc: ReportDocument, context: Context): (Paragraph | Table)[] {
  return doc.sections.flatMap((section) => [...sectionHeading(section, context), ...sectionDetail(section, context), ...approval(section.approval, context), paragraph([], { after: 120 })]);
}

function summaryBody(doc: ReportDocument, context: Context): (Paragraph | Table)[] {
  const { words } = context;
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(words('summary'))] }),
    table(
      [words('component'), words('score'), words('status')],
      [CONTENT - 4200, 2000, 2200],
      doc.sections.map((section) => [[text(section.label, { bold: true })], [percentRun(section.value, context)], [chip(section.statusLabel, statusColor(section.status))]]),
    ),
    ...doc.sections.flatMap((section) => approval(section.approval, context)),
  ];
}

export async function renderReportDocx(doc: ReportDocument): Promise<Uint8Array> {
  const context: Context = { words: reportText(doc.language), dates: dateFormatter(doc.language, doc.process.timeZone), language: doc.language };
  const name = `${doc.candidate.firstName} ${doc.candidate.lastName}`.trim();
  const document = new Document({
    creator: 'Terna',
    title: `${doc.title} - ${name}`,
    subject: context.words('candidateReport'),
    lastModifiedBy: 'Terna',
    styles: {
      default: {
        document: { run: { font: FONT, size: pt(10), color: docxColor(C.text) } },
        title: { run: { font: FONT, size: pt(18), bold: true, color: docxColor(C.primaryDark) }, paragraph: { spacing: { before: 120, after: 240 } } },
        heading2: { run: { font: FONT, size: pt(13), bold: true, color: docxColor(C.text) }, paragraph: { spacing: { before: 240, after: 60 }, keepNext: true } },
      },
    },
    sections: [
      {
        properties: { page: { size: { width: PAGE.width, height: PAGE.height }, margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: 567, footer: 567 } } },
        headers: { default: header(doc, context) },
        footers: { default: footer(doc, context) },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [text(doc.title)] }),
          identity(doc, context),
          paragraph([], { after: 120 }),
          ...(doc.layout === 'SUMMARY' ? summaryBody(doc, context) : completeBody(doc, context)),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
