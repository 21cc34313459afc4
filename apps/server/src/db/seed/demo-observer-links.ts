import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { newObserverToken } from '../../modules/observers/index.js';
import type { Database } from '../client.js';
import { observers } from '../schema/index.js';

/**
 * The demo's sent observers get working links: a link token is sealed with the server's secret,
 * which the seed does not know, so the server issues them once the demo data is in (otherwise
 * "copy link" would have nothing to copy until someone renewed each link).
 */
export async function issueDemoObserverLinks(db: Database, config: Config): Promise<number> {
  const sent = await db
    .select({ id: observers.id })
    .from(observers)
    .where(and(eq(observers.status, 'ACTIVE'), isNull(observers.tokenHash)));
  for (const { id } of sent) {
    const { hash, ciphertext } = newObserverToken(config, id);
    await db.update(observers).set({ tokenHash: hash, tokenCiphertext: ciphertext }).where(eq(observers.id, id));
  }
  return sent.length;
}
