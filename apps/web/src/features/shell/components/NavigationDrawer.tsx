import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/shared/ui/Logo';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import type { NavItem } from '../navigation';

/** Where a navigation item leads: a page of the app, or an outside page in a new tab. */
export type NavLinkProps =
  { component: 'a'; href: string; target: string; rel: string } | { component: typeof RouterLink; to: string };

interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  isActive: (item: NavItem) => boolean;
  linkProps: (item: NavItem) => NavLinkProps;
}

/** The header's navigation on small screens, in a drawer from the left. */
export function NavigationDrawer({ open, onClose, items, isActive, linkProps }: NavigationDrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t('nav.label') } }}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 280 }}>
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <List>
          {items.map(({ icon: Icon, ...item }) => (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                {...linkProps(item)}
                selected={isActive(item)}
                aria-current={isActive(item) ? 'page' : undefined}
                onClick={onClose}
              >
                {Icon && (
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon aria-hidden />
                  </ListItemIcon>
                )}
                <ListItemText primary={t(`nav.${item.key}`)} />
                {item.href && (
                  <>
                    <OpenInNewIcon fontSize="small" aria-hidden />
                    <Box component="span" sx={visuallyHidden}>
                      {t('sideNav.external')}
                    </Box>
                  </>
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
