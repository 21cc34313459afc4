import { COMPONENT_LABELS, CV_SECTION_LABELS, RISK_LEVEL_LABELS, TRUST_CHECK_LABELS, type Locale, type ReportSection } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import { docxPartText, docxParts, pdfPages } from '../../../support/document-text.js';
import type { ReportDocument } from '../../../../src/modules/reports/report-document.js';
import { renderReport } from '../../../../src/modules/reports/documents/render.js';
import { sampleReportDocument, sampleTrustReportDocument } from '../../../../src/modules/reports/documents/sample-document.js';

/** The sample's own words each language must print, besides the catalogue labels. */
const EXPECTED = {
  es: {
    score: 'Puntaje',
    composed: 'Puntaje compuesto',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
    approval: 'Aprobado por Laura Gómez el 18-11-2025',
    question: '¿Cómo maneja los desacuerdos con un compañero de bodega?',
    correct: '13 de 20',
    summary: 'Resumen de resultados',
    notes: 'Notas del entrevistador',
    generated: 'Generado el 21-11-2025',
  },
  en: {
    score: 'Score',
    composed: 'Composed score',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    approval: 'Approved by Laura Gómez on 18-11-2025',
    question: 'How do you handle disagreements with a warehouse colleague?',
    correct: '13 of 20',
    summary: 'Summary of results',
    notes: 'Interviewer’s notes',
    generated: 'Generated on 21-11-2025',
  },
} as const satisfies Record<Locale, unknown>;

const NAME = 'Ana María Pérez Núñez';
const CHOSEN: ReportSection[] = ['DISC', 'COMPETENCE', 'INTERVIEW'];

async function pdfText(doc: ReportDocument | ReturnType<typeof sampleTrustReportDocument>) {
  const bytes = await renderReport(doc);
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const pages = await pdfPages(bytes);
  return { pages, text: pages.join('\n') };
}

/** The DOCX body, header and footer text (the header and footer hold the company and the page numbers). */
async function docxText(doc: ReportDocument) {
  const bytes = await renderReport(doc);
  const parts = docxParts(bytes);
  const partText = (prefix: string) =>
    Object.keys(parts)
      .filter((name) => name.startsWith(prefix) && name.endsWith('.xml'))
      .map((name) => docxPartText(bytes, name))
      .join('\n');
  return { bytes, parts, body: docxPartText(bytes), header: partText('word/header'), footer: partText('word/footer') };
}

describe.each(['es', 'en'] as const)('candidate report PDF (%s)', (language) => {
  const words = EXPECTED[language];
  const labels = COMPONENT_LABELS[language];

  it('shows the candidate, the composed score, every section and the page numbers', async () => {
    const { pages, text } = await pdfText(sampleReportDocument({ language }));
    expect(text).toContain(NAME);
    expect(text).toContain('Andina Logística S.A.S.');
    expect(text).toContain('86%');
    expect(text).toContain(words.composed);
    expect(text).toContain(words.score);
    for (const label of Object.values(labels)) expect(text).toContain(label);
    expect(text).toContain('Di');
    expect(text).toContain(words.approval);
    expect(text).toContain(words.question);
    expect(text).toContain(words.notes.toUpperCase());
    expect(text).toContain(words.correct);
    expect(text).toContain(CV_SECTION_LABELS[language].SALARY);
    expect(text).toContain(words.generated);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(words.page(index + 1, pages.length)));
  });

  it('leaves out the sections not chosen', async () => {
    const { text } = await pdfText(sampleReportDocument({ language, sections: CHOSEN }));
    for (const section of CHOSEN) expect(text).toContain(labels[section as keyof typeof labels]);
    expect(text).not.toContain(labels.CURRICULUM);
    expect(text).not.toContain(labels.KNOWLEDGE_TEST);
    expect(text).not.toContain(labels.RELIABILITY);
    expect(text).not.toContain(CV_SECTION_LABELS[language].SALARY);
    expect(text).not.toContain(words.correct);
    expect(text).not.toContain(words.approval);
    expect(text).not.toContain(TRUST_CHECK_LABELS[language].DRUGS);
  });

  it('summarises one row per section in the SUMMARY layout', async () => {
    const { text } = await pdfText(sampleReportDocument({ language, layout: 'SUMMARY' }));
    expect(text).toContain(words.summary);
    for (const label of Object.values(labels)) expect(text).toContain(label);
    expect(text).toContain('81%');
    expect(text).toContain(words.approval);
    expect(text).not.toContain(words.question);
    expect(text).not.toContain(CV_SECTION_LABELS[language].SALARY);
    expect(text).toContain(words.page(1, 1));
  });
});

describe.each(['es', 'en'] as const)('candidate report DOCX (%s)', (language) => {
  const words = EXPECTED[language];
  const labels = COMPONENT_LABELS[language];

  it('holds the same content, the logo and Word page-number fields', async () => {
    const { parts, body, header, footer } = await docxText(sampleReportDocument({ language, format: 'DOCX' }));
    expect(body).toContain(NAME);
    expect(header).toContain('Andina Logística S.A.S.');
    expect(body).toContain('86%');
    expect(body).toContain(words.composed);
    expect(body).toContain(words.score);
    for (const label of Object.values(labels)) expect(body).toContain(label);
    expect(body).toContain(words.approval);
    expect(body).toContain(words.question);
    expect(body).toContain(words.correct);
    expect(footer).toContain(words.generated);
    expect(footer).toContain(language === 'es' ? 'Página' : 'Page');
    const footerXml = new TextDecoder().decode(Object.entries(parts).find(([name]) => name.startsWith('word/footer'))![1]);
    expect(footerXml).toMatch(/PAGE/);
    expect(footerXml).toMatch(/NUMPAGES/);
    expect(Object.keys(parts).some((name) => name.startsWith('word/media/'))).toBe(true);
  });

  it('leaves out the sections not chosen', async () => {
    const { body } = await docxText(sampleReportDocument({ language, format: 'DOCX', sections: CHOSEN }));
    for (const section of CHOSEN) expect(body).toContain(labels[section as keyof typeof labels]);
    expect(body).not.toContain(labels.CURRICULUM);
    expect(body).not.toContain(labels.KNOWLEDGE_TEST);
    expect(body).not.toContain(labels.RELIABILITY);
    expect(body).not.toContain(words.correct);
  });

  it('summarises one row per section in the SUMMARY layout', async () => {
    const { body } = await docxText(sampleReportDocument({ language, format: 'DOCX', layout: 'SUMMARY' }));
    expect(body).toContain(words.summary);
    for (const label of Object.values(labels)) expect(body).toContain(label);
    expect(body).not.toContain(words.question);
  });
});

describe('the company logo', () => {
  it('is left out, with the company name still shown, when there is none or it cannot be read', async () => {
    for (const logoDataUrl of [null, 'data:image/png;base64,bm90IGEgcG5n', 'https://example.com/logo.png']) {
      const doc = { ...sampleReportDocument({ sections: ['KNOWLEDGE_TEST'] }), company: { name: 'Sin Logo Ltda.', logoDataUrl } };
      const { text } = await pdfText(doc);
      expect(text).toContain('Sin Logo Ltda.');
      const word = await docxText({ ...doc, format: 'DOCX' });
      expect(word.header).toContain('Sin Logo Ltda.');
      expect(Object.keys(word.parts).some((name) => name.startsWith('word/media/'))).toBe(false);
    }
  });
});

describe('text outside Windows-1252', () => {
  it('prints readably in the PDF and unchanged in the DOCX', async () => {
    const base = sampleReportDocument({ sections: ['KNOWLEDGE_TEST'] });
    const doc = { ...base, candidate: { ...base.candidate, firstName: 'Łucja', lastName: 'Dvořák ≥' } };
    expect((await pdfText(doc)).text).toContain('Lucja Dvorák >=');
    expect((await docxText({ ...doc, format: 'DOCX' })).body).toContain('Łucja Dvořák ≥');
  });
});

describe.each(['es', 'en'] as const)('trust report (%s)', (language) => {
  it('lists the required checks, the optional ones taken and their risk levels', async () => {
    const doc = sampleTrustReportDocument({ language });
    const { pages, text } = await pdfText(doc);
    const checks = TRUST_CHECK_LABELS[language];
    expect(text).toContain(NAME);
    expect(text).toContain(doc.result.label);
    for (const check of [checks.THEFT, checks.INTEGRITY, checks.LIE, checks.VIOLENCE, checks.DRUGS]) expect(text).toContain(check);
    expect(text).not.toContain(checks.MOBBING);
    for (const risk of Object.values(RISK_LEVEL_LABELS[language])) expect(text).toContain(risk);
    expect(text.indexOf(checks.LIE)).toBeLessThan(text.indexOf(checks.VIOLENCE));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(EXPECTED[language].page(1, 1));
  });
});
