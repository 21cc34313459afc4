// The end of a CI run: each stage's time (from .ci/run's stages.tsv), then the JSON reports of Vitest and
// Playwright added up into the one line CI reads, last: "N passed, N failed". The failed tests are named just
// above that line, because CI keeps only the tail of the output.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'reports';

const duration = (seconds) => `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
const stagesFile = join(dir, 'stages.tsv');
if (existsSync(stagesFile)) {
  const stages = readFileSync(stagesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, code] = line.split('\t');
      return { name, seconds: Number(seconds), code: Number(code) };
    });
  const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
  console.log('\nStage times');
  for (const stage of stages)
    console.log(
      `  ${stage.name.padEnd(width)}  ${duration(stage.seconds).padStart(8)}  ${stage.code === 0 ? 'ok' : `failed (exit ${stage.code})`}`,
    );
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log(`  ${'total'.padEnd(width)}  ${duration(total).padStart(8)}\n`);
}

// eslint-disable-next-line no-control-regex -- colour codes are control characters
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0];

let passed = 0;
let failed = 0;
const failures = [];
// Playwright nests suites by file and describe block; a spec that is not ok failed on every retry.
// With the line it stopped at and the first line of its error, as for Vitest below.
const playwrightFailures = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    if (spec.ok) continue;
    failures.push(`${spec.file ?? file} > ${spec.title}`);
    const error = spec.tests
      ?.flatMap((test) => test.results ?? [])
      .map((result) => result.error)
      .findLast(Boolean);
    if (error) failures.push(`  ${error.location ? `line ${error.location.line}: ` : ''}${firstLine(error.message)}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suite.file ?? file);
};
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    for (const suite of report.suites ?? []) playwrightFailures(suite, suite.file);
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const result of report.testResults ?? []) {
      const tests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      // With the first line of its error: CI keeps only the tail, so this is all a failure leaves there.
      for (const test of tests)
        failures.push(`${result.name} > ${test.fullName}`, `  ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed to load or whose hooks failed has no failed test of its own: it counts as one.
      if (result.status === 'failed' && tests.length === 0) {
        failed += 1;
        failures.push(`${result.name}: ${result.message || 'the file or one of its hooks failed'}`);
      }
    }
  }
}
if (failures.length > 0) {
  console.log('Failed:');
  const root = `${process.cwd()}/`;
  for (const failure of failures) console.log(`  ${failure.replaceAll(root, '').split('\n')[0].slice(0, 300)}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
