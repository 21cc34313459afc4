import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import {
  CLONE_NAME_MAX,
  CLONE_NAME_MIN,
  cloneNameSchema,
  defaultCloneName,
  issueMessage,
  msg,
  toCloneNameInput,
} from '@terna/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCloneProcess } from '../hooks/useCloneProcess';
import { processPaths } from '../routing';

const cloneFormSchema = z.object({ name: cloneNameSchema });
type CloneForm = z.infer<typeof cloneFormSchema>;

interface CloneProcessDialogProps {
  process: { id: number; processName: string; typeCompanyPlan: string };
  onClose: () => void;
}

/** Relaunch: copies the process as a new draft with the name given, then opens the draft to edit. */
export function CloneProcessDialog({ process, onClose }: CloneProcessDialogProps) {
  const { t } = useTranslation('processes');
  const { t: tv } = useTranslation('validation');
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const titleId = useId();
  const { clone, cloning } = useCloneProcess();
  const { control, handleSubmit } = useForm<CloneForm>({
    resolver: zodResolver(cloneFormSchema),
    defaultValues: { name: defaultCloneName(process.processName) },
  });

  const message = (key: string) => {
    const length = key === msg('max') ? { maximum: CLONE_NAME_MAX } : { minimum: CLONE_NAME_MIN };
    const issue = issueMessage({ message: key, ...length });
    return tv(issue.key.replace('validation.', ''), issue.params);
  };

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const id = await clone(process.id, name);
      notify({ message: t('clone.success', { name }) });
      onClose();
      // The draft keeps the plan of its source, so it opens in the same path family.
      await navigate(to(processPaths.page('edit', { id, typeCompanyPlan: process.typeCompanyPlan })));
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  });

  return (
    <Dialog open onClose={cloning ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t('clone.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('clone.body', { name: process.processName })}</DialogContentText>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  // Upper case while typing, keeping the caret where it was.
                  const input = event.target as HTMLInputElement;
                  const { selectionStart, selectionEnd } = input;
                  input.value = toCloneNameInput(input.value);
                  input.setSelectionRange(selectionStart, selectionEnd);
                  field.onChange(input.value);
                }}
                label={t('clone.name')}
                required
                autoFocus
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? message(fieldState.error.message)
                    : t('clone.nameHint', { min: CLONE_NAME_MIN, max: CLONE_NAME_MAX })
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={cloning}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={cloning}>
            {t('clone.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
