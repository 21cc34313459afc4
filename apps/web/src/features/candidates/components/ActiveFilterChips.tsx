import { Box, Button, Chip } from '@mui/material';
import type { FacetName } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../list-params';

interface ActiveFilterChipsProps {
  active: readonly ActiveFilter[];
  labelOf: (filter: FacetName, key: string) => string;
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

/** The filters narrowing the list, each a chip that takes it off (click, Enter or Delete). */
export function ActiveFilterChips({ active, labelOf, onRemove, onClear }: ActiveFilterChipsProps) {
  const { t } = useTranslation('candidates');
  if (active.length === 0) return null;

  const labelOfFilter = (filter: ActiveFilter) => {
    const name = t(`filters.${filter.filter}`);
    if (filter.kind === 'facet')
      return t('filters.facetValue', { label: name, value: labelOf(filter.filter, filter.value) });
    const { from, to } = filter.range;
    if (from !== null && to !== null) return t('filters.rangeBoth', { label: name, from, to });
    return from !== null ? t('filters.rangeFrom', { label: name, from }) : t('filters.rangeTo', { label: name, to });
  };

  return (
    <Box
      component="ul"
      aria-label={t('filters.active')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {active.map((filter) => {
        const label = labelOfFilter(filter);
        const key = filter.kind === 'facet' ? `${filter.filter}:${filter.value}` : filter.filter;
        return (
          <li key={key}>
            <Chip
              label={label}
              aria-label={t('filters.remove', { label })}
              onClick={() => onRemove(filter)}
              onDelete={() => onRemove(filter)}
            />
          </li>
        );
      })}
      <li>
        <Button size="small" onClick={onClear}>
          {t('facets.clear', { ns: 'common' })}
        </Button>
      </li>
    </Box>
  );
}
