import { useTranslation } from 'react-i18next';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';

export default function TalentPoolRoute() {
  const { t } = useTranslation('shell');
  return <SectionUnavailable section={t('nav.talentPool')} />;
}
