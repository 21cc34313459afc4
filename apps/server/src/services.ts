import { createCandidateTokenService } from './auth/candidate-session.js';
import { createTokenService, resolveSecret } from './auth/tokens.js';
import type { Config } from './config.js';
import type { Services } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createFileStorage } from './files/file-storage.js';
import { createJobQueue, type JobLog } from './jobs/job-queue.js';
import { createRealtime } from './realtime/pubsub.js';
import { createSessionEvents } from './realtime/session-events.js';

/**
 * What a server process shares between requests, on an open (migrated) database: buildApp's, the
 * worker's (worker.ts), and a test's that runs jobs without HTTP. Whoever builds them stops
 * `jobs` before closing the database.
 */
export function createServices(config: Config, database: DatabaseHandle, options: { log?: JobLog } = {}): Services {
  const warn = (message: string) => options.log?.warn({}, message);
  return {
    db: database.db,
    config,
    tokens: createTokenService(resolveSecret(config), config.accessTokenTtlSeconds),
    candidateTokens: createCandidateTokenService(resolveSecret(config)),
    files: createFileStorage(config, database),
    jobs: createJobQueue(database, { log: options.log }),
    sessionEvents: createSessionEvents(config.redisUrl, warn),
    realtime: createRealtime(config.redisUrl, warn),
  };
}
