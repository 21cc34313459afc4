import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PageSelection } from '../group-selection';

interface GroupToolbarProps {
  count: number;
  page: PageSelection;
  onTogglePage: () => void;
  onInvite: () => void;
  onClear: () => void;
}

/** The group's bar: select the page, how many are chosen, and what can be done with them. */
export function GroupToolbar({ count, page, onTogglePage, onInvite, onClear }: GroupToolbarProps) {
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
        bgcolor: count > 0 ? 'action.selected' : 'transparent',
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
            <Button size="small" variant="contained" startIcon={<GroupAddIcon />} onClick={onInvite}>
              {t('group.invite')}
            </Button>
            <Button size="small" onClick={onClear}>
              {t('group.clear')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
