import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Collapse, IconButton, ListItem, Tooltip, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObserverRow_ObserverFragment } from '@/gql/graphql';
import { formatDate, formatDateTime } from '@/shared/lib/dates';
import { observerActions } from '../observers';
import { ObserverRow } from './ObserverRow';

export type ObserverAction = 'copy' | 'revoke' | 'renew' | 'delete';

interface ObserverListItemProps {
  observer: ObserverRow_ObserverFragment;
  /** An action on this observer is running: its buttons wait. */
  busy: boolean;
  onAction: (action: ObserverAction, observer: ObserverRow_ObserverFragment) => void;
}

const ACTION_ICONS: Record<ObserverAction, ReactNode> = {
  copy: <ContentCopyIcon fontSize="small" />,
  revoke: <LinkOffIcon fontSize="small" />,
  renew: <AutorenewIcon fontSize="small" />,
  delete: <DeleteOutlineIcon fontSize="small" />,
};

/** One observer of the process: who, the link's state and expiry, what they may see, how often they looked, and what can be done with the link. */
export function ObserverListItem({ observer, busy, onAction }: ObserverListItemProps) {
  const { t } = useTranslation('observers');
  const offered = observerActions(observer.status);
  const actions = (['copy', 'revoke', 'renew', 'delete'] as const).filter((action) => offered[action]);

  return (
    <ListItem divider sx={{ display: 'block', px: 0, py: 1.5 }}>
      <ObserverRow
        name={observer.name}
        email={observer.email}
        status={observer.status}
        expiry={t(`expiry.${observer.status}`, { date: formatDate(observer.expiresAt), defaultValue: '' })}
        sections={observer.sections.map((section) => section.label)}
        actions={
          <Box role="group" aria-label={t('actions.label', { name: observer.name })} sx={{ display: 'flex' }}>
            {actions.map((action) => (
              <Tooltip key={action} title={t(`actions.${action}`, { name: observer.name })}>
                {/* The span keeps the tooltip working while the button is disabled. */}
                <span>
                  <IconButton
                    aria-label={t(`actions.${action}`, { name: observer.name })}
                    color={action === 'delete' || action === 'revoke' ? 'error' : 'default'}
                    disabled={busy}
                    onClick={() => onAction(action, observer)}
                  >
                    {ACTION_ICONS[action]}
                  </IconButton>
                </span>
              </Tooltip>
            ))}
          </Box>
        }
      />
      <ObserverViews observer={observer} />
    </ListItem>
  );
}

/** How many times the observer opened the report, and the log of which candidate they saw and when. */
function ObserverViews({ observer }: { observer: ObserverRow_ObserverFragment }) {
  const { t } = useTranslation('observers');
  const [open, setOpen] = useState(false);
  const logId = useId();

  if (observer.viewCount === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('views.none')}
      </Typography>
    );
  }

  return (
    <Box sx={{ mt: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('views.count', { count: observer.viewCount })}
          {observer.lastViewedAt && ` · ${t('views.last', { date: formatDateTime(observer.lastViewedAt) })}`}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={open ? logId : undefined}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {open ? t('views.hide') : t('views.show')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box
          id={logId}
          component="ol"
          aria-label={t('views.logLabel', { name: observer.name })}
          sx={{ m: 0, mt: 0.5, pl: 2.5 }}
        >
          {observer.views.map((view, index) => (
            <Typography key={`${view.viewedAt}-${index}`} component="li" variant="body2">
              {t('views.entry', {
                what: view.candidateName ?? t('views.candidateList'),
                date: formatDateTime(view.viewedAt),
              })}
            </Typography>
          ))}
        </Box>
        {observer.viewCount > observer.views.length && (
          <Typography variant="caption" color="text.secondary">
            {t('views.shown', { count: observer.views.length })}
          </Typography>
        )}
      </Collapse>
    </Box>
  );
}
