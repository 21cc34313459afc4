import { Box, TablePagination } from '@mui/material';
import { COMPANY_PAGE_SIZES } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The 1-based page and page size of a company-area table; a new size goes back to the first page. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(COMPANY_PAGE_SIZES[0]);
  return { page, size, setPage, setSize };
}

interface PagedTableNavProps {
  paging: ReturnType<typeof usePaging>;
  total: number;
}

/** Pages of a company-area table (reports, credit movements), as a labelled navigation landmark. */
export function PagedTableNav({ paging, total }: PagedTableNavProps) {
  const { t } = useTranslation('companyAnalytics');
  return (
    <Box component="nav" aria-label={t('pagination')}>
      <TablePagination
        component="div"
        count={total}
        page={paging.page - 1}
        rowsPerPage={paging.size}
        rowsPerPageOptions={[...COMPANY_PAGE_SIZES]}
        onPageChange={(_, next) => paging.setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          paging.setSize(Number(event.target.value));
          paging.setPage(1);
        }}
      />
    </Box>
  );
}
