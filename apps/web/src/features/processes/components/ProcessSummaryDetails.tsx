import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { processKind } from '@terna/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { ProcessSummaryDetails_ProcessFragment } from '@/gql/graphql';
import { formatDate } from '@/shared/lib/dates';

export const ProcessSummaryDetailsFragment = graphql(`
  fragment ProcessSummaryDetails_process on Process {
    id
    positionName
    ownerName
    startDate
    endDate
    launchedAt
    environmentTypeName
    fullProfile
    typeCompanyPlan
    productTypeName
    isPublic
    confidential
    numberOfPeople
    usedCredits
    url
    recurrenceSummary {
      isExtend
    }
    jobOpportunity {
      id
      components {
        componentType
        order
        weight
      }
    }
  }
`);

/** The summary fields of a launched process (spec 3 section 3, process summary view). */
export function ProcessSummaryDetails({ process }: { process: ProcessSummaryDetails_ProcessFragment }) {
  const { t } = useTranslation('processes');
  const yesNo = (value: boolean) => t(value ? 'summary.yes' : 'summary.no');
  const date = (value: string | null | undefined) => formatDate(value) ?? t('dates.none');
  const components = [...(process.jobOpportunity?.components ?? [])].sort((a, b) => a.order - b.order);

  const fields: [label: string, value: ReactNode][] = [
    [t('summary.position'), process.positionName ?? t('noPosition')],
    [t('summary.owner'), process.ownerName ?? t('noOwner')],
    [t('summary.startDate'), date(process.startDate)],
    [t('summary.endDate'), date(process.endDate)],
    [t('summary.launchedAt'), date(process.launchedAt)],
    [
      t('summary.kind'),
      t(
        `kind.${processKind({ typeCompanyPlan: process.typeCompanyPlan, environmentType: process.environmentTypeName, fullProfile: process.fullProfile })}`,
      ),
    ],
    [t('summary.productType'), t(`productType.${process.productTypeName}`, { defaultValue: process.productTypeName })],
    [t('summary.plan'), t(`plan.${process.typeCompanyPlan}`, { defaultValue: process.typeCompanyPlan })],
    [t('summary.visibility'), t(process.isPublic ? 'summary.public' : 'summary.private')],
    [t('summary.confidential'), yesNo(process.confidential)],
    [t('summary.candidates'), process.numberOfPeople],
    [t('summary.usedCredits'), process.usedCredits],
    [t('summary.extended'), yesNo(process.recurrenceSummary.isExtend)],
  ];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="summary-data-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="summary-data-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('summary.title')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {fields.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="summary-components-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id="summary-components-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('summary.components')}
          </Typography>
          {components.length === 0 ? (
            <Typography color="text.secondary">{t('summary.noComponents')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {components.map((component) => (
                <li key={component.componentType}>
                  <Chip
                    variant="outlined"
                    label={t('summary.componentWeight', {
                      component: t(`component.${component.componentType}`, { defaultValue: component.componentType }),
                      weight: component.weight,
                    })}
                  />
                </li>
              ))}
            </Box>
          )}
        </Paper>
        {process.url && (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="summary-link-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="summary-link-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('summary.candidateLink')}
            </Typography>
            <Link href={process.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {process.url}
            </Link>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
