import { builder } from '../../graphql/builder.js';
import { getUserPermissions, type UserPermission } from './permission.service.js';

// `action` is a closed set (PERMISSION_ACTIONS of the domain), but its values hold a dot, which a
// GraphQL enum value cannot: it stays a String.
const UserPermissionRef = builder.objectRef<UserPermission>('UserPermission').implement({
  description: 'A permission the caller holds in the company they act in.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The permission id.' }),
    action: t.exposeString('action', {
      description: 'resource.action, e.g. process.view: one of the domain’s PERMISSION_ACTIONS.',
    }),
    label: t.exposeString('label', { description: 'What it allows, in the caller’s language.' }),
  }),
});

builder.queryField('getUserPermissions', (t) =>
  t.field({
    type: [UserPermissionRef],
    description: 'The caller’s permissions in the company they act in (their role’s grants).',
    resolve: (_, __, ctx) => getUserPermissions(ctx),
  }),
);
