import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Paper, Skeleton, Typography } from '@mui/material';
import type { PersonStatus, ScoreColor } from '@terna/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/gql';
import type { CandidateDetailHeader_CandidateFragment } from '@/gql/graphql';
import { CandidateFeelingSelector } from '@/shared/feelings/CandidateFeelingSelector';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { ResultGauge } from '@/shared/ui/ResultGauge';
import { ToneChip } from '@/shared/ui/ToneChip';

export const CandidateDetailHeaderFragment = graphql(`
  fragment CandidateDetailHeader_candidate on ProcessCandidate {
    id
    personId
    processId
    firstName
    lastName
    identification
    evaluationsStatus
    blackListed
    viewerFeeling
    person {
      avatarUrl
    }
    composedCapResult {
      value
      status
    }
  }
`);

const STATUS_TONES: Record<PersonStatus, ScoreColor> = {
  ENDED: 'success',
  INPROGRESS: 'info',
  OPEN: 'default',
  DISQUALIFIED: 'error',
};

interface CandidateDetailHeaderProps {
  /** Undefined while the candidate loads: placeholders show. */
  candidate?: CandidateDetailHeader_CandidateFragment;
  /** The page the back button opens (with the locale). */
  backTo: string;
  backLabel: string;
  /** The component tabs, under the candidate. */
  tabs?: ReactNode;
  /** The candidate's actions menu, at the end of the header. */
  actions?: ReactNode;
  /** What the app adds about the person (the personal data export), under the name once the candidate loaded. */
  personActions?: CandidateActions;
}

/** Actions about the person the app composes into the header (another feature's, so passed in). */
export type CandidateActions = (person: { personId: number; name: string }) => ReactNode;

/**
 * The candidate detail header: back, picture, name, identification, evaluation status, the
 * reviewer's feeling, overall result and the actions menu.
 */
export function CandidateDetailHeader({
  candidate,
  backTo,
  backLabel,
  tabs,
  actions,
  personActions,
}: CandidateDetailHeaderProps) {
  const { t } = useTranslation('candidateDetail');
  return (
    <Paper variant="outlined" aria-busy={!candidate}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 }, p: { xs: 1.5, sm: 2 } }}
      >
        <IconButton component={RouterLink} to={backTo} aria-label={backLabel} sx={{ alignSelf: 'flex-start' }}>
          <ArrowBackIcon />
        </IconButton>
        {candidate ? (
          <PersonAvatar
            firstName={candidate.firstName}
            lastName={candidate.lastName}
            src={candidate.person.avatarUrl}
            size={56}
          />
        ) : (
          <Skeleton variant="circular" width={56} height={56} />
        )}
        <Box sx={{ flex: '1 1 180px', minWidth: 0, display: 'grid', gap: 0.75 }}>
          {candidate ? (
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {candidate.firstName} {candidate.lastName}
            </Typography>
          ) : (
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '60%' }} />
          )}
          {candidate ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <ToneChip
                tone={STATUS_TONES[candidate.evaluationsStatus as PersonStatus] ?? 'default'}
                label={t(`status.${candidate.evaluationsStatus}`, { defaultValue: candidate.evaluationsStatus })}
              />
              {candidate.identification && (
                <Typography variant="body2" color="text.secondary">
                  {t('header.identification', { value: candidate.identification })}
                </Typography>
              )}
              <CandidateFeelingSelector candidate={candidate} />
            </Box>
          ) : (
            <Skeleton variant="rounded" width={120} height={24} />
          )}
          {candidate &&
            personActions?.({ personId: candidate.personId, name: `${candidate.firstName} ${candidate.lastName}` })}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {t('header.overall')}
          </Typography>
          {candidate ? (
            <ResultGauge
              label={t('header.overall')}
              value={candidate.composedCapResult.value}
              active={candidate.composedCapResult.status}
              size={72}
            />
          ) : (
            <Skeleton variant="circular" width={72} height={72} />
          )}
          {candidate && actions}
        </Box>
      </Box>
      {tabs}
    </Paper>
  );
}
