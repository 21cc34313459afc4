import { Box, Typography } from '@mui/material';
import { formatPercent } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';

/** A my-base person's latest processes: the process, where they are in it and the composed score. */
export function LatestResults({ results }: { results: TalentPoolPersonFieldsFragment['latestResults'] }) {
  const { t } = useTranslation('talentPool');
  if (results.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('latestResults')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
    >
      {results.map((result) => (
        <Typography component="li" variant="body2" key={result.processPersonId} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{result.processName}</strong> · {t(`status.${result.status}`)}
          {result.composedStatus && result.composedScore !== null ? ` · ${formatPercent(result.composedScore)}` : ''}
        </Typography>
      ))}
    </Box>
  );
}
