import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Avatar,
  Box,
  Chip,
  Divider,
  IconButton,
  ListItemIcon,
  MenuItem,
  MenuList,
  Popover,
  Typography,
} from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import SchoolIcon from '@mui/icons-material/School';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useAbility } from '@casl/react';
import { BUILD_VERSION, hasFeature, type AppAbility } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { externalLinks, paths } from '@/shared/lib/paths';
import { useClientInfo, useCurrentUser } from '@/shared/session/useSessionData';
import { CreditsBanner } from './CreditsBanner';
import { LanguageSelector } from './LanguageSelector';

function initials(firstName = '', lastName = ''): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The user menu of spec 2 section 2.2. */
export function UserMenu({ showCredits }: { showCredits: boolean }) {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const ability = useAbility<AppAbility>();
  const { user } = useCurrentUser();
  const { clientInfo } = useClientInfo();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';

  const avatar = (size: number) => (
    <Avatar
      src={user?.urlAvatar ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size / 2.4 }}
    >
      {initials(user?.firstName, user?.lastName)}
    </Avatar>
  );

  return (
    <>
      <IconButton
        aria-label={t('userMenu.open')}
        aria-haspopup="dialog"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {avatar(36)}
      </IconButton>
      {/* A popover rather than a Menu: the profile header and the language field are not menu items. */}
      <Popover
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
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
          {avatar(64)}
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
          <MenuItem component={RouterLink} to={to(paths.accountProfile)} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.profile')}
          </MenuItem>
          <MenuItem component={RouterLink} to={to(paths.accountCompany)} onClick={close}>
            <ListItemIcon>
              <ApartmentIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.companyAccount')}
          </MenuItem>
          {ability.can('full', 'Company') && (
            <MenuItem component={RouterLink} to={to(paths.companyHome)} onClick={close}>
              <ListItemIcon>
                <BusinessIcon fontSize="small" />
              </ListItemIcon>
              {t('userMenu.companyHome')}
            </MenuItem>
          )}
          <MenuItem
            component="a"
            href={externalLinks.training}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            <ListItemIcon>
              <SchoolIcon fontSize="small" />
            </ListItemIcon>
            <Box sx={{ flexGrow: 1 }}>{t('userMenu.training')}</Box>
            <Chip label={t('userMenu.new')} size="small" color="primary" sx={{ mx: 1 }} />
            <OpenInNewIcon fontSize="small" aria-hidden />
          </MenuItem>
          <MenuItem component={RouterLink} to={to(paths.userCompanies)} onClick={close}>
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.companies')}
          </MenuItem>
          <MenuItem component={RouterLink} to={to(paths.logout)} onClick={close}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.logout')}
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
