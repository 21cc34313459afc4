import { PERMISSION_ACTIONS, ROLE_GRANTS, ROLES } from '@terna/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  catalogueItems,
  countries,
  currencies,
  degrees,
  languages,
  permissions,
  places,
  plans,
  privacyPolicies,
  reportTemplates,
  rolePermissions,
} from '../schema/index.js';
import {
  CATALOGUES,
  COUNTRIES,
  CURRENCIES,
  DEGREES,
  LANGUAGES,
  PLACES,
  PLAN_CATALOGUE,
  REPORT_TEMPLATES,
} from './reference-data.js';

/**
 * Reference data every installation needs (permissions and role grants, catalogues, the plan
 * catalogue, the first privacy policy, the shared report templates). Idempotent: runs at every start,
 * so a permission or a template added here reaches existing databases.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSION_ACTIONS.map((action) => ({ action })))
      .onConflictDoNothing();
    const rows = await tx.select().from(permissions);
    const idOf = new Map(rows.map((row) => [row.action, row.id]));
    // Add missing grants and drop revoked ones without emptying the table, so a node starting
    // beside a running one never serves a request with no permissions.
    await tx
      .insert(rolePermissions)
      .values(ROLES.flatMap((role) => ROLE_GRANTS[role].map((action) => ({ role, permissionId: idOf.get(action)! }))))
      .onConflictDoNothing();
    for (const role of ROLES) {
      const granted = ROLE_GRANTS[role].map((action) => idOf.get(action)!);
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.role, role), notInArray(rolePermissions.permissionId, granted)));
    }
    // A shared template already there (same engine and vendor) is left as it is.
    await tx.insert(reportTemplates).values(REPORT_TEMPLATES).onConflictDoNothing();

    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(countries);
    if (count > 0) return;
    await tx.insert(countries).values(COUNTRIES).onConflictDoNothing();
    await tx.insert(languages).values(LANGUAGES);
    await tx.insert(currencies).values(CURRENCIES);
    await tx.insert(degrees).values(DEGREES);
    await tx.insert(places).values(PLACES);
    await tx
      .insert(catalogueItems)
      .values(Object.entries(CATALOGUES).flatMap(([slug, names]) => names.map((name) => ({ slug, name }))));
    await tx.insert(plans).values(PLAN_CATALOGUE);
    await tx.insert(privacyPolicies).values({ version: 1, link: '/legal/privacy-policy' });
  });
}
