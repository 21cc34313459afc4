import { Box, Pagination, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { SearchField } from '@/shared/ui/SearchField';
import { useResourceItems } from '../hooks/useResourceItems';
import { useResourceSearchParams } from '../hooks/useResourceSearchParams';
import { LanguageFilter } from './LanguageFilter';
import { ResourceCenterFrame } from './ResourceCenterFrame';
import { ResourceGrid } from './ResourceGrid';

const PAGE_SIZE = 12;

/** /resource-center/videos and /documents: every item of the kind, by language and search, twelve a page. */
export function ResourceListPage({ kind }: { kind: 'VIDEO' | 'DOCUMENT' }) {
  const { t } = useTranslation('resourceCenter');
  const headingId = useId();
  const { search, language, page, update } = useResourceSearchParams();
  const { items, total, loading, error } = useResourceItems({
    kind,
    search,
    language: language || undefined,
    page,
    size: PAGE_SIZE,
  });
  const pages = Math.ceil(total / PAGE_SIZE);
  const section = kind === 'VIDEO' ? 'videos' : 'documents';
  return (
    <ResourceCenterFrame section={section} publishKind={kind}>
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
          {t(`sections.${section}`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} role="search">
          <SearchField
            label={t(`search.${section}`)}
            placeholder={t('search.placeholder')}
            value={search}
            onCommit={(value) => update({ search: value })}
          />
          <LanguageFilter value={language} onChange={(value) => update({ language: value })} />
        </Stack>
        {error && !items ? (
          <Typography role="alert" color="error">
            {t('loadError', { reason: errorText(error) })}
          </Typography>
        ) : (
          <ResourceGrid
            items={items}
            loading={loading}
            placeholders={6}
            labelledBy={headingId}
            emptyMessage={search ? t('search.empty', { search }) : t(`empty.${kind}`)}
          />
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={page}
            onChange={(_, value) => update({ page: value })}
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
            getItemAriaLabel={(type, value) => t(`pagination.${type}`, { page: value })}
          />
        )}
      </Box>
    </ResourceCenterFrame>
  );
}
