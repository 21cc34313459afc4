import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '@/shared/lib/apollo';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { translatedZodResolver } from './form-messages';

export interface FormDialogProps<Input extends FieldValues, Output extends FieldValues> {
  title: string;
  /** The domain's schema: its message keys become the field errors. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the valid values. It reports its own outcome (snackbar, announcement) and closes the
   * dialog; a rejection it leaves unhandled reaches the snackbar here and the dialog stays open.
   */
  onSubmit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<unknown>;
  onClose: () => void;
  submitLabel: string;
  /** Defaults to the common "Cancel". */
  cancelLabel?: string;
  submitColor?: 'primary' | 'error';
  /** A rule the dialog shows by disabling submit rather than by an error (a tier not yet chosen...). */
  submitDisabled?: (values: Input) => boolean;
  /** Saving through another action of the dialog (hire's "remove"): everything waits. */
  busy?: boolean;
  /** Buttons between cancel and submit (they do not submit the form). */
  extraActions?: ReactNode;
  /** The dialog's live region text (useDialogNotify), for outcomes while it stays open. */
  announcement?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The whole screen on phones, for forms with several fields. */
  fullScreenOnPhone?: boolean;
  open?: boolean;
  /** Clicking outside does not close it (the privacy policy must be answered). */
  persistent?: boolean;
  /** The id of the text that explains the dialog, when it has one. */
  describedBy?: string;
  /** The fields, inside DialogContent: elements that use the Form* fields, or a render function given the form. */
  children: ReactNode | ((form: UseFormReturn<Input, unknown, Output>) => ReactNode);
}

/**
 * The one dialog form of the app (docs/decisions/012-forms.md): react-hook-form on a domain zod
 * schema, the first error of each field under it in the user's language, focus on the first
 * invalid field, Enter submits, Escape and Cancel close unless it is saving.
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  title,
  schema,
  defaultValues,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  submitColor = 'primary',
  submitDisabled,
  busy = false,
  extraActions,
  announcement,
  maxWidth = 'xs',
  fullScreenOnPhone = false,
  open = true,
  describedBy,
  persistent = false,
  children,
}: FormDialogProps<Input, Output>) {
  const { t } = useTranslation();
  const notify = useSnackbar();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useForm<Input, unknown, Output>({
    resolver: translatedZodResolver(schema, t),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submitting = form.formState.isSubmitting;
  const saving = submitting || busy;
  const values = form.watch();

  const submit = form.handleSubmit(async (valid) => {
    try {
      await onSubmit(valid, form);
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (saving || (persistent && reason === 'backdropClick')) return;
        onClose();
      }}
      fullScreen={fullScreenOnPhone && phone}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <FormProvider {...form}>
        <form
          noValidate
          // No box of its own: on phones the dialog's actions stay at the bottom of the screen.
          style={{ display: 'contents' }}
          onSubmit={(event) => void submit(event)}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            {announcement !== undefined && <DialogAnnouncer message={announcement} />}
            {typeof children === 'function' ? children(form) : children}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={saving}>
              {cancelLabel ?? t('cancel')}
            </Button>
            {extraActions}
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              disabled={saving || (submitDisabled?.(values) ?? false)}
              loading={submitting}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
