import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { CandidateTokenService } from '../../apps/server/src/auth/candidate-session.js';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';
import type { FileStorage } from '../../apps/server/src/files/storage.js';

/**
 * What a bench scenario file (bench/scenarios/*.ts) works with. Each file exports, as default, a
 * function from this environment to its domain's scenarios; the harness finds every file there, so
 * an issue adds its operations with a file of its own.
 */
export interface BenchEnv {
  quick: boolean;
  handle: DatabaseHandle;
  /** The bench server, e.g. http://127.0.0.1:40123. */
  address: string;
  /** The bench server's file storage: a scenario removes the files its run stored. */
  files: FileStorage;
  /** The bench server's candidate portal tokens (a scenario signs its candidates in with them). */
  candidateTokens: CandidateTokenService;
  /** Signed-in callers' access tokens; null for the anonymous one. */
  callers: Record<CallerName, { token: string | null }>;
  scale: {
    companyId: number;
    /** Up to 500 of its non-draft processes. */
    processIds: number[];
    /** Its largest process (100,000 candidates in a full run). */
    largest: SizedProcess;
    /** The process of 1,000 candidates. */
    medium: SizedProcess;
  };
  demo: { largest: SizedProcess };
  /**
   * The requests the web app sends for a codegen document (apps/web/src/gql): the body and headers
   * its Apollo client builds (__typename added, extensions, operation name), one per variables.
   */
  web<V extends Record<string, unknown>>(
    as: CallerName,
    document: TypedDocumentNode<unknown, V>,
    variables: readonly V[],
  ): Promise<HttpRequests>;
  /** One GraphQL operation as `as`; its data, or an error when the answer has errors. */
  graphql<T = Record<string, unknown>>(as: CallerName, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Who calls: the scale company's owner, the first demo account (its largest process has a few hundred candidates), or nobody signed in. */
export type CallerName = 'scale' | 'demo' | 'anonymous';

export interface SizedProcess {
  id: number;
  candidates: number;
}

export interface HttpRequests {
  headers: Record<string, string>;
  /** Sent in turn by every client. */
  bodies: string[];
}

/**
 * Issue 22: the fixed cost of a signed-in GraphQL request, the API's time (server-side p50) minus
 * its SQL's (p50), at most this many ms. The signed-in floor (`{ __typename }`) is the headline.
 */
export const FIXED_COST_TARGET_MS = 0.35;

export interface HttpTargets {
  /** The API's server-side p50 minus the p50 of the SQL it runs, in ms (FIXED_COST_TARGET_MS). */
  apiMinusSqlP50Ms?: number;
  /** An absolute p95 (one client), from the issue that added the operation. */
  p95Ms?: number;
  /** Throughput with the bench's concurrent clients. */
  requestsPerSecond?: number;
}

/**
 * An operation measured through HTTP: latency with one client (from the client and inside the
 * server), throughput with several, and the SQL the server ran for it timed straight on the
 * database; every operation reports its API time minus its SQL time.
 */
export interface HttpScenario {
  name: string;
  as: CallerName;
  requests: HttpRequests;
  targets?: HttpTargets;
  /** Runs before the warm-up: e.g. waits for what the server builds in the background on a first request. */
  prepare?(): Promise<void>;
}

export interface CustomResult {
  operation: string;
  passed: boolean;
  [figure: string]: unknown;
}

/** An operation that needs its own measurement (e.g. a long mutation with a probe beside it). */
export interface CustomScenario {
  name: string;
  run(env: BenchEnv): Promise<CustomResult>;
}

export interface ScenarioSet {
  http?: HttpScenario[];
  custom?: CustomScenario[];
}

export type ScenarioFactory = (env: BenchEnv) => Promise<ScenarioSet> | ScenarioSet;
