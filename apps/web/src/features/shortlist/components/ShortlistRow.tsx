import { Box, Link, Paper, Typography } from '@mui/material';
import type { Feeling } from '@terna/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ShortlistRow_CandidateFragment } from '@/gql/graphql';
import { CandidateFeelingSelector } from '@/shared/feelings/CandidateFeelingSelector';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { ResultGauge } from '@/shared/ui/ResultGauge';
import { ReviewerFeelings } from './ReviewerFeelings';
import { ShortlistStatusChip } from './ShortlistStatusChip';

interface ShortlistRowProps {
  candidate: ShortlistRow_CandidateFragment;
  /** The candidate detail page, with the locale; null when the candidate has no component the reviewer may open. */
  detailHref: string | null;
  /** After the reviewer's own feeling was saved. */
  onFeeling: (feeling: Feeling | null) => void;
}

/** A shortlisted candidate: picture, name (to the detail page), ranking, status, overall result, everybody's feelings and the viewer's own. */
export function ShortlistRow({ candidate, detailHref, onFeeling }: ShortlistRowProps) {
  const { t } = useTranslation('shortlist');
  const nameId = useId();
  const name = `${candidate.firstName} ${candidate.lastName}`;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr) auto', md: 'auto minmax(0, 1fr) minmax(0, 1.2fr) auto auto' },
        gridTemplateAreas: {
          xs: '"avatar name gauge" "feelings feelings feelings" "selector selector selector"',
          md: '"avatar name feelings gauge selector"',
        },
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridArea: 'avatar' }}>
        <PersonAvatar
          firstName={candidate.firstName}
          lastName={candidate.lastName}
          src={candidate.person.avatarUrl}
          size={44}
        />
      </Box>
      <Box sx={{ gridArea: 'name', display: 'grid', gap: 0.5, minWidth: 0 }}>
        <Typography
          id={nameId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}
        >
          {detailHref ? (
            <Link component={RouterLink} to={detailHref} underline="hover" color="inherit">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {candidate.ranking == null ? t('noRanking') : t('ranking', { ranking: candidate.ranking })}
          </Typography>
          <ShortlistStatusChip status={candidate.evaluationsStatus} />
        </Box>
      </Box>
      <Box sx={{ gridArea: 'feelings', minWidth: 0 }}>
        <ReviewerFeelings feelings={candidate.feelings} candidateName={name} />
      </Box>
      <Box sx={{ gridArea: 'gauge' }}>
        <ResultGauge
          label={t('overall')}
          value={candidate.composedCapResult.value}
          active={candidate.composedCapResult.status}
          size={48}
        />
      </Box>
      {/* As wide as the opened selector, so opening it on hover does not shift the row. */}
      <Box
        sx={{
          gridArea: 'selector',
          justifySelf: { xs: 'start', md: 'end' },
          display: 'flex',
          justifyContent: { md: 'flex-end' },
          minWidth: { md: 124 },
        }}
      >
        <CandidateFeelingSelector candidate={candidate} onChanged={onFeeling} />
      </Box>
    </Paper>
  );
}
