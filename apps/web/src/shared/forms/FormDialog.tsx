import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '@/shared/lib/apollo';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { translatedZodResolver } from './form-messages';
import { FormSavingContext } from './saving';

export interface DialogFormProps<Input extends FieldValues, Output extends FieldValues> {
  /** The domain's schema: its message keys become the field errors. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /**
   * Sends the valid values. It reports its own outcome (snackbar, announcement) and closes the
   * dialog; a rejection it leaves unhandled reaches the snackbar here and the dialog stays open.
   */
  onSubmit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<unknown> | void;
  /** Cancel and Escape. */
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
  contentSx?: SxProps<Theme>;
  /** The fields, inside DialogContent: elements that use the Form* fields, or a render function given the form. */
  children: ReactNode | ((form: UseFormReturn<Input, unknown, Output>) => ReactNode);
}

export interface FormDialogProps<Input extends FieldValues, Output extends FieldValues> extends DialogFormProps<
  Input,
  Output
> {
  title: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The whole screen on phones, for forms with several fields. */
  fullScreenOnPhone?: boolean;
  open?: boolean;
  /** Clicking outside does not close it (the privacy policy must be answered). */
  persistent?: boolean;
  /** The id of the text that explains the dialog, when it has one. */
  describedBy?: string;
}

function useDialogForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const { t } = useTranslation();
  return useForm<Input, unknown, Output>({
    resolver: translatedZodResolver(schema, t),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * The one dialog form of the app (docs/decisions/012-forms.md): react-hook-form on a domain zod
 * schema, the first error of each field under it in the user's language, focus on the first
 * invalid field, Enter submits, Escape and Cancel close unless it is saving.
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  title,
  maxWidth = 'xs',
  fullScreenOnPhone = false,
  open = true,
  persistent = false,
  describedBy,
  ...props
}: FormDialogProps<Input, Output>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const form = useDialogForm(props.schema, props.defaultValues);
  const saving = form.formState.isSubmitting || Boolean(props.busy);
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (saving || (persistent && reason === 'backdropClick')) return;
        props.onClose();
      }}
      fullScreen={fullScreenOnPhone && phone}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogFormBody form={form} {...props} />
    </Dialog>
  );
}

/** The same form inside a dialog that draws its own frame and title (the report dialogs' options step). */
export function DialogForm<Input extends FieldValues, Output extends FieldValues>(
  props: DialogFormProps<Input, Output>,
) {
  const form = useDialogForm(props.schema, props.defaultValues);
  return <DialogFormBody form={form} {...props} />;
}

function DialogFormBody<Input extends FieldValues, Output extends FieldValues>({
  form,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  submitColor = 'primary',
  submitDisabled,
  busy = false,
  extraActions,
  announcement,
  contentSx,
  children,
}: DialogFormProps<Input, Output> & { form: UseFormReturn<Input, unknown, Output> }) {
  const { t } = useTranslation();
  const notify = useSnackbar();
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
    <FormProvider {...form}>
      <form
        noValidate
        // No box of its own: on phones the dialog's actions stay at the bottom of the screen.
        style={{ display: 'contents' }}
        onSubmit={(event) => void submit(event)}
      >
        <DialogContent sx={contentSx}>
          {announcement !== undefined && <DialogAnnouncer message={announcement} />}
          <FormSavingContext value={saving}>
            {typeof children === 'function' ? children(form) : children}
          </FormSavingContext>
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
  );
}
