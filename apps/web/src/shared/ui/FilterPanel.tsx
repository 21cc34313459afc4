import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Typography } from '@mui/material';
import { lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenedOnce } from './OpenedOnce';

// The drawer and what it holds (the page's filters) load when it first opens: a phone paints the list without them.
const FilterDrawerSheet = lazy(() =>
  import('./FilterDrawerSheet').then((module) => ({ default: module.FilterDrawerSheet })),
);

interface FilterPanelProps {
  onClear: () => void;
  /** Space between the filters, in theme spacing units. */
  gap?: number;
  children: ReactNode;
}

/** A list's filter panel: a titled section whose button clears every filter. */
export function FilterPanel({ onClear, gap = 2, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('facets.title')}
        </Typography>
        <Button size="small" onClick={onClear}>
          {t('facets.clear')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

interface FilterDrawerProps {
  /** How many filters are in use: the button shows it. */
  active: number;
  /** The filter panel. */
  children: ReactNode;
}

/** Where the filter panel does not fit beside the list: a button that opens it in a drawer from the left. */
export function FilterDrawer({ active, children }: FilterDrawerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-label={active ? t('facets.openActive', { count: active }) : t('facets.title')}
      >
        <Badge color="primary" badgeContent={active} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
          {t('facets.title')}
        </Badge>
      </Button>
      <OpenedOnce open={open}>
        <FilterDrawerSheet open={open} onClose={() => setOpen(false)}>
          {children}
        </FilterDrawerSheet>
      </OpenedOnce>
    </>
  );
}
