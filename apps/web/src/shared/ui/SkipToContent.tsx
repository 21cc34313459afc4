import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The first focusable element of a layout: keyboard users jump past the header to `#main`. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: -9999,
        '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
