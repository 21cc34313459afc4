import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResultBar } from '@/shared/ui/ResultBar';
import { componentBars, type ComponentResult } from '../results';

interface ComponentResultsProps {
  components: readonly ComponentResult[];
  /** Bars side by side as room allows (list rows); one per line otherwise. */
  dense?: boolean;
}

/** A candidate's result per component, as linear bars. */
export function ComponentResults({ components, dense = false }: ComponentResultsProps) {
  const { t } = useTranslation('candidates');
  const bars = componentBars(components);
  if (bars.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.25,
        columnGap: 2.5,
        gridTemplateColumns: dense ? 'repeat(auto-fill, minmax(150px, 1fr))' : '1fr',
      }}
    >
      {bars.map((bar) => (
        <ResultBar
          key={bar.componentType}
          label={t(`components.${bar.componentType}`, { defaultValue: bar.componentType })}
          value={bar.value}
          color={bar.color}
          note={bar.pendingGrade ? t('result.pendingGrade') : undefined}
        />
      ))}
    </Box>
  );
}
