import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate, withStartupLock } from './db/migrate.js';
import { firstOwnerMessage, setUpFirstOwner } from './db/seed/first-owner.js';

/**
 * `npm run setup-link`: a new set-up link for the first owner of an install nobody can sign in to
 * yet (the first start printed one; it was lost or has expired). The previous link stops working.
 * With the embedded database, stop the server first: only one process can open its folder.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await withStartupLock(database, () => migrate(database));
  const setUp = await setUpFirstOwner(database.db, config.firstOwner, config.publicUrl, { reissue: true });
  if (setUp.state === 'issued') process.stdout.write(firstOwnerMessage(setUp));
  else if (setUp.state === 'ready') console.log('Terna already has users: they sign in, and owners invite the others.');
  else console.log('Set FIRST_OWNER_EMAIL to the first owner’s address and run this again.');
} finally {
  await database.close();
}
