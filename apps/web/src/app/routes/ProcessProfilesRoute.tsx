import { useTranslation } from 'react-i18next';
import { GuardedProcessPage } from '@/features/processes/components/GuardedProcessPage';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// The guard and the heading are real; the screen itself comes with a later issue.
export default function ProcessProfilesRoute() {
  const { t } = useTranslation('processes');
  return (
    <GuardedProcessPage page="profiles">
      {() => <SectionUnavailable section={t('pages.profiles')} embedded />}
    </GuardedProcessPage>
  );
}
