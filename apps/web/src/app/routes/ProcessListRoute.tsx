import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

// The process list itself is the processes issue (#3); until it lands the route is real and honest.
export default function ProcessListRoute() {
  const { t } = useTranslation('shell');
  return <SectionUnavailable section={t('nav.processes')} />;
}
