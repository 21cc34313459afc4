import { useAbility } from '@casl/react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, IconButton, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import type { AppAbility } from '@terna/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObserversDialogProps } from './ObserversDialog';

// The dialog and its form code load when it is first opened, not with the control page.
const ObserversDialog = lazy(() => import('./ObserversDialog').then((module) => ({ default: module.ObserversDialog })));

/** The process header's observers action (spec 2 section 2.11), for users who may manage observers. */
export function ObserversButton({ process }: { process: ObserversDialogProps['process'] }) {
  const { t } = useTranslation('observers');
  const ability = useAbility<AppAbility>();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  if (!ability.can('manage', 'Observer')) return null;

  const label = t('button.open', { name: process.processName });
  return (
    <>
      {compact ? (
        <Tooltip title={t('button.label')}>
          <IconButton aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <VisibilityIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0 }}
        >
          {t('button.label')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ObserversDialog process={process} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
