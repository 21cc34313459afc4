/**
 * `node --import tsx scripts/report-sample.ts [--out <dir>] [--runs <n>]`: renders the sample candidate
 * report (every section, es and en, PDF and DOCX, COMPLETE and SUMMARY) and the sample trust report
 * into --out (default data/report-sample), the first page of the Spanish ones as the PNGs in
 * docs/reports (pdftoppm, from poppler-utils), then times --runs renders of the full PDF (default 30):
 * directly on this thread, and through a one-thread render pool as the report worker runs them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { renderReport } from '../apps/server/src/modules/reports/documents/render.js';
import { createRenderPool } from '../apps/server/src/modules/reports/documents/render-pool.js';
import {
  sampleReportDocument,
  sampleTrustReportDocument,
} from '../apps/server/src/modules/reports/documents/sample-document.js';
import type { AnyReportDocument } from '../apps/server/src/modules/reports/report-document.js';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'data/report-sample' }, runs: { type: 'string', default: '30' } },
});
const out = resolve(values.out ?? 'data/report-sample');
const docs = resolve('docs/reports');
mkdirSync(out, { recursive: true });
mkdirSync(docs, { recursive: true });

const samples: [string, AnyReportDocument][] = [
  ['sample-report-es.pdf', sampleReportDocument({ language: 'es' })],
  ['sample-report-en.pdf', sampleReportDocument({ language: 'en' })],
  ['sample-report-summary-es.pdf', sampleReportDocument({ language: 'es', layout: 'SUMMARY' })],
  ['sample-report-es.docx', sampleReportDocument({ language: 'es', format: 'DOCX' })],
  ['sample-report-en.docx', sampleReportDocument({ language: 'en', format: 'DOCX' })],
  ['sample-report-summary-es.docx', sampleReportDocument({ language: 'es', format: 'DOCX', layout: 'SUMMARY' })],
  ['sample-trust-report-es.pdf', sampleTrustReportDocument({ language: 'es' })],
  ['sample-trust-report-en.pdf', sampleTrustReportDocument({ language: 'en' })],
];
for (const [name, doc] of samples) {
  writeFileSync(join(out, name), await renderReport(doc));
  console.log(`wrote ${join(out, name)}`);
}

// The first page at 80 dpi: the size a README shows without scrolling sideways.
for (const name of ['sample-report-es', 'sample-trust-report-es']) {
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    join(out, `${name}.pdf`),
    join(docs, name),
  ]);
  console.log(`wrote ${join(docs, `${name}.png`)}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Wall times through `render`; with `cpu`, also this process's CPU time per render (steadier on a shared machine). */
async function time(
  label: string,
  render: (doc: AnyReportDocument) => Promise<Uint8Array>,
  runs: number,
  cpu: boolean,
) {
  const doc = sampleReportDocument({ language: 'es' });
  for (let warm = 0; warm < 3; warm++) await render(doc);
  const wall: number[] = [];
  const used: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const before = process.cpuUsage();
    await render(doc);
    const spent = process.cpuUsage(before);
    wall.push(performance.now() - start);
    used.push((spent.user + spent.system) / 1000);
  }
  const fixed = (ms: number) => ms.toFixed(0).padStart(4);
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `p50 ${fixed(percentile(sorted, 50))} ms  p95 ${fixed(percentile(sorted, 95))} ms  max ${fixed(sorted.at(-1)!)} ms`;
  };
  console.log(`${label.padEnd(34)} wall ${summary(wall)}${cpu ? `  | CPU ${summary(used)}` : ''}  (${runs} runs)`);
}

const runs = Number(values.runs);
await time('full PDF, this thread', renderReport, runs, true);
const pool = createRenderPool({ threads: 1 });
await time('full PDF, render pool (1 thread)', (doc) => pool.render(doc), runs, false);
await pool.close();
