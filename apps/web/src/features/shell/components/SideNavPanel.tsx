import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Button,
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { useClientInfo } from '@/shared/session/useSessionData';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useVisibleItems } from '../hooks/useVisibleItems';
import { COMPANY_ITEMS, type NavItem } from '../navigation';

/**
 * The company area side panel (spec 2 section 2.8): company name and permitted items, each with its
 * icon; a group is open while its route is active. On phones it folds into a menu button that names
 * the current page, so the page itself starts at the top of the screen.
 */
export function SideNavPanel() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { clientInfo } = useClientInfo();
  const items = useVisibleItems(COMPANY_ITEMS);
  const { pathname } = useLocation();
  const { to } = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();

  const current = items
    .flatMap((item) => [item, ...(item.children ?? [])])
    .find((item) => item.to && pathname.startsWith(to(item.to)));
  const list = (
    <List dense id={listId} aria-label={t('sideNav.label')}>
      {items.map((item) => (
        <SideNavEntry key={item.key} item={item} onNavigate={() => setOpen(false)} />
      ))}
    </List>
  );

  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={t('sideNav.label')}
      sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      {phone ? (
        <>
          <Button
            fullWidth
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ justifyContent: 'space-between', px: 2, py: 1.5, textAlign: 'left' }}
          >
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {clientInfo?.commercialName}
              {current && ` · ${t(`sideNav.${current.key}`)}`}
            </Box>
          </Button>
          <Collapse in={open}>{list}</Collapse>
        </>
      ) : (
        <>
          <Typography sx={{ px: 2, pt: 2, pb: 1, fontWeight: 700 }}>{clientInfo?.commercialName}</Typography>
          {list}
        </>
      )}
    </Paper>
  );
}

function SideNavEntry({
  item,
  nested = false,
  onNavigate,
}: {
  item: NavItem;
  nested?: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { to } = useLocale();
  const groupActive = Boolean(item.children?.some((child) => child.to && pathname.startsWith(to(child.to))));
  const [open, setOpen] = useState(groupActive);
  const label = t(`sideNav.${item.key}`);
  const Icon = item.icon;
  const icon = Icon ? (
    <ListItemIcon sx={{ minWidth: 36 }}>
      <Icon fontSize="small" aria-hidden />
    </ListItemIcon>
  ) : null;
  const indent = { pl: nested ? 6.5 : 2 };

  if (item.children) {
    if (item.children.length === 0) return null;
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open || groupActive}>
          {icon}
          <ListItemText primary={label} />
          {open || groupActive ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        </ListItemButton>
        <Collapse in={open || groupActive} unmountOnExit>
          <List dense disablePadding>
            {item.children.map((child) => (
              <SideNavEntry key={child.key} item={child} nested onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  if (item.href) {
    return (
      <ListItem disablePadding>
        <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={indent}>
          {icon}
          <ListItemText primary={label} />
          <OpenInNewIcon fontSize="small" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
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
        onClick={onNavigate}
        sx={indent}
      >
        {icon}
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
