import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text a person reads in a generated report, for tests that check what a PDF or DOCX says. */

// pdfjs wants its standard font metrics to read text set in Helvetica without embedding it.
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text, in reading order, with runs separated by single spaces. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const runs = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(runs.join(' ').replace(/\s+/g, ' ').trim());
  }
  await pdf.destroy();
  return pages;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (xml: string) => xml.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

/** A Word file's parts by name (word/document.xml, word/footer1.xml, word/media/...). */
export function docxParts(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** The text of one of a Word file's XML parts: its runs' text, paragraphs on their own lines. */
export function docxPartText(bytes: Uint8Array, part = 'word/document.xml'): string {
  const xml = docxParts(bytes)[part];
  if (!xml) throw new Error(`the document has no ${part}`);
  let text = '';
  for (const match of strFromU8(xml).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:tab\/>/g)) {
    text += match[1] !== undefined ? decode(match[1]) : match[0] === '</w:p>' ? '\n' : '\t';
  }
  return text;
}
