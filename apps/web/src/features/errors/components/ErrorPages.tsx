import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { MessagePage } from '@/shared/ui/MessagePage';
import { ErrorIllustration } from './ErrorIllustration';

/** 404: the not-found text and a link to the home page. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('errors');
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('notFound.title')}
      body={t('notFound.body')}
      illustration={<ErrorIllustration code="404" />}
      action={{ label: t('home'), to: to(paths.processList) }}
      embedded={embedded}
    />
  );
}

/** Any other error: a generic text, an animation and a home link. */
export function GenericErrorPage() {
  const { t } = useTranslation('errors');
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('generic.title')}
      body={t('generic.body')}
      illustration={<ErrorIllustration animated />}
      action={{ label: t('home'), to: to(paths.processList) }}
    />
  );
}

export function MaintenancePage() {
  const { t } = useTranslation('errors');
  return (
    <MessagePage
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      illustration={<ErrorIllustration animated />}
    />
  );
}

/** errors-user-access-denied: the subscription is cancelled or expired. */
export function AccessDeniedPage() {
  const { t } = useTranslation('errors');
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('accessDenied.title')}
      body={t('accessDenied.body')}
      action={{ label: t('accessDenied.action'), to: to(paths.logout) }}
    />
  );
}

export function CompanyNotFoundPage() {
  const { t } = useTranslation('errors');
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('companyNotFound.title')}
      body={t('companyNotFound.body')}
      action={{ label: t('companyNotFound.action'), to: to(paths.userCompanies) }}
    />
  );
}

export function ProcessNotOwnedPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('processNotOwned.title')}
      body={t('processNotOwned.body')}
      action={{ label: t('processNotOwned.action'), onClick: () => void navigate(to(paths.processList)) }}
    />
  );
}
