import type { Database } from '../client.js';
export async function seedDemoIfEmpty(_db: Database): Promise<boolean> {
  return false;
}
