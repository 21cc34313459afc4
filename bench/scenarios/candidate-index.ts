import { candidateIndexTable, measureCandidateIndex } from '../harness/candidate-index.js';
import type { BenchEnv, CustomResult, ScenarioSet } from '../harness/scenario.js';

/** Issue 22's sizes: the scale process's 100,000 candidates and the 1,000,000 it must hold. */
const SIZES = [100_000, 1_000_000];
const QUICK_SIZES = [20_000, 100_000];

/** The candidate index alone, in memory (no database): see bench/harness/candidate-index.ts. */
async function memoryAndSpeed(env: BenchEnv): Promise<CustomResult> {
  const rows = (env.quick ? QUICK_SIZES : SIZES).map((candidates) =>
    measureCandidateIndex(candidates, env.quick ? 20 : 50),
  );
  console.log(candidateIndexTable(rows));
  return {
    operation: `candidate index: memory and speed at ${rows[rows.length - 1]!.candidates} (in memory)`,
    passed: rows.every((row) => row.passed),
    sizes: rows,
  };
}

export default function candidateIndexScenarios(): ScenarioSet {
  return { custom: [{ name: 'candidate index: memory and speed at 1M (in memory)', run: memoryAndSpeed }] };
}
