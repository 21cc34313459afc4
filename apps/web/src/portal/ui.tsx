import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@terna/domain';
import { switchPortalLocale } from './i18n';

interface Notice {
  message: string;
  severity: 'error' | 'success' | 'info' | 'warning';
  key: number;
}

const NotifyContext = createContext<(message: string, severity?: Notice['severity']) => void>(() => undefined);

/** Errors and confirmations in a snackbar at the bottom, where a thumb reaches them on a phone. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback(
    (message: string, severity: Notice['severity'] = 'error') => setNotice({ message, severity, key: Date.now() }),
    [],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          variant="filled"
          onClose={() => setNotice(null)}
          sx={{ width: '100%' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);

/** The failure's message for the snackbar: the server's, already translated, or a generic one. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other: Locale = i18n.language === 'en' ? 'es' : 'en';
  return (
    <Button
      size="small"
      onClick={() => void switchPortalLocale(other)}
      lang={other}
      aria-label={t('language.switchTo', { lng: other })}
    >
      {t('language.name', { lng: other })}
    </Button>
  );
}

/** The page around every screen: the company's logo and name, the language switch, one narrow column. */
export function PortalFrame({
  companyName,
  logoUrl,
  children,
}: {
  companyName?: string;
  logoUrl?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, py: 1 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 720, mx: 'auto' }}>
          {logoUrl ? (
            <Avatar src={logoUrl} alt="" variant="rounded" sx={{ width: 40, height: 40 }} />
          ) : (
            <Avatar variant="rounded" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }} aria-hidden>
              {(companyName ?? 'T').charAt(0)}
            </Avatar>
          )}
          <Typography component="p" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {companyName ?? t('brand')}
          </Typography>
          <LanguageSwitch />
        </Stack>
      </Box>
      <Container component="main" id="main" maxWidth="sm" sx={{ py: 3, px: 2 }}>
        {children}
      </Container>
    </Box>
  );
}

/** A page that explains a state (closed, expired, not started, finished): clear words, never a bare 404. */
export function StatusPage({
  title,
  body,
  action,
}: {
  title: string;
  body?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {body && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {body}
        </Typography>
      )}
      {action && (
        <Button variant="contained" sx={{ mt: 3 }} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Paper>
  );
}

/** Placeholder blocks in the shape of the screen that is loading. */
export function LoadingBlocks({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  const widths = useMemo(() => Array.from({ length: lines }, (_, index) => `${90 - ((index * 17) % 40)}%`), [lines]);
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('loading')} role="progressbar">
      <Skeleton variant="rounded" height={40} />
      {widths.map((width, index) => (
        <Skeleton key={index} variant="text" width={width} />
      ))}
      <Skeleton variant="rounded" height={48} />
    </Stack>
  );
}
