import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** FilterDrawer's drawer from the left, holding the filter panel. */
export function FilterDrawerSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} anchor="left" slotProps={{ paper: { 'aria-label': t('facets.title') } }}>
      <Box sx={{ width: 300, maxWidth: '100vw', p: 2, display: 'grid', gap: 1 }}>
        <IconButton aria-label={t('facets.closePanel')} onClick={onClose} sx={{ justifySelf: 'end' }}>
          <CloseIcon />
        </IconButton>
        {children}
      </Box>
    </Drawer>
  );
}
