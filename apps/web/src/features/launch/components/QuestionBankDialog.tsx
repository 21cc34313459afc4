import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { catalogueApi, type BankQuestion, type QuestionBank } from '../catalogues';
import { useRestData } from '../hooks/useRestData';

/** The question being written: a new one, or an existing one by id. */
interface Editing {
  id: number | null;
  content: string;
}

/**
 * The company's own bank: its questions listed, added, changed and deleted
 * (/qae-web/questionbank/{id}/questions). Full screen on phones.
 */
export default function QuestionBankDialog({ bank, onClose }: { bank: QuestionBank; onClose: () => void }) {
  const { t } = useTranslation('launch');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useSnackbar();
  const titleId = useId();
  const questions = useRestData(`bank:${bank.id}`, () => catalogueApi.bankQuestions(bank.id));
  const [editing, setEditing] = useState<Editing>({ id: null, content: '' });
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify({ message: done });
      setEditing({ id: null, content: '' });
      questions.reload();
    } catch (error) {
      notify({ message: error instanceof Error ? error.message : String(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const content = editing.content.trim();
    const existing = questions.data?.find((question) => question.id === editing.id);
    if (existing) {
      return run(() => catalogueApi.updateBankQuestion(bank.id, { ...existing, content }), t('banks.saved'));
    }
    const next: Omit<BankQuestion, 'id'> = { content, answers: [], order: (questions.data?.length ?? 0) + 1 };
    return run(() => catalogueApi.addBankQuestion(bank.id, next), t('banks.added'));
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('banks.manageTitle', { name: bank.name })}</DialogTitle>
      <DialogContent dividers>
        {questions.loading && !questions.data ? (
          <Stack spacing={1}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : (
          <List dense aria-label={t('interview.bankQuestions')}>
            {(questions.data ?? []).map((question) => (
              <ListItem
                key={question.id}
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('banks.edit', { question: question.content })}
                      disabled={busy}
                      onClick={() => setEditing({ id: question.id, content: question.content })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('banks.delete', { question: question.content })}
                      disabled={busy}
                      onClick={() =>
                        void run(() => catalogueApi.deleteBankQuestion(bank.id, question.id), t('banks.deleted'))
                      }
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={question.content} sx={{ pr: 8, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
            {questions.data?.length === 0 && (
              <ListItem>
                <ListItemText secondary={t('banks.empty')} />
              </ListItem>
            )}
          </List>
        )}
        <Stack spacing={1} sx={{ mt: 2 }}>
          <TextField
            label={editing.id === null ? t('banks.newQuestion') : t('banks.editQuestion')}
            value={editing.content}
            onChange={(event) => setEditing({ ...editing, content: event.target.value })}
            multiline
            fullWidth
            disabled={busy}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {editing.id !== null && (
              <Button onClick={() => setEditing({ id: null, content: '' })} disabled={busy}>
                {t('cancel', { ns: 'common' })}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={busy || editing.content.trim().length < 5}
            >
              {editing.id === null ? t('banks.add') : t('banks.save')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('close', { ns: 'common' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
