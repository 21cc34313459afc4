import type { ReactNode } from 'react';
import type { GetProcessQuery } from '@/gql/graphql';
import { useProcess } from '../hooks/useProcess';
import { useProcessIdParam } from '../hooks/useProcessIdParam';
import type { GuardedPage } from '../routing';
import { ProcessGuard } from './ProcessGuard';
import { ProcessHeaderCard } from './ProcessHeaderCard';
import { ProcessPageLayout } from './ProcessPageLayout';

interface GuardedProcessPageProps {
  page: Extract<GuardedPage, 'edit' | 'relaunch' | 'profiles'>;
  children: (process: GetProcessQuery['getProcess']) => ReactNode;
}

/** Edit, relaunch and profile choice: the route guard, then the process heading and the page body. */
export function GuardedProcessPage({ page, children }: GuardedProcessPageProps) {
  const id = useProcessIdParam();
  const result = useProcess(id);
  const placeholder = (
    <ProcessPageLayout>
      <ProcessHeaderCard />
    </ProcessPageLayout>
  );
  return (
    <ProcessGuard page={page} id={id} result={result} placeholder={placeholder}>
      {(process) => (
        <ProcessPageLayout>
          <ProcessHeaderCard process={process} />
          {children(process)}
        </ProcessPageLayout>
      )}
    </ProcessGuard>
  );
}
