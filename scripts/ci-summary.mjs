// The end of a CI run: each stage's time (from .ci/run's stages.tsv), then the JSON reports of Vitest and
// Playwright added up into the one line CI reads, last: "N passed, N failed".
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

let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
