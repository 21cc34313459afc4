// The reports module's public entry: what other modules may use. Everything else stays inside.
export { requireReportsFeature } from './company-reports.service.js';
// The report PDFs' page frame and pieces, for other documents set like them (the personal data export).
export { Heading, ReportHeader, ReportPage, styles } from './documents/pdf-parts.js';
export { reportText } from './documents/report-text.js';
export { winAnsiDocument } from './documents/win-ansi.js';
