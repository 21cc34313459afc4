/**
 * The bench's load generator, a process of its own (a worker thread cannot load TypeScript through
 * tsx on Node 20): the server's event loop does not also run the clients, so a latency is the
 * server's and the two cores are shared between the server, PostgreSQL and this lean client.
 */
import { buildRequest, HttpConnection } from './http-client.js';
import type { LoadJob, LoadReport } from './load.js';

const ERRORS_KEY = Buffer.from('"errors"');

async function run(job: LoadJob): Promise<Omit<LoadReport, 'id'>> {
  const requests = job.bodies.map((body) => buildRequest(job.host, job.port, job.path, job.headers, body));
  const connections = Array.from({ length: job.clients }, () => new HttpConnection(job.host, job.port));
  let turn = 0;
  const call = async (connection: HttpConnection) => {
    const request = requests[turn++ % requests.length]!;
    const started = performance.now();
    const response = await connection.send(request);
    const ms = performance.now() - started;
    if (response.status !== 200 || response.body.includes(ERRORS_KEY)) {
      throw new Error(`HTTP ${response.status}: ${response.body.toString('utf8', 0, 500)}`);
    }
    return ms;
  };
  try {
    // Every connection opens during the warm-up, which a slow operation cuts short after a quarter of the pass.
    const warmupEnds = performance.now() + job.seconds * 250;
    for (let i = 0; i < job.warmup && (i < connections.length || performance.now() < warmupEnds); i++)
      await call(connections[i % connections.length]!);
    const latencies: number[] = [];
    let sent = 0;
    const started = performance.now();
    const deadline = started + job.seconds * 1000;
    await Promise.all(
      connections.map(async (connection) => {
        while (sent < job.maxRequests && (sent < job.minRequests || performance.now() < deadline)) {
          sent++;
          latencies.push(await call(connection));
        }
      }),
    );
    return { latencies, seconds: (performance.now() - started) / 1000 };
  } finally {
    for (const connection of connections) connection.close();
  }
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (report) => process.send!({ id: job.id, ...report } satisfies LoadReport),
    (error: unknown) =>
      process.send!({
        id: job.id,
        latencies: [],
        seconds: 0,
        error: error instanceof Error ? error.message : String(error),
      } satisfies LoadReport),
  );
});
process.on('disconnect', () => process.exit(0));
