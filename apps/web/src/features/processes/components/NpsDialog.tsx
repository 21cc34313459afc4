import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { NPS_MAX, NPS_MIN } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { RecordProcessNpsMutation } from '../graphql/processes.graphql';

const SCORES = Array.from({ length: NPS_MAX - NPS_MIN + 1 }, (_, i) => NPS_MIN + i);

/** The one-question satisfaction score (0–10) asked after closing a process with hires (processFeedback). */
export function NpsDialog({ processId, onClose }: { processId: number; onClose: () => void }) {
  const { t } = useTranslation('processes');
  const notify = useSnackbar();
  const titleId = useId();
  const questionId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [record, { loading }] = useMutation(RecordProcessNpsMutation);

  const send = async () => {
    if (score === null) return;
    try {
      await record({ variables: { processId, score } });
      notify({ message: t('nps.thanks') });
      onClose();
    } catch (error) {
      notify({ message: t('nps.error', { reason: errorText(error) }), severity: 'error' });
    }
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <DialogTitle id={titleId}>{t('nps.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={questionId} sx={{ mb: 2 }}>
          {t('nps.question')}
        </DialogContentText>
        <ToggleButtonGroup
          exclusive
          value={score}
          onChange={(_, value: number | null) => setScore(value)}
          aria-labelledby={questionId}
          size="small"
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(6, 1fr)', sm: 'repeat(11, 1fr)' }, gap: 0.5 }}
        >
          {SCORES.map((value) => (
            <ToggleButton
              key={value}
              value={value}
              aria-label={t('nps.score', { score: value })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('nps.low')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('nps.high')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {t('nps.later')}
        </Button>
        <Button variant="contained" loading={loading} disabled={score === null} onClick={() => void send()}>
          {t('nps.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
