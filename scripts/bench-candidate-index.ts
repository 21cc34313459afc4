/**
 * `npm run bench:index [-- --sizes 100000,1000000] [-- --runs 50]`: the candidate index's memory
 * and speed in memory, on synthetic candidates, without the database or the server (the same
 * figures `npm run bench` reports as "candidate index: memory and speed at 1M (in memory)").
 */
import { parseArgs } from 'node:util';
import { candidateIndexTable, measureCandidateIndex } from '../bench/harness/candidate-index.js';

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100000,1000000' }, runs: { type: 'string', default: '50' } },
});
const rows = values.sizes.split(',').map((size) => measureCandidateIndex(Number(size), Number(values.runs)));
console.log(candidateIndexTable(rows));
