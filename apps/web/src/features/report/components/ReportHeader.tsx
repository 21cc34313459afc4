import { Box, Paper, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { Logo } from '@/shared/ui/Logo';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import type { ReportSession } from '../hooks/useReportSession';
import { REPORT_TABS, reportPaths, type ReportTab } from '../routing';

/** The avatar in the header is smaller than the default (76 px), which suits a profile card. */
const HEADER_AVATAR_SIZE = 40;

const isReportTab = (value: string | undefined): value is ReportTab => REPORT_TABS.some((tab) => tab === value);

/**
 * The report header of spec 2 §2.6: the company's logo (or Terna's), a welcome with the observer's
 * name, the process, and the report's tabs once the terms are accepted. Placeholders while loading.
 */
export function ReportHeader({ session }: { session?: ReportSession }) {
  const { t } = useTranslation('report');
  const { to } = useLocale();
  const tabParam = useMatch('/:lang/report/:id/:tab/*')?.params.tab;
  const [firstName = '', lastName = ''] = session?.name.split(' ') ?? [];
  const tabs = session?.termsAccepted
    ? REPORT_TABS.filter((tab) => tab !== 'comparator' || session.comparatorAllowed)
    : [];

  return (
    <Paper component="header" square variant="outlined" sx={{ borderWidth: '0 0 1px 0' }} aria-busy={!session}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, md: 3 },
          py: 1.5,
          maxWidth: 1600,
          mx: 'auto',
        }}
      >
        {session?.logoUrl ? (
          <Box
            component="img"
            src={session.logoUrl}
            alt={t('header.companyLogo', { company: session.companyName })}
            sx={{ height: 40, maxWidth: 160, objectFit: 'contain' }}
          />
        ) : (
          <Logo />
        )}
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            justifyContent: { sm: 'flex-end' },
          }}
        >
          {session ? (
            <>
              <Box sx={{ minWidth: 0, textAlign: { sm: 'right' } }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {t('header.welcome', { name: session.name })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t('header.invitedBy', { company: session.companyName })}
                </Typography>
              </Box>
              <PersonAvatar firstName={firstName} lastName={lastName} size={HEADER_AVATAR_SIZE} />
            </>
          ) : (
            <Skeleton variant="text" sx={{ width: 220, fontSize: '1.25rem' }} />
          )}
        </Box>
      </Box>
      <Box sx={{ px: { xs: 2, md: 3 }, pb: tabs.length ? 0 : 1.5, maxWidth: 1600, mx: 'auto' }}>
        {session ? (
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {session.processName}
          </Typography>
        ) : (
          <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '50%' }} />
        )}
        {session && tabs.length > 0 && (
          <Tabs
            value={isReportTab(tabParam) && tabs.includes(tabParam) ? tabParam : false}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('header.tabs')}
          >
            {tabs.map((tab) => (
              <Tab
                key={tab}
                value={tab}
                label={t(`tabs.${tab}`)}
                component={RouterLink}
                to={to(reportPaths[tab](session.processId))}
              />
            ))}
          </Tabs>
        )}
      </Box>
    </Paper>
  );
}
