import { useTranslation } from 'react-i18next';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { MessagePage } from '@/shared/ui/MessagePage';

/** cap-product-errorProductActive: every process of the plan is in use; back to the products. */
export default function ProductActiveErrorRoute() {
  const { t } = useTranslation('launch');
  const { to } = useLocale();
  return (
    <MessagePage
      title={t('productActive.title')}
      body={t('productActive.body')}
      action={{ label: t('productActive.back'), to: to(paths.product) }}
    />
  );
}
