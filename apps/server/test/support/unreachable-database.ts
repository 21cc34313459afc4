import { createServer, type Socket } from 'node:net';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import type { TestApp } from './test-app.js';

/** A port on this machine that nothing listens on: a connection to it is refused, as by a stopped PostgreSQL. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real PostgreSQL pool aimed at a closed port: every call fails the way it does while the
 * database server is down (ECONNREFUSED), with either driver under test.
 */
export async function openUnreachableDatabase(): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/terna` });
}

/**
 * A pool aimed at a server that accepts connections and never answers (a host that hangs):
 * calls fail after `connectTimeoutMs` instead of waiting. Closing the handle stops the server.
 */
export async function openSilentDatabase(connectTimeoutMs: number): Promise<DatabaseHandle> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/terna`, connectTimeoutMs });
  return {
    ...handle,
    async close() {
      // Cut first: the pool waits for a connection attempt still pending before it ends.
      for (const socket of sockets) socket.destroy();
      await handle.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Runs `run` while the app's requests reach `unreachable` instead of their database, then gives
 * them their own back. A company caller's request fails reading its membership, as the first
 * statement of a request during an outage does; an anonymous one fails in its service.
 */
export async function duringOutage<T>(t: TestApp, unreachable: DatabaseHandle, run: () => Promise<T>): Promise<T> {
  const own = t.services.db;
  t.services.db = unreachable.db;
  try {
    return await run();
  } finally {
    t.services.db = own;
  }
}
