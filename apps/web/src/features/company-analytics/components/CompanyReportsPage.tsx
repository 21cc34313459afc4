import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { formatDateTime } from '@/shared/lib/dates';
import { EmptyState } from '@/shared/ui/EmptyState';
import { SearchField } from '@/shared/ui/SearchField';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { NO_FILTERS } from '../filters';
import { useCompanyReports } from '../hooks/useCompanyReports';
import { useDownloadExport } from '../hooks/useDownloadExport';
import { AnalyticsFilters } from './AnalyticsFilters';
import { PagedTableNav, usePaging } from './PagedTableNav';

/** cap-my-company-reports (COMPANY_REPORTS or ANALYTIC_REPORT): the generated reports, and the analytics as a spreadsheet. */
export function CompanyReportsPage() {
  const { t } = useTranslation('companyAnalytics');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('reports.title')}
      </Typography>
      <AnalyticsExport />
      <GeneratedReports />
    </Box>
  );
}

function AnalyticsExport() {
  const { t } = useTranslation('companyAnalytics');
  const titleId = useId();
  const [filters, setFilters] = useState(NO_FILTERS);
  const { download, busy } = useDownloadExport();
  const reversed = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography id={titleId} component="h2" variant="h6">
        {t('reports.export')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reports.exportHelp')}
      </Typography>
      <AnalyticsFilters value={filters} onChange={setFilters} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy || reversed}
            onClick={() => void download(format, filters)}
          >
            {t(`reports.download.${format}`)}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

function GeneratedReports() {
  const { t } = useTranslation('companyAnalytics');
  const notify = useSnackbar();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const { reports, loading, error } = useCompanyReports(search, paging.page, paging.size);

  useEffect(() => {
    if (error) notify({ message: t('loadError', { reason: errorText(error) }), severity: 'error' });
  }, [error, notify, t]);

  let content;
  if (!reports && loading) content = <Skeleton variant="rounded" height={200} />;
  else if (!reports || reports.total === 0)
    content = <EmptyState message={search ? t('reports.noMatch') : t('reports.empty')} />;
  else
    content = (
      <>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.candidate')}</TableCell>
                <TableCell>{t('columns.process')}</TableCell>
                <TableCell>{t('columns.format')}</TableCell>
                <TableCell>{t('columns.date')}</TableCell>
                <TableCell>{t('columns.file')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.items.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>{report.candidateName ?? t('reports.bundle')}</TableCell>
                  <TableCell>{report.processName}</TableCell>
                  <TableCell>
                    {report.kind === 'BUNDLE' ? 'ZIP' : report.format === 'DOCX' ? 'WORD' : report.format}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</TableCell>
                  <TableCell>
                    {report.downloadUrl ? (
                      <Link href={report.downloadUrl} download={report.fileName}>
                        {t('reports.downloadFile', { name: report.fileName })}
                      </Link>
                    ) : (
                      t(`reportStatus.${report.status}`)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <PagedTableNav paging={paging} total={reports.total} />
      </>
    );

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {t('reports.generated')}
      </Typography>
      <Box sx={{ maxWidth: 420 }}>
        <SearchField
          label={t('reports.search')}
          value={search}
          onCommit={(next) => {
            setSearch(next);
            paging.setPage(1);
          }}
        />
      </Box>
      {content}
    </Paper>
  );
}
