import { useAbility } from '@casl/react';
import type { AppAbility } from '@terna/domain';
import { Navigate } from 'react-router';
import { UsersPage } from '@/features/users/components/UsersPage';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';

/**
 * The users area, at /cap/users and /account/users; without the client Users permission the guard
 * sends to company-not-found (spec 2 section 6).
 */
export default function UsersRoute() {
  const ability = useAbility<AppAbility>();
  const { to } = useLocale();
  if (!ability.can('client', 'Users')) return <Navigate to={to(paths.companyNotFound)} replace />;
  return <UsersPage />;
}
