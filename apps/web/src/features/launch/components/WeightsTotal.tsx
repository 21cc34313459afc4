import BalanceIcon from '@mui/icons-material/Balance';
import { Box, Button, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { redistributeItems, weightSummary } from '../weights';

interface WeightsTotalProps {
  items: readonly { weight: number }[];
  /** Spreads the weights to 100 keeping their proportions; absent when the list cannot change. */
  onRedistribute?: () => void;
  disabled?: boolean;
}

/**
 * The live total of a weighted list: green at exactly 100, orange under, red over (spec 3 section 5).
 * The colour is never the only sign: the text says whether the total is right.
 */
export function WeightsTotal({ items, onRedistribute, disabled }: WeightsTotalProps) {
  const { t } = useTranslation('launch');
  const { total, tone, color } = weightSummary(items);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 700, color: `${color}.dark` }} data-tone={tone}>
        {t(`weights.total.${tone}`, { total, missing: 100 - total })}
      </Typography>
      {onRedistribute && items.length > 0 && (
        <Button size="small" startIcon={<BalanceIcon />} onClick={onRedistribute} disabled={disabled || total === 100}>
          {t('weights.redistribute')}
        </Button>
      )}
    </Box>
  );
}

/** The total of a weighted list of the step's form, with its redistribute button. */
export function FormWeightsTotal({ name, disabled }: { name: string; disabled?: boolean }) {
  const { watch, setValue } = useFormContext();
  const items = ((watch(name) as { weight: number | null }[] | undefined) ?? []).map((item) => ({
    ...item,
    weight: item.weight ?? 0,
  }));
  return (
    <WeightsTotal
      items={items}
      disabled={disabled}
      onRedistribute={() => setValue(name, redistributeItems(items), { shouldValidate: true, shouldDirty: true })}
    />
  );
}
