import { strToU8, zipSync } from 'fflate';
import type { AnalyticsExportFormat, Locale } from '@terna/domain';
import type { CompanyAnalytics } from './analytics.service.js';

type Cell = string | number;

const HEADERS: Record<Locale, { section: string; item: string; value: string; extra: string }> = {
  es: { section: 'Sección', item: 'Elemento', value: 'Valor', extra: 'Procesos' },
  en: { section: 'Section', item: 'Item', value: 'Value', extra: 'Processes' },
};

const SECTIONS: Record<Locale, Record<string, string>> = {
  es: {
    filters: 'Filtros',
    processesByStatus: 'Procesos por estado',
    processesByMonth: 'Procesos por mes',
    candidatesByStatus: 'Candidatos por estado',
    candidatesBySource: 'Candidatos por fuente',
    timeToHire: 'Tiempo de contratación (días)',
    tags: 'Etiquetas',
    from: 'Desde',
    to: 'Hasta',
    agency: 'Agencia',
    all: 'Todas',
    hires: 'Contrataciones',
    median: 'Mediana',
  },
  en: {
    filters: 'Filters',
    processesByStatus: 'Processes by status',
    processesByMonth: 'Processes by month',
    candidatesByStatus: 'Candidates by status',
    candidatesBySource: 'Candidates by source',
    timeToHire: 'Time to hire (days)',
    tags: 'Tags',
    from: 'From',
    to: 'To',
    agency: 'Agency',
    all: 'All',
    hires: 'Hires',
    median: 'Median',
  },
};

/** The analytics as one table: a header, then one row per figure (section, item, value, processes for tags). */
export function analyticsRows(analytics: CompanyAnalytics, locale: Locale, agencyName: string | null): Cell[][] {
  const s = SECTIONS[locale];
  const h = HEADERS[locale];
  const band = (from: number, to: number | null) => (to === null ? `${from}+` : `${from}-${to}`);
  return [
    [h.section, h.item, h.value, h.extra],
    [s.filters!, s.from!, analytics.filters.from ?? '', ''],
    [s.filters!, s.to!, analytics.filters.to ?? '', ''],
    [s.filters!, s.agency!, agencyName ?? s.all!, ''],
    ...analytics.processesByStatus.map((row) => [s.processesByStatus!, row.status, row.count, '']),
    ...analytics.processesByMonth.map((row) => [s.processesByMonth!, row.month, row.count, '']),
    ...analytics.candidatesByStatus.map((row) => [s.candidatesByStatus!, row.status, row.count, '']),
    ...analytics.candidatesBySource.map((row) => [s.candidatesBySource!, row.source, row.count, '']),
    [s.timeToHire!, s.hires!, analytics.timeToHire.hires, ''],
    [s.timeToHire!, s.median!, analytics.timeToHire.medianDays ?? '', ''],
    ...analytics.timeToHire.bands.map((row) => [s.timeToHire!, band(row.from, row.to), row.count, '']),
    ...analytics.tags.map((row) => [s.tags!, row.label, row.candidates, row.processes]),
  ];
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is quoted with an apostrophe (CSV injection). */
const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function toCsv(rows: Cell[][]): Buffer {
  const field = (cell: Cell) => {
    const text = typeof cell === 'number' ? String(cell) : neutralised(cell);
    return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  // The byte-order mark makes Excel read the accents as UTF-8.
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`, 'utf8');
}

const xml = (text: string) =>
  text
    .replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!)
    .replace(
      // eslint-disable-next-line no-control-regex -- XML 1.0 cannot carry these control characters at all.
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g,
      '',
    );

const column = (index: number) => String.fromCharCode(65 + index);

/**
 * A one-sheet Office Open XML workbook, zipped with fflate (already a dependency): the four parts a
 * spreadsheet needs and inline strings, so no shared-string table. Enough for a table of figures.
 */
export function toXlsx(rows: Cell[][], sheetName: string): Buffer {
  const sheetRows = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          return typeof cell === 'number'
            ? `<c r="${ref}"><v>${cell}</v></c>`
            : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(cell)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

export const EXPORT_TYPES: Record<AnalyticsExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
