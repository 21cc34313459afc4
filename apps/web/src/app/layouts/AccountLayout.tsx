import { Box, Button, MenuItem, Tab, Tabs, TextField, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { useTernaStaff } from '@/features/subscriptions/hooks/useTernaStaff';

/** The account area's pages (spec 2 section 2.7). */
const SECTIONS = [
  { key: 'company', path: paths.accountCompany },
  { key: 'users', path: paths.accountUsers },
  { key: 'profile', path: paths.accountProfile },
  { key: 'subscription', path: paths.subscriptionDetail },
] as const;

/** Spec 2 section 9: the account layout's mobile breakpoint is 959 px. */
const MOBILE_QUERY = '(max-width:959px)';

/** The account area: its sections as tabs, or as a select below 959 px, above the page. */
export function AccountLayout() {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY);
  // Terna's administrators collect the companies' orders from a page of their own (docs/decisions/021).
  const staff = useTernaStaff();
  const current = SECTIONS.find((section) => location.pathname.endsWith(section.path))?.key ?? false;

  return (
    <Box component="main" id="main" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280, mx: 'auto', minWidth: 0 }}>
      <Box component="nav" aria-label={t('account.label')} sx={{ mb: 3 }}>
        {mobile ? (
          <TextField
            select
            fullWidth
            size="small"
            label={t('account.section')}
            value={current || ''}
            onChange={(event) => {
              const section = SECTIONS.find((entry) => entry.key === event.target.value);
              if (section) void navigate(to(section.path));
            }}
          >
            {SECTIONS.map((section) => (
              <MenuItem key={section.key} value={section.key}>
                {t(`account.${section.key}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Tabs value={current} aria-label={t('account.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {SECTIONS.map((section) => (
              <Tab
                key={section.key}
                value={section.key}
                label={t(`account.${section.key}`)}
                component={RouterLink}
                to={to(section.path)}
                aria-current={current === section.key ? 'page' : undefined}
              />
            ))}
          </Tabs>
        )}
        {staff && (
          <Button component={RouterLink} to={to(paths.staffOrders)} size="small" sx={{ mt: 1 }}>
            {t('account.staffOrders')}
          </Button>
        )}
      </Box>
      <Outlet />
    </Box>
  );
}
