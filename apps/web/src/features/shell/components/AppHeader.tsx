import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AppBar, Box, Button, IconButton, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { HEADER_HEIGHT } from '@terna/domain';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { paths } from '@/shared/lib/paths';
import { Logo } from '@/shared/ui/Logo';
import { OpenedOnce } from '@/shared/ui/OpenedOnce';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useClientInfo } from '@/shared/session/useSessionData';
import { useVisibleItems } from '../hooks/useVisibleItems';
import { HEADER_ITEMS, type NavItem } from '../navigation';
import { CreditsBanner, isCreditsRoute } from './CreditsBanner';
import type { NavLinkProps } from './NavigationDrawer';
import { UserMenu } from './UserMenu';

const NavigationDrawer = lazy(() =>
  import('./NavigationDrawer').then((module) => ({ default: module.NavigationDrawer })),
);

/**
 * The application header: logo, permitted navigation (a drawer on small screens), credits, the
 * `actions` another feature puts there (the notification bell, given by the layout) and user menu.
 */
export function AppHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const { to } = useLocale();
  const items = useVisibleItems(HEADER_ITEMS);
  const showCredits = isCreditsRoute(pathname);
  // The company's own logo beside Terna's, read again after an upload (useUploadCompanyLogo refetches it).
  const { clientInfo } = useClientInfo();

  const isActive = (item: NavItem) => Boolean(item.to && pathname.startsWith(to(item.to)));
  const linkProps = (item: NavItem): NavLinkProps =>
    item.href
      ? { component: 'a', href: item.href, target: '_blank', rel: 'noopener noreferrer' }
      : { component: RouterLink, to: to(item.to!) };

  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ height: HEADER_HEIGHT, gap: 1 }}>
        {compact && (
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={to(paths.processList)}
          aria-label={t('nav.home')}
          sx={{ textDecoration: 'none', mr: 2 }}
        >
          <Logo />
        </Box>
        {clientInfo?.logoUrl && (
          <Box
            component="img"
            src={clientInfo.logoUrl}
            alt={t('header.companyLogo', { name: clientInfo.commercialName })}
            data-testid="header-company-logo"
            sx={{ height: 32, width: 'auto', maxWidth: { xs: 64, sm: 120 }, objectFit: 'contain', mr: 2 }}
          />
        )}
        {!compact && (
          <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
            {items.map((item) => (
              <Button
                key={item.key}
                {...linkProps(item)}
                color={isActive(item) ? 'primary' : 'inherit'}
                aria-current={isActive(item) ? 'page' : undefined}
                endIcon={item.href ? <OpenInNewIcon fontSize="small" aria-hidden /> : undefined}
                sx={{ fontWeight: isActive(item) ? 700 : 500 }}
              >
                {t(`nav.${item.key}`)}
                {item.href && (
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('sideNav.external')}`}
                  </Box>
                )}
              </Button>
            ))}
          </Box>
        )}
        {compact && <Box sx={{ flexGrow: 1 }} />}
        {showCredits && !compact && <CreditsBanner />}
        {actions}
        <UserMenu showCredits={showCredits && compact} />
      </Toolbar>
      <OpenedOnce open={drawerOpen}>
        <NavigationDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          items={items}
          isActive={isActive}
          linkProps={linkProps}
        />
      </OpenedOnce>
    </AppBar>
  );
}
