import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, TextField } from '@mui/material';
import { changePasswordSchema, issueMessage, msg } from '@terna/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useChangePassword } from '../hooks/useChangePassword';

const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: msg('is'),
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/** The password change: the current password, the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { t: tv } = useTranslation('validation');
  const notify = useSnackbar();
  const { change, changing } = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const fieldError = (name: keyof PasswordFormValues) => {
    const message = formState.errors[name]?.message;
    if (!message) return undefined;
    const { key, params } = issueMessage({ message });
    return tv(key.replace('validation.', ''), {
      ...params,
      ...(name === 'confirmPassword' && { target: t('password.new') }),
      ...(name === 'newPassword' && { length: 8 }),
    });
  };

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const ended = await change(currentPassword, newPassword);
      reset();
      notify({ message: t('password.changed', { count: ended }) });
    } catch (error) {
      notify({ message: errorText(error), severity: 'error' });
    }
  });

  const field = (name: keyof PasswordFormValues, autoComplete: string) => (
    <TextField
      {...register(name)}
      type="password"
      required
      label={t(`password.${name === 'currentPassword' ? 'current' : name === 'newPassword' ? 'new' : 'confirm'}`)}
      autoComplete={autoComplete}
      error={Boolean(formState.errors[name])}
      helperText={fieldError(name)}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('password.title')}
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}
    >
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={changing}>
          {t('password.save')}
        </Button>
      </Box>
    </Box>
  );
}
