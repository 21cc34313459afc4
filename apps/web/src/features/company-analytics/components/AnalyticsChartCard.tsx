import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';

export interface ChartRows {
  headers: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

interface AnalyticsChartCardProps {
  title: string;
  /** One sentence with the chart's main reading, for everyone. */
  summary: string;
  table: ChartRows;
  children: ReactNode;
}

/**
 * A titled chart whose drawing screen readers skip: they read the same numbers as a table, which
 * "Ver como tabla" also shows to everyone (in place of the drawing).
 */
export function AnalyticsChartCard({ title, summary, table, children }: AnalyticsChartCardProps) {
  const { t } = useTranslation('companyAnalytics');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ position: 'relative', p: 2, minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button
          size="small"
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((open) => !open)}
        >
          {asTable ? t('showChart') : t('showTable')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {!asTable && (
        <Box aria-hidden sx={{ minWidth: 0 }}>
          {children}
        </Box>
      )}
      {/* Always there for screen readers; shown when asked. A wide table scrolls inside its own box. */}
      <TableContainer id={tableId} sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
        <Table size="small">
          <caption style={visuallyHidden}>{title}</caption>
          <TableHead>
            <TableRow>
              {table.headers.map((header) => (
                <TableCell key={header} scope="col">
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map(([first, ...rest], row) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {first}
                </TableCell>
                {rest.map((cell, index) => (
                  <TableCell key={index} align="right">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
