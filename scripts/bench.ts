/**
 * `npm run bench [-- --quick] [-- --only <text> …] [-- --clients N]`: the product's key operations through HTTP on the
 * scale data, with the raw SQL time of the same statements beside each, and the bundle report.
 * Seeds the scale data once (reused after), warms up, then measures p50/p95/p99 and throughput with
 * several concurrent clients; prints a table and writes bench/results.json. Uses DATABASE_URL when
 * set, else PGlite in DATA_DIR/bench. Operations live in bench/scenarios (one file per domain).
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    clients: { type: 'string' },
  },
});
// The server as deployed (README: NODE_ENV=production). graphql-js reads it when it loads, and its
// development checks cost a few percent of a request, so it is set before the server is imported.
process.env.NODE_ENV ??= 'production';
const { runBench } = await import('../bench/harness/run.js');
const clients = values.clients === undefined ? undefined : Number(values.clients);
if (clients !== undefined && !(Number.isInteger(clients) && clients >= 1))
  throw new Error(`--clients takes a whole number of clients, at least 1 (got "${values.clients}")`);
await runBench({ quick: values.quick ?? false, only: values.only, clients });
