import { DialogContentText } from '@mui/material';
import { CLONE_NAME_MAX, CLONE_NAME_MIN, cloneNameSchema, defaultCloneName, toCloneNameInput } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog, FormTextField } from '@/shared/forms';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorCode, errorText } from '@/shared/lib/apollo';
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
  const { to } = useLocale();
  const navigate = useNavigate();
  const notify = useSnackbar();
  const { clone } = useCloneProcess();

  const submit = async ({ name }: CloneForm, form: UseFormReturn<CloneForm>) => {
    try {
      const id = await clone(process.id, name);
      notify({ message: t('clone.success', { name }) });
      onClose();
      // The draft keeps the plan of its source: its launch wizard opens prefilled, in the same path family.
      await navigate(to(processPaths.page('relaunch', { id, typeCompanyPlan: process.typeCompanyPlan })));
    } catch (error) {
      // A taken name is the field's fault: say it under the field too, where the user will retype.
      if (errorCode(error) === 'PROCESS_NAME_TAKEN') {
        form.setError('name', { type: 'server', message: errorText(error) }, { shouldFocus: true });
      }
      notify({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <FormDialog
      title={t('clone.title')}
      schema={cloneFormSchema}
      defaultValues={{ name: defaultCloneName(process.processName) }}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('clone.confirm')}
      maxWidth="sm"
    >
      <DialogContentText sx={{ mb: 2 }}>{t('clone.body', { name: process.processName })}</DialogContentText>
      <FormTextField
        name="name"
        // Upper case while typing, as the spec asks.
        transform={toCloneNameInput}
        label={t('clone.name')}
        required
        autoFocus
        fullWidth
        helperText={t('clone.nameHint', { min: CLONE_NAME_MIN, max: CLONE_NAME_MAX })}
      />
    </FormDialog>
  );
}
