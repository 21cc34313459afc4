import { useMutation, useQuery } from '@apollo/client/react';
import { restFetch } from '@/shared/lib/api';
import { currentLocale, localePath } from '@/shared/lib/locale';
import { paths } from '@/shared/lib/paths';
import { session, type SessionTokens } from '@/shared/lib/session';
import {
  AcceptUserInvitationMutation,
  InvitationMeQuery,
  InvitationQuery,
  JoinCompanyByInvitationMutation,
} from '../graphql/users.graphql';

/** The invitation a link's token names (anyone holding the token may read it). */
export function useInvitation(token: string) {
  const { data, loading, error } = useQuery(InvitationQuery, { variables: { id: token }, skip: !token });
  return { invitation: data?.getInvitation ?? null, loading, error };
}

/** The signed-in user's address, to tell whether an invitation is theirs. */
export function useInvitationMe(signedIn: boolean) {
  const { data, loading } = useQuery(InvitationMeQuery, { skip: !signedIn });
  return { mail: data?.me.mail ?? null, loading };
}

// The app reloads into the company so nothing of a previous session stays cached.
const enterCompany = () => window.location.assign(localePath(currentLocale(), paths.processList));

/**
 * Activation: the account is created, then signed in with the password just chosen (the sign-in
 * sets the refresh cookie), landing in the company. Another session in this browser ends first:
 * the new account is who signs in.
 */
export function useAcceptInvitation() {
  const [accept] = useMutation(AcceptUserInvitationMutation);
  return async (values: { token: string; firstName: string; lastName: string; password: string }) => {
    session.clear();
    const { data } = await accept({ variables: { ...values, acceptPrivacyPolicy: true } });
    if (!data) return;
    session.store(
      await restFetch<SessionTokens>('/auth/login', {
        method: 'POST',
        body: { email: data.acceptUserInvitation.email, password: values.password },
      }),
    );
    enterCompany();
  };
}

/** Onboarding: the signed-in account joins the company, then acts in it (a session scoped to it). */
export function useJoinCompany() {
  const [join] = useMutation(JoinCompanyByInvitationMutation);
  return async (token: string) => {
    const { data } = await join({ variables: { token } });
    if (!data) return;
    session.store(
      await restFetch<SessionTokens>('/auth/switch-company', {
        method: 'POST',
        body: { companyId: data.joinCompanyByInvitation.companyId },
      }),
    );
    enterCompany();
  };
}
