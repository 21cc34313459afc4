import { builder } from '../../graphql/builder.js';
import { changePassword } from './password.service.js';

const PasswordChangedRef = builder.objectRef<{ revokedSessions: number }>('PasswordChanged').implement({
  description: 'The outcome of a password change.',
  fields: (t) => ({
    revokedSessions: t.exposeInt('revokedSessions', {
      description: 'How many other signed-in sessions of the user were ended.',
    }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: PasswordChangedRef,
    description: 'Changes the caller’s own password after checking the current one; ends the user’s other sessions.',
    args: {
      currentPassword: t.arg.string({ required: true, description: 'The password the user signs in with now.' }),
      newPassword: t.arg.string({ required: true, description: 'The new password (at least 8 characters).' }),
    },
    resolve: (_, args, ctx) => changePassword(ctx, args),
  }),
);
