import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { COMPANY_ITEMS } from '@/features/shell/navigation';
import { useLocale } from '@/shared/hooks/useLocale';
import { SectionUnavailable } from '@/shared/ui/SectionUnavailable';
import { NotFoundPage } from '@/features/errors/components/ErrorPages';

/** Company-area sections of the side panel that are not built yet; any other address is a 404. */
export default function CompanySectionRoute() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { to } = useLocale();
  const item = COMPANY_ITEMS.flatMap((entry) => [entry, ...(entry.children ?? [])]).find(
    (entry) => entry.to && to(entry.to) === pathname,
  );
  if (!item) return <NotFoundPage embedded />;
  return <SectionUnavailable section={t(`sideNav.${item.key}`)} embedded />;
}
