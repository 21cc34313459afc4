import { defaultFieldResolver, isNonNullType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type { PermissionAction } from '@terna/domain';
import type { RequestContext } from '../context.js';

const VISIBLE_WITH = 'visibleWith';

/**
 * Field options for an object field only some callers may read: a caller holding none of
 * `permissions` gets null (never an error, so the rest of the query, and the web app's screen,
 * goes on). The field is nullable for that reason; enforceFieldVisibility does the rest.
 */
export const visibleWith = (permissions: readonly PermissionAction[]) => ({
  nullable: true as const,
  extensions: { [VISIBLE_WITH]: permissions },
});

/** The permissions a field's value needs (any one of them), when it is marked with visibleWith. */
export function fieldVisibility(
  field: Pick<GraphQLField<unknown, unknown>, 'extensions'>,
): readonly PermissionAction[] | undefined {
  return field.extensions[VISIBLE_WITH] as readonly PermissionAction[] | undefined;
}

/**
 * The one place marked fields are enforced: each one's resolver answers null unless the caller
 * holds one of its permissions. A marked field that cannot be null is a programming error, refused
 * when the schema is built. The printed schema says who sees the value.
 */
export function enforceFieldVisibility(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const permissions = fieldVisibility(field);
      if (!permissions) continue;
      if (isNonNullType(field.type))
        throw new Error(`${type.name}.${field.name} is visible only with a permission, so it must be nullable`);
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: RequestContext, info) =>
        ctx.caller && permissions.some((permission) => ctx.caller!.permissions.includes(permission))
          ? resolve(source, args, ctx, info)
          : null;
      const note = `Null unless the caller holds one of the permissions ${permissions.join(', ')}.`;
      field.description = field.description ? `${field.description}\n\n${note}` : note;
    }
  }
  return schema;
}
