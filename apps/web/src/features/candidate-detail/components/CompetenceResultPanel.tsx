import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { CompetenceResultPanel_CompetenceFragment } from '@/gql/graphql';
import { ResultBar } from '@/shared/ui/ResultBar';
import { competenceBars } from '../detail';

export const CompetenceResultPanelFragment = graphql(`
  fragment CompetenceResultPanel_competence on CompetenceScore {
    name
    value
  }
`);

/** The result of each competence the job evaluates, the strongest first. */
export function CompetenceResultPanel({
  competences,
}: {
  competences: readonly CompetenceResultPanel_CompetenceFragment[];
}) {
  const { t } = useTranslation('candidateDetail');
  const bars = competenceBars(competences);
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('competences.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          columnGap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {bars.map((bar) => (
          <ResultBar key={bar.key} label={bar.label} value={bar.percent} color={bar.color} />
        ))}
      </Box>
    </Box>
  );
}
