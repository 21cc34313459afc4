import { useTranslation } from 'react-i18next';
import { GuardedProcessPage } from '@/features/processes/components/GuardedProcessPage';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// The guard and the heading are real; the screen itself comes with a later issue.
export default function ProcessEditRoute() {
  const { t } = useTranslation('processes');
  return (
    <GuardedProcessPage page="edit">
      {() => <SectionUnavailable section={t('pages.edit')} embedded />}
    </GuardedProcessPage>
  );
}
