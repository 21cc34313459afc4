import DownloadIcon from '@mui/icons-material/Download';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PageSelection } from '../group-selection';

interface GroupToolbarProps {
  count: number;
  page: PageSelection;
  onTogglePage: () => void;
  /** Given when the user may invite candidates. */
  onInvite?: () => void;
  /** Given when the user may download the candidates' reports. */
  onDownloadReports?: () => void;
  onClear: () => void;
}

/** The group's bar: select the page, how many are chosen, and what can be done with them. */
export function GroupToolbar({ count, page, onTogglePage, onInvite, onDownloadReports, onClear }: GroupToolbarProps) {
  const { t } = useTranslation('candidates');
  return (
    <Box
      role="toolbar"
      aria-label={t('group.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        // action.hover, not action.selected: the toolbar's primary-coloured text buttons keep 4.5:1 contrast on it.
        bgcolor: count > 0 ? 'action.hover' : 'transparent',
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={page === 'all'} indeterminate={page === 'some'} onChange={onTogglePage} />}
        label={t('list.selectPage')}
      />
      {count > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {t('group.selected', { count })}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            {onInvite && (
              <Button size="small" variant="contained" startIcon={<GroupAddIcon />} onClick={onInvite}>
                {t('group.invite')}
              </Button>
            )}
            {onDownloadReports && (
              <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={onDownloadReports}>
                {t('group.reports')}
              </Button>
            )}
            <Button size="small" onClick={onClear}>
              {t('group.clear')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
