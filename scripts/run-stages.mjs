// Runs npm scripts one after another as timed stages: `npm test` and `npm run validate` are lists of
// stages, so CI and a developer see how long each took. It stops at the first failure, unless
// STAGES_CONTINUE=1 (CI: one run reports every failure). With STAGES_FILE it also appends each stage as
// "name<TAB>seconds<TAB>exit code" for scripts/ci-summary.mjs.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const stages = process.argv.slice(2);
const keepGoing = process.env.STAGES_CONTINUE === '1';
const times = [];
let failed = false;

for (const name of stages) {
  console.log(`\n::: ${name}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', name], { stdio: 'inherit' });
  const code = status ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push({ name, seconds, code });
  if (process.env.STAGES_FILE) appendFileSync(process.env.STAGES_FILE, `${name}\t${seconds}\t${code}\n`);
  if (code !== 0) {
    failed = true;
    if (!keepGoing) break;
  }
}

console.log('\nStage times');
for (const { name, seconds, code } of times)
  console.log(`  ${name.padEnd(14)} ${String(seconds).padStart(5)} s  ${code === 0 ? 'ok' : `failed (exit ${code})`}`);
process.exit(failed ? 1 : 0);
