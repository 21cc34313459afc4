import { useQuery } from '@apollo/client/react';
import { buildAbility, type AppAbility } from '@terna/domain';
import { useMemo } from 'react';
import { session } from '../lib/session';
import { ClientInfoQuery, CurrentUserQuery, UserPermissionsQuery } from './session.graphql';

/** The signed-in user and the current privacy-policy version. */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useQuery(CurrentUserQuery, { skip: !session.token() });
  return { user: data?.me, privacyPolicy: data?.getPrivacyPolicy, loading, error, refetch };
}

/** The company the user acts in; a failure is silently treated as "no client info" (spec 2 section 8). */
export function useClientInfo() {
  const { data, loading, error } = useQuery(ClientInfoQuery, { skip: !session.token() });
  return { clientInfo: data?.clientInfo, loading, error };
}

export type ClientInfo = NonNullable<ReturnType<typeof useClientInfo>['clientInfo']>;

/** CASL abilities from the user's permissions; none while loading, without a token or on failure. */
export function usePermissionAbility(): { ability: AppAbility; loading: boolean } {
  const { data, loading } = useQuery(UserPermissionsQuery, { skip: !session.token() });
  const ability = useMemo(() => buildAbility((data?.getUserPermissions ?? []).map((p) => p.action)), [data]);
  return { ability, loading };
}
