/**
 * Runs of one piece of work that each start after they are asked for: a caller that asks while a
 * run is going shares the next one (one waits at most), since the run going may have read the
 * database before something this caller must see. The index's syncs and the SQL answers shared by
 * requests that arrive together use it.
 */
export class NextRun<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  /** `run` starts now when nothing runs, else once the current run ends; later callers share it. */
  next(run: () => Promise<T>): Promise<T> {
    if (this.queued) return this.queued;
    const start = (): Promise<T> => {
      const current = run().finally(() => {
        if (this.running === current) this.running = null;
      });
      this.running = current;
      return current;
    };
    if (!this.running) return start();
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return start();
      });
    this.queued = queued;
    return queued;
  }

  get idle(): boolean {
    return !this.running && !this.queued;
  }
}
