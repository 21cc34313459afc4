import type { ScoringInput } from '@terna/domain';
import type { Database } from '../../db/client.js';

/**
 * What the sessions hand to the other parts of issue 17: the scoring engine (modules/scoring) and
 * the recruiters' notifications (modules/notifications). An absent hook is skipped.
 */
export interface EvaluationHooks {
  /** A DISC of the candidate's taken for the company within the validity window, or null. */
  reuseDisc?: (db: Database, processPersonId: number, now: Date) => Promise<{ takenAt: Date } | null>;
  /** Scores a component whose every part is closed, in the closing transaction. */
  recordComponentResult?: (db: Database, processPersonId: number, input: ScoringInput, now: Date) => Promise<unknown>;
  /** Tells the process's recruiters, after commit, on the owner connection. */
  notifyEvaluationFinished?: (db: Database, processPersonId: number) => Promise<unknown>;
}

export const hooks: EvaluationHooks = {};
