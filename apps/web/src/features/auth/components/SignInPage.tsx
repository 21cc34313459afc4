import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { issueMessage, type LoginInput } from '@terna/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { session } from '@/shared/lib/session';
import { Logo } from '@/shared/ui/Logo';
import { TextInput } from '@/shared/ui/TextInput';
import { signIn } from '../api/auth.api';
import { useDemoAccounts } from '../hooks/useDemoAccounts';

// The login schema and zod load on the first check (on submit), not with the page: the sign-in page
// is the first thing anyone downloads (initial JavaScript budget, docs/performance.md).
const loginResolver: Resolver<LoginInput> = async (...args) => (await import('../login-form')).loginResolver(...args);

/** Only same-site paths are followed after sign-in (no open redirects). */
function safeRedirect(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: tv } = useTranslation('validation');
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = useDemoAccounts();
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, formState } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const target = safeRedirect(params.get('redirect'), to(paths.processList));

  if (session.isActive()) return <Navigate to={target} replace />;

  const fieldError = (name: keyof LoginInput) => {
    const error = formState.errors[name];
    if (!error?.message) return undefined;
    const { key, params: values } = issueMessage({ message: error.message });
    return tv(key.replace('validation.', ''), values);
  };

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const result = await signIn(email, password);
      session.store(result);
      await navigate(target, { replace: true });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #E8F3FB 0%, #F5F7FA 60%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Paper sx={{ p: { xs: 3, sm: 5 } }} variant="outlined">
          <Box sx={{ mb: 3 }}>
            <Logo />
          </Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('signIn.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('signIn.subtitle')}
          </Typography>
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {serverError}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
            <TextInput
              {...register('email')}
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              autoFocus
              required
              error={Boolean(formState.errors.email)}
              helperText={fieldError('email')}
            />
            <TextInput
              {...register('password')}
              label={t('signIn.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              error={Boolean(formState.errors.password)}
              helperText={fieldError('password')}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t(showPassword ? 'signIn.hidePassword' : 'signIn.showPassword')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {t('signIn.submit')}
            </Button>
          </Box>
        </Paper>
        {demo.accounts.length > 0 && (
          <Paper variant="outlined" sx={{ mt: 2, p: 2 }} component="section" aria-labelledby="demo-title">
            <Typography id="demo-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('signIn.demoTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('signIn.demoHint', { password: demo.password })}
            </Typography>
            <List dense>
              {demo.accounts.map((account) => (
                <ListItem key={account.email} disablePadding>
                  <ListItemButton
                    onClick={() => {
                      setValue('email', account.email, { shouldValidate: true });
                      setValue('password', demo.password, { shouldValidate: true });
                    }}
                  >
                    <ListItemText
                      primary={account.email}
                      secondary={`${account.company}${account.acceptedPolicy ? '' : ` · ${t('signIn.pendingPolicy')}`}`}
                    />
                    <Chip size="small" label={t(`signIn.roles.${account.role}`)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
