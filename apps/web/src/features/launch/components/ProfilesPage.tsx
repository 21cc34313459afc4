import NoteAddIcon from '@mui/icons-material/NoteAdd';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useChooseProfile, useProfileChoices } from '../hooks/useProfileChoice';

interface ProfilesPageProps {
  processId: number;
  /** The wizard of this draft, without the locale: where the chosen profile continues. */
  wizardPath: string;
}

/**
 * cap-profiles: a draft without a job profile starts from an earlier process of the company, a
 * shipped template per role, or blank; the wizard then opens prefilled.
 */
export function ProfilesPage({ processId, wizardPath }: ProfilesPageProps) {
  const { t } = useTranslation('launch');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const [search, setSearch] = useState('');
  const { templates, processes, loading } = useProfileChoices(search);
  const { choose, choosing } = useChooseProfile();

  const pick = async (from: { fromProcessId?: number; templateCode?: string }) => {
    try {
      await choose(processId, from);
      await navigate(to(wizardPath));
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3} aria-busy={choosing}>
      <Box>
        <Typography variant="h5" component="h2">
          {t('profiles.title')}
        </Typography>
        <Typography color="text.secondary">{t('profiles.subtitle')}</Typography>
      </Box>
      <Paper variant="outlined" component="section" aria-label={t('profiles.blank')} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>{t('profiles.blankHint')}</Typography>
          <Button variant="contained" startIcon={<NoteAddIcon />} disabled={choosing} onClick={() => void pick({})}>
            {t('profiles.blank')}
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="profiles-templates">
        <Typography id="profiles-templates" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('profiles.templates')}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {(templates ?? []).map((template) => (
            <Grid key={template.code} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  disabled={choosing}
                  onClick={() => void pick({ templateCode: template.code })}
                  sx={{ height: '100%', alignItems: 'stretch' }}
                >
                  <CardContent sx={{ display: 'grid', gap: 1 }}>
                    <Chip
                      size="small"
                      label={t(`area.${template.area}`, { defaultValue: template.area })}
                      sx={{ justifySelf: 'start' }}
                    />
                    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
                      {template.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {template.description}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
          {!templates &&
            loading &&
            Array.from({ length: 3 }, (_, index) => (
              <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))}
        </Grid>
      </Box>
      <Box component="section" aria-labelledby="profiles-processes">
        <Typography id="profiles-processes" variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {t('profiles.processes')}
        </Typography>
        <SearchField
          label={t('profiles.search')}
          placeholder={t('profiles.searchPlaceholder')}
          value={search}
          onCommit={setSearch}
        />
        <Paper variant="outlined" sx={{ mt: 1.5 }}>
          <List aria-label={t('profiles.processes')}>
            {(processes ?? [])
              .filter((process) => process.id !== processId)
              .map((process) => (
                <ListItem key={process.id} disablePadding>
                  <ListItemButton disabled={choosing} onClick={() => void pick({ fromProcessId: process.id })}>
                    <ListItemText
                      primary={process.processName}
                      secondary={[
                        t(`status.${process.statusName}`, { defaultValue: process.statusName }),
                        formatDate(process.startDate),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            {processes?.length === 0 && (
              <ListItem>
                <ListItemText secondary={t('profiles.noProcesses')} />
              </ListItem>
            )}
          </List>
        </Paper>
      </Box>
    </Stack>
  );
}
