import { Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A filter value with the number of results it would give (the server's facet count). */
export interface Facet {
  key: string;
  docCount: number;
  label?: string | null;
}

interface FacetGroupProps {
  legend: string;
  facets: readonly Facet[];
  selected: readonly string[];
  labelOf: (facet: Facet) => string;
  onToggle: (key: string) => void;
  /** Values shown before a "show more" button; every value by default. */
  visibleCount?: number;
}

/** A checkable facet list; a chosen value the server no longer counts still shows (with 0) so it can be unchecked. */
export function FacetGroup({ legend, facets, selected, labelOf, onToggle, visibleCount }: FacetGroupProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const missing = selected
    .filter((key) => !facets.some((facet) => facet.key === key))
    .map((key) => ({ key, docCount: 0, label: null }));
  const options = [...facets, ...missing];
  // Chosen values always show, even past the fold, so what filters the list is never hidden.
  const shown =
    expanded || visibleCount === undefined
      ? options
      : options.filter((facet, index) => index < visibleCount || selected.includes(facet.key));
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('facets.noOptions')}
        </Typography>
      ) : (
        <FormGroup>
          {shown.map((facet) => (
            <FormControlLabel
              key={facet.key}
              control={
                <Checkbox size="small" checked={selected.includes(facet.key)} onChange={() => onToggle(facet.key)} />
              }
              label={
                <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    {labelOf(facet)}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    ({facet.docCount})
                  </Box>
                </Box>
              }
            />
          ))}
        </FormGroup>
      )}
      {shown.length < options.length || (expanded && visibleCount !== undefined && options.length > visibleCount) ? (
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          sx={{ justifySelf: 'start', alignSelf: 'flex-start' }}
        >
          {expanded ? t('facets.showLess') : t('facets.showMore', { count: options.length - shown.length })}
        </Button>
      ) : null}
    </FormControl>
  );
}
