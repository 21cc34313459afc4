import { PERMISSIONS, type PermissionAction } from '@terna/domain';
import { inArray } from 'drizzle-orm';
import { requireCaller, type RequestContext } from '../../context.js';
import { permissions } from '../../db/schema/index.js';

export interface UserPermission {
  id: number;
  action: string;
  label: string;
}

/** The caller's permissions in the company they act in, labelled in their language. */
export async function getUserPermissions(ctx: RequestContext): Promise<UserPermission[]> {
  const caller = requireCaller(ctx);
  if (caller.permissions.length === 0) return [];
  const rows = await ctx.db.select().from(permissions).where(inArray(permissions.action, caller.permissions));
  return rows
    .map((row) => ({
      id: row.id,
      action: row.action,
      label: PERMISSIONS[row.action as PermissionAction]?.[ctx.locale] ?? row.action,
    }))
    .sort((a, b) => a.id - b.id);
}
