import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Chip, IconButton, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { processKind } from '@terna/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/gql';
import type { ProcessHeaderCard_ProcessFragment } from '@/gql/graphql';
import { processStatusColor, type StatusColor } from '@terna/domain';
import { useLocale } from '@/shared/hooks/useLocale';
import { processPaths } from '../routing';
import { PlanBadge } from './PlanBadge';
import { ProcessStatusChip } from './ProcessStatusChip';

export const ProcessHeaderCardFragment = graphql(`
  fragment ProcessHeaderCard_process on Process {
    id
    processName
    statusName
    ownerName
    typeCompanyPlan
    environmentTypeName
    fullProfile
  }
`);

interface HeaderTab {
  value: string;
  label: string;
  /** An in-app path, without the locale. */
  to: string;
  /** The tab shows only while its condition holds. */
  show: boolean;
}

const HEADER_STATUS_COLOR: Record<StatusColor, string> = {
  success: 'success.main',
  error: 'error.main',
  default: 'common.black',
  info: 'info.main',
  warning: 'warning.main',
};

interface ProcessHeaderCardProps {
  /** Undefined while the process loads: placeholders show instead. */
  process?: ProcessHeaderCard_ProcessFragment;
  actions?: ReactNode;
  tabs?: HeaderTab[];
  currentTab?: string;
}

/**
 * The process header card of spec 3 section 2: back to the list, the process name, its status,
 * who launched it, its plan, an actions area and optional tabs.
 */
export function ProcessHeaderCard({ process, actions, tabs, currentTab }: ProcessHeaderCardProps) {
  const { t } = useTranslation('processes');
  const { to } = useLocale();
  const shownTabs = tabs?.filter((tab) => tab.show) ?? [];

  return (
    // The top edge carries the header status colour of spec 2 section 2.1 (LAUNCHED green, CLOSED red, DRAFT black, others blue).
    <Paper
      variant="outlined"
      aria-busy={!process}
      sx={{
        borderTop: 4,
        borderTopColor: process ? HEADER_STATUS_COLOR[processStatusColor(process.statusName)] : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: { xs: 1, sm: 2 }, p: { xs: 1.5, sm: 2 } }}>
        <IconButton component={RouterLink} to={to(processPaths.list)} aria-label={t('header.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 1 }}>
          {process ? (
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {process.processName}
            </Typography>
          ) : (
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
          )}
          {process ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ProcessStatusChip status={process.statusName} />
              {process.ownerName && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<PersonIcon />}
                  label={t('header.launchedBy', { name: process.ownerName })}
                />
              )}
              <Chip
                size="small"
                variant="outlined"
                label={t(
                  `kind.${processKind({ typeCompanyPlan: process.typeCompanyPlan, environmentType: process.environmentTypeName, fullProfile: process.fullProfile })}`,
                )}
              />
              <PlanBadge typeCompanyPlan={process.typeCompanyPlan} />
            </Box>
          ) : (
            // Wraps like the chips it stands for: three in a row are wider than a 390 px phone's column.
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Skeleton variant="rounded" width={80} height={24} />
              <Skeleton variant="rounded" width={160} height={24} />
              <Skeleton variant="rounded" width={100} height={24} />
            </Box>
          )}
        </Box>
        {process ? actions : <Skeleton variant="circular" width={40} height={40} />}
      </Box>
      {shownTabs.length > 0 && (
        <Tabs
          value={shownTabs.some((tab) => tab.value === currentTab) ? currentTab : false}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('header.tabs')}
          sx={{ borderTop: 1, borderColor: 'divider', px: 1 }}
        >
          {shownTabs.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={tab.label} component={RouterLink} to={to(tab.to)} />
          ))}
        </Tabs>
      )}
    </Paper>
  );
}
