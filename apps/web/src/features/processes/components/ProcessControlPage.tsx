import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { GetProcessMonitorQuery } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { useProcessIdParam } from '../hooks/useProcessIdParam';
import { useProcessMonitor } from '../hooks/useProcessMonitor';
import { CONTROL_TABS, isControlTab, processPaths, visibleControlTabs, type ControlTab } from '../routing';
import { ProcessGuard } from './ProcessGuard';
import { ProcessHeaderCard } from './ProcessHeaderCard';
import { ProcessMenu } from './ProcessMenu';
import { ProcessPageLayout } from './ProcessPageLayout';

export interface ControlTabContext {
  tab: ControlTab;
  process: GetProcessMonitorQuery['getProcessMonitor'];
}

interface ProcessControlPageProps {
  children: (context: ControlTabContext) => ReactNode;
  /** Actions of other features the app puts beside the process menu (the observers button). */
  headerActions?: (process: ControlTabContext['process']) => ReactNode;
}

/**
 * /cap/process/:id/control/:tab: the header card with the process menu and the control tabs of
 * spec 2 section 2.4; the app puts each tab's content below. A hidden tab opens the people tab.
 */
export function ProcessControlPage({ children, headerActions }: ProcessControlPageProps) {
  const { t } = useTranslation('processes');
  const { to } = useLocale();
  const { tab } = useParams();
  const id = useProcessIdParam();
  const result = useProcessMonitor(id);

  if (!isControlTab(tab)) return <Navigate to={to(paths.notFound)} replace />;
  const placeholder = (
    <ProcessPageLayout>
      <ProcessHeaderCard />
    </ProcessPageLayout>
  );

  return (
    <ProcessGuard page="control" id={id} result={result} placeholder={placeholder}>
      {(process) => {
        const visible = visibleControlTabs(process);
        if (!visible.includes(tab)) return <Navigate to={to(processPaths.control(process.id))} replace />;
        const tabs = CONTROL_TABS.map((value) => ({
          value,
          label: t(`control.tabs.${value}`),
          to: processPaths.control(process.id, value),
          show: visible.includes(value),
        }));
        return (
          <ProcessPageLayout>
            <ProcessHeaderCard
              process={process}
              actions={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {headerActions?.(process)}
                  <ProcessMenu process={process} context="monitoring" />
                </Box>
              }
              tabs={tabs}
              currentTab={tab}
            />
            <Box>{children({ tab, process })}</Box>
          </ProcessPageLayout>
        );
      }}
    </ProcessGuard>
  );
}
