import { ProcessListPage } from '@/features/processes/components/ProcessListPage';

export default ProcessListPage;
/** The router's loader calls it with the address (router.tsx, page). */
export { prefetchProcessList as prefetch } from '@/features/processes/hooks/useProcessList';
