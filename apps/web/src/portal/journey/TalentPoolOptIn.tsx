import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentPoolOptIn as OptIn } from '@terna/domain';
import { usePortal } from '../context';
import { journeyApi } from './journey-api';

/**
 * The question whether Terna's talent pool may show the candidate to other companies (issue 19),
 * on the finish screen: every candidate reaches it, after the application is sent, so the answer
 * cannot look like a condition of applying; coming back to the link shows it again to withdraw.
 * Unticked until the candidate ticks it; each change is saved at once, like the CV.
 */
export function TalentPoolOptIn() {
  const { t, i18n } = useTranslation();
  const { fail } = usePortal();
  const [state, setState] = useState<OptIn | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    journeyApi
      .talentPool()
      .then((answer) => live && setState(answer))
      .catch(fail);
    return () => {
      live = false;
    };
  }, [fail]);

  const change = async (optIn: boolean) => {
    if (!state) return;
    const before = state;
    setState({ ...state, optIn });
    setSaving(true);
    setSaved(false);
    try {
      setState(await journeyApi.setTalentPool(optIn));
      setSaved(true);
    } catch (error) {
      setState(before);
      fail(error);
    } finally {
      setSaving(false);
    }
  };

  const since = state?.optInAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(state.optInAt))
    : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="talent-pool-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="talent-pool-title">
          {t('talentPool.title')}
        </Typography>
        <Typography color="text.secondary">{t('talentPool.explanation')}</Typography>
        {state === null ? (
          <Skeleton variant="rounded" height={48} aria-label={t('talentPool.loading')} />
        ) : (
          <FormControlLabel
            control={
              <Checkbox
                checked={state.optIn}
                disabled={saving}
                onChange={(event) => void change(event.target.checked)}
              />
            }
            label={t('talentPool.optIn')}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
        )}
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {state?.optIn ? t('talentPool.in', { date: since }) : saved ? t('talentPool.out') : t('talentPool.withdraw')}
        </Typography>
      </Stack>
    </Paper>
  );
}
