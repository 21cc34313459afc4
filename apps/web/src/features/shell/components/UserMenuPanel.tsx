import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Divider, MenuList, Popover, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SchoolIcon from '@mui/icons-material/School';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useAbility } from '@casl/react';
import { BUILD_VERSION, hasFeature, type AppAbility } from '@terna/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { externalLinks } from '@/shared/lib/external-links';
import { paths } from '@/shared/lib/paths';
import { useClientInfo, useCurrentUser } from '@/shared/session/useSessionData';
import { belowButton, MenuRow } from '@/shared/ui/ActionMenuList';
import { CreditsBanner } from './CreditsBanner';
import { LanguageSelector } from './LanguageSelector';
import { UserAvatar } from './UserAvatar';

interface UserMenuPanelProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  showCredits: boolean;
}

/**
 * The user menu's popover (spec 2 section 2.2): who is signed in, the language, the account pages. A
 * popover rather than a Menu: the profile header and the language field are not menu items.
 */
export function UserMenuPanel({ id, anchor, onClose, showCredits }: UserMenuPanelProps) {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const ability = useAbility<AppAbility>();
  const { user } = useCurrentUser();
  const { clientInfo } = useClientInfo();
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';
  const pageRow = (path: string, icon: ReactElement, label: string) => (
    <MenuRow component={RouterLink} to={to(path)} onClick={onClose} icon={icon} label={label} />
  );

  return (
    <Popover
      id={id}
      {...belowButton(anchor)}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 340, maxWidth: 'calc(100vw - 16px)', py: 1 }, 'aria-label': t('userMenu.open') },
      }}
    >
      <Box
        sx={{
          px: 2,
          pt: 1,
          pb: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          textAlign: 'center',
        }}
      >
        <Typography variant="caption" color="text.secondary">
          {t('userMenu.version', { version: BUILD_VERSION })}
        </Typography>
        <UserAvatar size={64} />
        <Typography sx={{ fontWeight: 700 }} data-testid="user-menu-name">
          {fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('userMenu.email', { email: user?.mail ?? '' })}
        </Typography>
        {clientInfo && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="user-menu-company">
            {clientInfo.commercialName}
          </Typography>
        )}
      </Box>
      {showCredits && (
        <Box sx={{ px: 2, pb: 1 }}>
          <CreditsBanner />
        </Box>
      )}
      {hasFeature(clientInfo?.features, 'MULTI_LANGUAGE') && (
        <Box sx={{ px: 2, pb: 1 }}>
          <LanguageSelector />
        </Box>
      )}
      <Divider />
      <MenuList aria-label={t('userMenu.open')}>
        {pageRow(paths.accountProfile, <PersonIcon fontSize="small" />, t('userMenu.profile'))}
        {pageRow(paths.accountCompany, <ApartmentIcon fontSize="small" />, t('userMenu.companyAccount'))}
        {ability.can('full', 'Company') &&
          pageRow(paths.companyHome, <BusinessIcon fontSize="small" />, t('userMenu.companyHome'))}
        <MenuRow
          component="a"
          href={externalLinks.training}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          icon={<SchoolIcon fontSize="small" />}
          label={t('userMenu.training')}
        >
          <Chip label={t('userMenu.new')} size="small" color="primary" sx={{ mx: 1 }} />
          <OpenInNewIcon fontSize="small" aria-hidden />
        </MenuRow>
        {pageRow(paths.userCompanies, <SwapHorizIcon fontSize="small" />, t('userMenu.companies'))}
        {pageRow(paths.logout, <LogoutIcon fontSize="small" />, t('userMenu.logout'))}
      </MenuList>
    </Popover>
  );
}
