import type { Config } from './config.js';

/** Who to sign in as: the demo's owner when the demo is loaded. */
export interface DemoSignIn {
  email: string;
  password: string;
}

/** Where the data lives, without the database password a DATABASE_URL may carry. */
function dataLocation(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `data in ${config.dataDir} (embedded PostgreSQL)`;
  const url = new URL(config.databaseUrl);
  return `data in PostgreSQL at ${url.host}${url.pathname}`;
}

/**
 * The one line `npm start` ends with in a terminal (docs/decisions/037): where to open Terna, who to
 * sign in as when the demo is loaded, where the data is kept and how to stop it. Production logs
 * JSON lines instead, and its "Server listening" line says the address.
 */
export function startupSummary(
  config: Pick<Config, 'publicUrl' | 'databaseUrl' | 'dataDir'>,
  demo: DemoSignIn | undefined,
): string {
  const signIn = demo ? ` · sign in as ${demo.email} (password ${demo.password})` : '';
  return `\nTerna is ready at ${config.publicUrl}${signIn} · ${dataLocation(config)} · Ctrl+C stops it\n`;
}
