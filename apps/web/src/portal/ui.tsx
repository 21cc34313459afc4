import Box, { type BoxProps } from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@terna/domain';
import { switchPortalLocale } from './i18n';
import type { Notice } from './NoticeSnackbar';

const NoticeSnackbar = lazy(() => import('./NoticeSnackbar'));

/** A flex column or row with gaps in theme spacing: MUI's Stack without its code, for the first screen's budget. */
export function Flex({
  row,
  gap,
  sx,
  children,
  ...rest
}: { row?: boolean; gap: number; sx?: SxProps<Theme>; children: ReactNode } & Omit<BoxProps, 'sx' | 'children'>) {
  return (
    <Box
      {...rest}
      sx={[{ display: 'flex', flexDirection: row ? 'row' : 'column', gap }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
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
      {notice && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
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
        <Flex row gap={1.5} sx={{ alignItems: 'center', maxWidth: 720, mx: 'auto' }}>
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              sx={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : (
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 600,
              }}
            >
              {(companyName ?? 'T').charAt(0)}
            </Box>
          )}
          <Typography component="p" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
            {companyName ?? t('brand')}
          </Typography>
          <LanguageSwitch />
        </Flex>
      </Box>
      <Box component="main" id="main" sx={{ maxWidth: 640, mx: 'auto', py: 3, px: 2 }}>
        {children}
      </Box>
    </Box>
  );
}

/** An outlined card (MUI's Paper look) without Paper, for the first screen's budget. */
export const OUTLINED_CARD = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  p: { xs: 2, sm: 3 },
} as const;

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
    <Box sx={OUTLINED_CARD} style={{ textAlign: 'center' }} role="status">
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
    </Box>
  );
}

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/** A grey placeholder block; MUI's Skeleton in a few lines, for the first screen's budget. */
function Block({ height, width = '100%', radius = 1 }: { height: number; width?: string; radius?: number }) {
  return (
    <Box
      sx={{
        height,
        width,
        borderRadius: radius,
        bgcolor: 'action.hover',
        animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

/** Placeholder blocks in the shape of the screen that is loading. */
export function LoadingBlocks({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  const widths = useMemo(() => Array.from({ length: lines }, (_, index) => `${90 - ((index * 17) % 40)}%`), [lines]);
  return (
    <Flex gap={1.5} aria-busy="true" aria-label={t('loading')} role="progressbar">
      <Block height={40} />
      {widths.map((width, index) => (
        <Block key={index} height={16} width={width} radius={0.5} />
      ))}
      <Block height={48} />
    </Flex>
  );
}
