import { and, eq, inArray } from 'drizzle-orm';
import {
  autoSelectedPlanType,
  LAUNCH_PLAN_TYPES,
  productsOfPlan,
  type EnvironmentType,
  type LaunchPlanType,
  type PlanStatus,
  type ProcessKind,
} from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { planConfigs, plans } from '../../db/schema/index.js';
import { planRoom } from './draft-view.js';

export interface LaunchProductCard {
  kind: ProcessKind;
  typeCompanyPlan: LaunchPlanType;
  environmentType: EnvironmentType;
  fullProfile: boolean;
  planConfigId: number;
  planStatus: PlanStatus;
  availableCredits: number | null;
  processesLeft: number | null;
  productActive: boolean;
  available: boolean;
}

export interface LaunchProducts {
  products: LaunchProductCard[];
  autoSelectedPlanType: LaunchPlanType | null;
}

/**
 * cap-product: each launchable plan of the company as its product cards, with the room left. A
 * PROCESS plan whose quota live processes use up is "product already active" (productActive).
 */
export async function launchProducts(ctx: RequestContext): Promise<LaunchProducts> {
  const caller = requirePermission(ctx, 'process.create');
  const rows = await ctx.db
    .select({ id: planConfigs.id, status: planConfigs.planStatus, type: plans.type })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(and(eq(planConfigs.companyId, caller.companyId), inArray(plans.type, [...LAUNCH_PLAN_TYPES])))
    .orderBy(planConfigs.id);
  // A company has a handful of plans: their rooms are read together, not one after another.
  const rooms = await Promise.all(
    rows.map((row) =>
      planRoom(ctx.db, { planConfigId: row.id, typeCompanyPlan: row.type, companyId: caller.companyId }),
    ),
  );
  const products: LaunchProductCard[] = rows.flatMap((row, i) => {
    const type = row.type as LaunchPlanType;
    const room = rooms[i]!;
    const productActive = type === 'PROCESS' && room.processesLeft === 0;
    return productsOfPlan(type).map((product) => ({
      ...product,
      planConfigId: row.id,
      planStatus: row.status as PlanStatus,
      ...room,
      productActive,
      available: row.status === 'ACTIVE' && !productActive,
    }));
  });
  return { products, autoSelectedPlanType: autoSelectedPlanType(rows.map((row) => row.type)) };
}
