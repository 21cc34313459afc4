import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/gql';
import type { CurriculumResultPanel_CurriculumFragment } from '@/gql/graphql';
import { ResultBar } from '@/shared/ui/ResultBar';
import { cvSectionBars } from '../detail';

export const CurriculumResultPanelFragment = graphql(`
  fragment CurriculumResultPanel_curriculum on CurriculumResult {
    sections {
      section
      label
      weight
      score
    }
  }
`);

/** How the CV matches the job, per section, each with the weight it carries in the CV result. */
export function CurriculumResultPanel({ curriculum }: { curriculum: CurriculumResultPanel_CurriculumFragment }) {
  const { t } = useTranslation('candidateDetail');
  const bars = cvSectionBars(curriculum.sections);
  if (bars.length === 0) return null;
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('curriculum.match')}
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
          <ResultBar
            key={bar.key}
            label={t('curriculum.section', { label: bar.label, weight: bar.weight })}
            value={bar.percent}
            color={bar.color}
          />
        ))}
      </Box>
    </Box>
  );
}
