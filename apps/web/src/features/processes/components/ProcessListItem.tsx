import LockIcon from '@mui/icons-material/Lock';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { Box, Card, CardContent, Chip, Link, TableCell, TableRow, Typography } from '@mui/material';
import { PERSON_STATUSES, processKind, type PersonStatus } from '@terna/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/gql';
import type { ProcessListItem_ProcessFragment, ProcessMenu_ProcessFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { formatDate } from '@/shared/lib/dates';
import { processPaths } from '../routing';
import { PlanBadge } from './PlanBadge';
import { ProcessMenu } from './ProcessMenu';
import { ProcessStatusChip } from './ProcessStatusChip';

export const ProcessListItemFragment = graphql(`
  fragment ProcessListItem_process on Process {
    id
    processName
    positionName
    ownerName
    startDate
    endDate
    productTypeName
    typeCompanyPlan
    environmentTypeName
    fullProfile
    statusName
    confidential
    archived
    personSummary {
      key
      docCount
    }
  }
`);

type ListedProcess = ProcessListItem_ProcessFragment & ProcessMenu_ProcessFragment;

/** The kind label of spec 3 section 4: controlled basic or full, standard, e-talent or trust. */
function useKindLabel(process: ProcessListItem_ProcessFragment): string {
  const { t } = useTranslation('processes');
  return t(
    `kind.${processKind({ typeCompanyPlan: process.typeCompanyPlan, environmentType: process.environmentTypeName, fullProfile: process.fullProfile })}`,
  );
}

function ProcessNameLink({ process, id }: { process: ListedProcess; id?: string }) {
  const { to } = useLocale();
  return (
    <Link
      component={RouterLink}
      to={to(processPaths.control(process.id))}
      id={id}
      underline="hover"
      sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
    >
      {process.processName}
    </Link>
  );
}

type PersonSummary = ProcessListItem_ProcessFragment['personSummary'];

const candidateTotal = (summary: PersonSummary) => summary.reduce((sum, facet) => sum + facet.docCount, 0);

/** Candidates by evaluation status, in the status order of spec 2 section 3.1. */
function CandidateCounts({ summary }: { summary: PersonSummary }) {
  const { t } = useTranslation('processes');
  const total = candidateTotal(summary);
  const parts = summary
    .filter((facet) => facet.docCount > 0 && facet.key in PERSON_STATUSES)
    .sort((a, b) => PERSON_STATUSES[a.key as PersonStatus].order - PERSON_STATUSES[b.key as PersonStatus].order)
    .map((facet) => t('candidates.byStatus', { status: t(`personStatus.${facet.key}`), count: facet.docCount }));
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('candidates.total', { count: total })}
      </Typography>
      {parts.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {parts.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function FlagChips({ process }: { process: ListedProcess }) {
  const { t } = useTranslation('processes');
  return (
    <>
      {process.confidential && (
        <Chip size="small" variant="outlined" icon={<LockIcon />} label={t('flags.confidential')} />
      )}
      {process.archived && (
        <Chip size="small" variant="outlined" icon={<InventoryIcon />} label={t('flags.archived')} />
      )}
    </>
  );
}

function Dates({ process }: { process: ListedProcess }) {
  const { t } = useTranslation('processes');
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {t('dates.start', { date: formatDate(process.startDate) ?? t('dates.none') })}
      {' · '}
      {t('dates.end', { date: formatDate(process.endDate) ?? t('dates.none') })}
    </Typography>
  );
}

/** A process as a card of the list: name, position, status, kind, product, owner, dates and candidates. */
export function ProcessCard({ process }: { process: ListedProcess }) {
  const { t } = useTranslation('processes');
  const titleId = useId();
  const kind = useKindLabel(process);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1">
              <ProcessNameLink process={process} id={titleId} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {process.positionName ?? t('noPosition')}
            </Typography>
          </Box>
          <ProcessMenu process={process} context="list" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          <ProcessStatusChip status={process.statusName} />
          <Chip size="small" variant="outlined" label={kind} />
          <Chip
            size="small"
            variant="outlined"
            label={t(`productType.${process.productTypeName}`, { defaultValue: process.productTypeName })}
          />
          <FlagChips process={process} />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="body2">{t('owner', { name: process.ownerName ?? t('noOwner') })}</Typography>
          <Dates process={process} />
          <PlanBadge typeCompanyPlan={process.typeCompanyPlan} />
        </Box>
        <CandidateCounts summary={process.personSummary} />
      </CardContent>
    </Card>
  );
}

/** The same process as a row of the table view. */
export function ProcessRow({ process }: { process: ListedProcess }) {
  const { t } = useTranslation('processes');
  const kind = useKindLabel(process);
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
        <ProcessNameLink process={process} />
        <Typography variant="body2" color="text.secondary">
          {process.positionName ?? t('noPosition')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          <FlagChips process={process} />
        </Box>
      </TableCell>
      <TableCell>
        <ProcessStatusChip status={process.statusName} />
      </TableCell>
      <TableCell>{process.ownerName ?? t('noOwner')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">
          {t('dates.start', { date: formatDate(process.startDate) ?? t('dates.none') })}
        </Typography>
        <Typography variant="body2">
          {t('dates.end', { date: formatDate(process.endDate) ?? t('dates.none') })}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2">{kind}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`productType.${process.productTypeName}`, { defaultValue: process.productTypeName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('plan.label', { plan: t(`plan.${process.typeCompanyPlan}`, { defaultValue: process.typeCompanyPlan }) })}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {t('candidates.total', { count: candidateTotal(process.personSummary) })}
      </TableCell>
      <TableCell align="right">
        <ProcessMenu process={process} context="list" />
      </TableCell>
    </TableRow>
  );
}
