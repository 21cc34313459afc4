import { builder } from '../../graphql/builder.js';
import { getUserPermissions, type UserPermission } from './permission.service.js';

const UserPermissionRef = builder.objectRef<UserPermission>('UserPermission').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.exposeString('action', { description: 'resource.action, e.g. process.view' }),
    label: t.exposeString('label'),
  }),
});

builder.queryField('getUserPermissions', (t) =>
  t.field({ type: [UserPermissionRef], resolve: (_, __, ctx) => getUserPermissions(ctx) }),
);
