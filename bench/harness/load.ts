import { fork, type ChildProcess } from 'node:child_process';

/** What the load process is asked to do: warm up, then send until maxRequests or `seconds` pass. */
export interface LoadJob {
  id: number;
  host: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  /** Request bodies, sent in turn. */
  bodies: string[];
  /** Concurrent keep-alive connections, each with one request in flight. */
  clients: number;
  warmup: number;
  maxRequests: number;
  /** Sent even when `seconds` have passed, so a slow operation still gets a figure. */
  minRequests: number;
  seconds: number;
}

export interface LoadReport {
  id: number;
  latencies: number[];
  seconds: number;
  error?: string;
}

export interface LoadResult {
  /** Every request's time in ms, sorted: a scenario that measures in several passes pools them. */
  latencies: number[];
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The load generator's process, started once per bench run. */
export class LoadGenerator {
  private readonly child: ChildProcess;
  private next = 0;
  private readonly pending = new Map<
    number,
    { resolve: (report: LoadReport) => void; reject: (error: Error) => void }
  >();

  constructor() {
    this.child = fork(new URL('./load-process.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
    this.child.on('message', (report: LoadReport) => {
      const waiting = this.pending.get(report.id);
      this.pending.delete(report.id);
      waiting?.resolve(report);
    });
    this.child.on('exit', (code) => {
      for (const waiting of this.pending.values()) waiting.reject(new Error(`load generator exited (${code})`));
      this.pending.clear();
    });
  }

  async run(job: Omit<LoadJob, 'id'>): Promise<LoadResult> {
    const id = this.next++;
    const report = await new Promise<LoadReport>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...job, id } satisfies LoadJob);
    });
    if (report.error) throw new Error(report.error);
    const sorted = report.latencies.sort((a, b) => a - b);
    return {
      latencies: sorted,
      requests: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      requestsPerSecond: sorted.length / report.seconds,
    };
  }

  close(): void {
    this.child.disconnect();
  }
}
