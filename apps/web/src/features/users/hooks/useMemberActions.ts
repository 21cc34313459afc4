import { useMutation } from '@apollo/client/react';
import type { InviteUserMutationVariables, MemberAccessInput } from '@/gql/graphql';
import {
  CancelUserInvitationMutation,
  CompanyRolesQuery,
  DeactivateMemberMutation,
  InviteUserMutation,
  ReactivateMemberMutation,
  RemoveMemberMutation,
  ResendUserInvitationMutation,
  UpdateMemberMutation,
} from '../graphql/users.graphql';

// The list's pages and the matrix's holder counts change with a member or invitation more or less.
const refetchQueries = ['CompanyUsers', CompanyRolesQuery];

/** The users list's actions; each refreshes the list (a row may move, appear or leave with the filters). */
export function useMemberActions() {
  const [inviteMutation] = useMutation(InviteUserMutation, { refetchQueries });
  const [updateMutation] = useMutation(UpdateMemberMutation, { refetchQueries });
  const [resendMutation] = useMutation(ResendUserInvitationMutation);
  const [cancelMutation] = useMutation(CancelUserInvitationMutation, { refetchQueries });
  const [deactivateMutation] = useMutation(DeactivateMemberMutation, { refetchQueries });
  const [reactivateMutation] = useMutation(ReactivateMemberMutation, { refetchQueries });
  const [removeMutation] = useMutation(RemoveMemberMutation, { refetchQueries });
  return {
    invite: (input: InviteUserMutationVariables['input']) => inviteMutation({ variables: { input } }),
    update: (userId: number, input: MemberAccessInput) => updateMutation({ variables: { userId, input } }),
    resend: (id: number) => resendMutation({ variables: { id } }),
    cancel: (id: number) => cancelMutation({ variables: { id } }),
    deactivate: (userId: number) => deactivateMutation({ variables: { userId } }),
    reactivate: (userId: number) => reactivateMutation({ variables: { userId } }),
    remove: (userId: number) => removeMutation({ variables: { userId } }),
  };
}
