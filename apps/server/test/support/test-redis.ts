/**
 * The Redis the cross-node tests use (the machine's, unless TEST_REDIS_URL says otherwise). Not
 * REDIS_URL: set for a whole test run, that would make every test app share its rate-limit counters
 * through Redis, and parallel test files would throttle each other.
 */
export const testRedisUrl = (): string => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
