import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useClientInfo } from '@/shared/session/useSessionData';
import { useVisibleItems } from '../hooks/useVisibleItems';
import { COMPANY_ITEMS, type NavItem } from '../navigation';

/** The company area side panel: company name and permitted items; a group is open while its route is active. */
export function SideNavPanel() {
  const { t } = useTranslation('shell');
  const { clientInfo } = useClientInfo();
  const items = useVisibleItems(COMPANY_ITEMS);

  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={t('sideNav.label')}
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <Typography sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>{clientInfo?.commercialName}</Typography>
      <List dense>
        {items.map((item) => (
          <SideNavEntry key={item.key} item={item} />
        ))}
      </List>
    </Paper>
  );
}

function SideNavEntry({ item, nested = false }: { item: NavItem; nested?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { to } = useLocale();
  const groupActive = Boolean(item.children?.some((child) => child.to && pathname.startsWith(to(child.to))));
  const [open, setOpen] = useState(groupActive);
  const label = t(`sideNav.${item.key}`);

  if (item.children) {
    if (item.children.length === 0) return null;
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open || groupActive}>
          <ListItemText primary={label} />
          {open || groupActive ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open || groupActive} unmountOnExit>
          <List dense disablePadding>
            {item.children.map((child) => (
              <SideNavEntry key={child.key} item={child} nested />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  if (item.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ pl: nested ? 4 : 2 }}
        >
          <ListItemText primary={label} />
          <OpenInNewIcon fontSize="small" aria-hidden />
          <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
            {t('sideNav.external')}
          </Box>
        </ListItemButton>
      </ListItem>
    );
  }
  const active = pathname.startsWith(to(item.to!));
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={to(item.to!)}
        selected={active}
        aria-current={active ? 'page' : undefined}
        sx={{ pl: nested ? 4 : 2 }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
