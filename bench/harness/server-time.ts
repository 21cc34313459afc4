import type { Server } from 'node:http';
import { percentile } from './load.js';

/**
 * Times requests inside the bench server, from the moment Node has read a request's headers to the
 * moment the last byte of its answer is handed to the socket: the API's own time, without the
 * loopback hops and the load generator's work that a client-side latency also holds (about 0.1 ms
 * a request on this machine, signed in or not).
 */
export class ServerTimer {
  private times: number[] | null = null;

  constructor(server: Server) {
    // First among the listeners, so the clock starts before Fastify begins on the request.
    server.prependListener('request', (_request, response) => {
      const times = this.times;
      if (!times) return;
      const started = performance.now();
      response.once('finish', () => times.push(performance.now() - started));
    });
  }

  /** Starts recording every request's time (forgetting the previous pass). */
  start(): void {
    this.times = [];
  }

  /**
   * Stops and returns the p50 and p95 of the last `requests` requests recorded: with one client
   * the requests arrive in turn, so these are the measured ones and the first are the warm-up.
   */
  stop(requests: number): { p50: number; p95: number } {
    const times = (this.times ?? []).slice(-requests).sort((a, b) => a - b);
    this.times = null;
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  }
}
