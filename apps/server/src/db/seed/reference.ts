import { PERMISSION_ACTIONS, ROLE_GRANTS, ROLES } from '@terna/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  permissions,
  plans,
  privacyPolicies,
  products,
  reportTemplates,
  resourceItems,
  rolePermissions,
} from '../schema/index.js';
import { seedCatalogues } from './catalogue-seed.js';
import { PLAN_CATALOGUE, PRODUCT_CATALOGUE, REPORT_TEMPLATES } from './reference-data.js';
import { SEED_RESOURCE_ITEMS } from './resource-guides.js';

/**
 * Reference data every installation needs (permissions and role grants, catalogues and the question
 * library, the plan catalogue, the first privacy policy, the shared report templates, the resource
 * centre's first guides, videos and documents). Idempotent:
 * runs at every start, so a permission, a catalogue row or a template added here reaches existing
 * databases.
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

    await seedCatalogues(tx);
    // Plans have no natural key but their type: a type missing from the table is added.
    const planTypes = new Set((await tx.select({ type: plans.type }).from(plans)).map((plan) => plan.type));
    const missingPlans = PLAN_CATALOGUE.filter((plan) => !planTypes.has(plan.type));
    if (missingPlans.length) await tx.insert(plans).values(missingPlans);
    // Products by their code: one missing is added; one Terna's administrators changed stays as they left it.
    await tx.insert(products).values(PRODUCT_CATALOGUE).onConflictDoNothing({ target: products.code });
    await tx.insert(privacyPolicies).values({ version: 1, link: '/legal/privacy-policy' }).onConflictDoNothing();
    // Only into an empty resource centre: once Terna's administrators have it, an item they deleted stays deleted.
    const [anyItem] = await tx.select({ id: resourceItems.id }).from(resourceItems).limit(1);
    if (!anyItem) {
      await tx
        .insert(resourceItems)
        .values(SEED_RESOURCE_ITEMS.map((item) => ({ ...item, published: true, publishedAt: new Date() })))
        .onConflictDoNothing({ target: resourceItems.slug });
    }
  });
}
