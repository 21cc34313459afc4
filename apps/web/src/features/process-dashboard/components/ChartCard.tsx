import { Box, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';

export interface ChartTable {
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

interface ChartCardProps {
  title: string;
  /** One sentence with the chart's main reading, for everyone. */
  summary: string;
  /** The chart's numbers for screen readers, which skip the drawing. */
  table: ChartTable;
  children: ReactNode;
}

/** A titled chart with a short summary; the drawing is hidden from screen readers, which read a table of the same numbers instead. */
export function ChartCard({ title, summary, table, children }: ChartCardProps) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ position: 'relative', m: 0, p: 2, minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box aria-hidden sx={{ minWidth: 0 }}>
        {children}
      </Box>
      {/* A table lays itself out at its content's width whatever its own: the hidden box around it keeps it from widening the page. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([first, ...rest], row) => (
              <tr key={row}>
                <th scope="row">{first}</th>
                {rest.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Paper>
  );
}
