import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** talent-pool-loader (spec 2 section 2.10): what shows while a pool's first search loads. */
export function TalentPoolLoader() {
  const { t } = useTranslation('talentPool');
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}
