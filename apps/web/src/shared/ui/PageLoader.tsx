import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The circular loader overlay shown while a guard or a lazy page loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
