import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

export interface Bar {
  label: string;
  value: number;
  color?: string | null;
}

interface BarChartViewProps {
  bars: readonly Bar[];
  /** The series' name (what is counted). */
  name: string;
  /** Horizontal bars suit long labels (statuses, sources, tags); vertical ones a time line (months, bands). */
  horizontal?: boolean;
}

const ROW_HEIGHT = 40;
const PADDING = 16;
/** Room past the longest bar for its count. */
const LABEL_ROOM = 1.2;

/**
 * One series of bars with each count on its bar (this module brings @mui/x-charts: the pages load it
 * only with numbers to draw). The drawing takes no keyboard focus: its table holds the same numbers.
 */
export default function BarChartView({ bars, name, horizontal = false }: BarChartViewProps) {
  const { palette } = useTheme();
  const labels = bars.map((bar) => bar.label);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const colorMap = bars.some((bar) => bar.color)
    ? {
        type: 'ordinal' as const,
        values: labels,
        colors: bars.map((bar) => bar.color ?? palette.primary.main),
      }
    : undefined;
  const series = [
    {
      data: bars.map((bar) => bar.value),
      label: name,
      color: palette.primary.main,
      barLabel: (item: { value: number | null }) => String(item.value ?? 0),
      barLabelPlacement: 'outside' as const,
    },
  ];
  if (horizontal) {
    return (
      <BarChart
        layout="horizontal"
        height={Math.max(bars.length, 1) * ROW_HEIGHT + PADDING}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
        yAxis={[{ scaleType: 'band', data: labels, width: 'auto', ...(colorMap && { colorMap }) }]}
        xAxis={[{ position: 'none', min: 0, max: Math.ceil(max * LABEL_ROOM) }]}
        series={series}
      />
    );
  }
  return (
    <BarChart
      height={260}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: labels, ...(colorMap && { colorMap }) }]}
      yAxis={[{ tickMinStep: 1, width: 'auto', min: 0, max: Math.ceil(max * LABEL_ROOM) }]}
      series={series}
    />
  );
}
