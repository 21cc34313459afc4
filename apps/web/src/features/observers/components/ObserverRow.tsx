import { Box, Typography } from '@mui/material';
import type { ObserverLinkState } from '@terna/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '@/shared/ui/ToneChip';
import { observerStatusTone } from '../observers';

interface ObserverRowProps {
  name: string;
  email: string;
  status: ObserverLinkState;
  expiry: string;
  /** The labels of the sections the observer may see, in the process's order. */
  sections: string[];
  actions: ReactNode;
}

/** The lines every observer row shows, whether its invitation waits in the dialog or is stored. */
export function ObserverRow({ name, email, status, expiry, sections, actions }: ObserverRowProps) {
  const { t } = useTranslation('observers');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <ToneChip tone={observerStatusTone(status)} label={t(`status.${status}`, { defaultValue: status })} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
        {expiry && <Typography variant="body2">{expiry}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('sections', { list: sections.join(', ') })}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
