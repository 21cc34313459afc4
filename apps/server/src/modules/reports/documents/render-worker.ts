import { setPriority } from 'node:os';
import { move } from 'piscina';
import type { AnyReportDocument } from '../report-document.js';
import { renderReport } from './render.js';

// On Linux a thread has its own nice value and pid 0 names the calling thread: rendering yields the CPU
// to the API's event loop and PostgreSQL whenever they need it (bench: getProcessMonitor p95 during a
// 100-report bundle fell from 28 to 15 ms on 2 cores, the bundle took as long). Elsewhere it may be refused.
try {
  setPriority(0, 19);
} catch {
  // Not allowed on this system: rendering runs at normal priority.
}

/**
 * A render thread's task (render-pool.ts): the document in, the file's bytes out as a transferred
 * ArrayBuffer, so a report of several hundred KB crosses back without a copy.
 */
export default async function renderInThread(doc: AnyReportDocument): Promise<ArrayBuffer> {
  const bytes = await renderReport(doc);
  // Small Node buffers are views on a shared pool: only memory the bytes own alone can be transferred,
  // so those are copied first (new Uint8Array copies; Buffer's slice would still share the pool).
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  const buffer = owned ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
  return move(buffer) as ArrayBuffer;
}
