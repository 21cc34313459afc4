import { useAbility } from '@casl/react';
import type { AppAbility } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

/** The users area; without the client Users permission the guard sends to company-not-found (spec 2 section 6). */
export default function UsersRoute() {
  const { t } = useTranslation('shell');
  const ability = useAbility<AppAbility>();
  const { to } = useLocale();
  if (!ability.can('client', 'Users')) return <Navigate to={to(paths.companyNotFound)} replace />;
  return <SectionUnavailable section={t('sideNav.users')} embedded />;
}
