import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/useLocale';
import { paths } from '../lib/paths';
import { MessagePage } from './MessagePage';

/** An honest empty state for a section of the product that is not built yet. */
export function SectionUnavailable({ section, embedded = false }: { section: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('unavailable.title', { section })}
      body={t('unavailable.body')}
      action={{ label: t('unavailable.back'), to: to(paths.processList) }}
      embedded={embedded}
    />
  );
}
