import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../context';
import { LoadingBlocks } from '../ui';
import { journeyApi } from './journey-api';
import { useJourney } from './useJourney';

/** The company's privacy notice and the data-processing consent, stored with its version before any step opens. */
export default function ConsentScreen() {
  const { t } = useTranslation();
  const { info, go, fail } = usePortal();
  const { journey } = useJourney();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const alreadyAccepted = journey?.consent.accepted === true;
  useEffect(() => {
    if (alreadyAccepted) go('/steps', { replace: true });
  }, [alreadyAccepted, go]);

  if (!journey || !info || alreadyAccepted) return <LoadingBlocks />;
  const version = info.privacy.version ?? journey.consent.version;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await journeyApi.consent(version!);
      go('/steps', { replace: true });
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('consent.title')}
          </Typography>
          <Typography>{t('consent.intro', { company: journey.companyName })}</Typography>
          {info.privacy.link && (
            <Link href={info.privacy.link} target="_blank" rel="noopener noreferrer">
              {t('consent.readNotice', { company: journey.companyName })}
            </Link>
          )}
          <FormControlLabel
            control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />}
            label={t('consent.dataProcessing', { company: journey.companyName })}
          />
          <Button type="submit" variant="contained" size="large" disabled={!accepted || busy}>
            {t('consent.accept')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
