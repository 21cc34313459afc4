import { Piscina } from 'piscina';
import type { AnyReportDocument } from '../report-document.js';

/**
 * Renders reports in worker threads (piscina), so a 200 ms PDF never blocks the API's event loop.
 * One thread by default: on the 2-core machine one core stays with the API (REPORT_RENDER_THREADS
 * raises it on bigger ones). The threads start with the pool and load the renderers once.
 */
export interface RenderPool {
  render(doc: AnyReportDocument): Promise<Uint8Array>;
  /** Waits for the renders already asked for, then stops the threads. */
  close(): Promise<void>;
}

// A JavaScript entry that loads the TypeScript worker (render-thread.mjs says why).
const THREAD_ENTRY = new URL('./render-thread.mjs', import.meta.url);

/** REPORT_RENDER_THREADS as a whole number of threads from 1; anything else is the default, 1. */
export function renderThreads(env: NodeJS.ProcessEnv = process.env): number {
  const threads = Number(env.REPORT_RENDER_THREADS);
  return Number.isInteger(threads) && threads >= 1 ? threads : 1;
}

export function createRenderPool(options: { threads?: number } = {}): RenderPool {
  const threads = options.threads ?? renderThreads();
  const pool = new Piscina<AnyReportDocument, ArrayBuffer>({
    filename: THREAD_ENTRY.href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return {
    render: async (doc) => new Uint8Array(await pool.run(doc)),
    close: () => pool.close(),
  };
}
