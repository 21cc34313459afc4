import { Font, renderToBuffer } from '@react-pdf/renderer';
import type { AnyReportDocument } from '../report-document.js';
import { renderReportDocx } from './report-docx.js';
import { candidateReportPdf } from './report-pdf.js';
import { trustReportPdf } from './trust-pdf.js';
import { winAnsiDocument } from './win-ansi.js';

// Once per thread (each render thread loads this module once): react-pdf's default hyphenation
// splits Spanish words at English break points, so words are kept whole and lines break at spaces.
Font.registerHyphenationCallback((word) => [word]);

/**
 * A report's file: PDF or DOCX by the document's format; the trust report is always PDF. Pure: no
 * I/O, the document carries everything (the logo as a data: URL), so it runs in a worker thread.
 */
export async function renderReport(doc: AnyReportDocument): Promise<Uint8Array> {
  if (doc.kind === 'TRUST') return renderToBuffer(trustReportPdf(winAnsiDocument(doc)));
  // Word files are Unicode: only the PDFs' standard font needs the text in Windows-1252.
  if (doc.format === 'DOCX') return renderReportDocx(doc);
  return renderToBuffer(candidateReportPdf(winAnsiDocument(doc)));
}
