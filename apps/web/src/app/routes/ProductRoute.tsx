import { ProductPage } from '@/features/launch/components/ProductPage';
import { ProcessPageLayout } from '@/features/processes/components/ProcessPageLayout';
import { processPaths, ROUTE_NAMES } from '@/features/processes/routing';

/** cap-product: the product of a new process; the new draft then chooses its profile. */
export default function ProductRoute() {
  return (
    <ProcessPageLayout>
      <ProductPage profilesPath={(id) => processPaths.profiles(id, ROUTE_NAMES.product)} />
    </ProcessPageLayout>
  );
}
