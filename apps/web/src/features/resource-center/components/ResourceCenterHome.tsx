import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { Box, Card, CardActionArea, CardContent, Link, Pagination, Stack, Typography } from '@mui/material';
import type { Locale, ResourceKind } from '@terna/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { externalLinks } from '@/shared/lib/external-links';
import { paths } from '@/shared/lib/paths';
import { SearchField } from '@/shared/ui/SearchField';
import { visuallyHidden } from '@/shared/ui/visuallyHidden';
import { useResourceItems } from '../hooks/useResourceItems';
import { useResourceSearchParams } from '../hooks/useResourceSearchParams';
import { LanguageFilter } from './LanguageFilter';
import { ResourceCenterFrame } from './ResourceCenterFrame';
import { ResourceGrid } from './ResourceGrid';

const RESULTS_PAGE_SIZE = 12;

/** /resource-center: search, the guides, the latest videos and documents, and Terna's external learning pages. */
export function ResourceCenterHome() {
  const { t } = useTranslation('resourceCenter');
  const { search, language, page, update } = useResourceSearchParams();

  return (
    <ResourceCenterFrame section="home">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} role="search">
        <SearchField
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={search}
          onCommit={(value) => update({ search: value })}
        />
        <LanguageFilter value={language} onChange={(value) => update({ language: value })} />
      </Stack>
      {search ? (
        <SearchResults search={search} language={language} page={page} onPage={(value) => update({ page: value })} />
      ) : (
        <Stack spacing={5}>
          <Section kind="GUIDE" language={language} size={6} />
          <Section kind="VIDEO" language={language} size={3} more={paths.resourceCenterVideos} />
          <Section kind="DOCUMENT" language={language} size={3} more={paths.resourceCenterDocuments} />
          <ExternalLinks />
        </Stack>
      )}
    </ResourceCenterFrame>
  );
}

function SearchResults({
  search,
  language,
  page,
  onPage,
}: {
  search: string;
  language: Locale | '';
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('resourceCenter');
  const headingId = useId();
  const { items, total, loading, error } = useResourceItems({
    search,
    language: language || undefined,
    page,
    size: RESULTS_PAGE_SIZE,
  });
  const pages = Math.ceil(total / RESULTS_PAGE_SIZE);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('search.results', { count: total, search })}
      </Typography>
      {error && !items ? (
        <Typography role="alert" color="error">
          {t('loadError', { reason: errorText(error) })}
        </Typography>
      ) : (
        <ResourceGrid
          items={items}
          loading={loading}
          labelledBy={headingId}
          emptyMessage={t('search.empty', { search })}
        />
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, value) => onPage(value)}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, value) => t(`pagination.${type}`, { page: value })}
        />
      )}
    </Box>
  );
}

function Section({
  kind,
  language,
  size,
  more,
}: {
  kind: ResourceKind;
  language: Locale | '';
  size: number;
  more?: string;
}) {
  const { t } = useTranslation('resourceCenter');
  const { to } = useLocale();
  const headingId = useId();
  const { items, total, loading, error } = useResourceItems({
    kind,
    language: language || undefined,
    size,
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2, gap: 2 }}>
        <Typography id={headingId} variant="h5" component="h2">
          {t(`home.${kind}`)}
        </Typography>
        {more && total > size && (
          <Link component={RouterLink} to={to(more)}>
            {t(`home.more.${kind}`, { count: total })}
          </Link>
        )}
      </Stack>
      {error && !items ? (
        <Typography role="alert" color="error">
          {t('loadError', { reason: errorText(error) })}
        </Typography>
      ) : (
        <ResourceGrid
          items={items}
          loading={loading}
          placeholders={Math.min(size, 3)}
          labelledBy={headingId}
          emptyMessage={t(`empty.${kind}`)}
        />
      )}
    </Box>
  );
}

const EXTERNAL = [
  { key: 'trainings', href: externalLinks.training, Icon: SchoolOutlinedIcon },
  { key: 'knowledgeBase', href: externalLinks.knowledgeBase, Icon: TipsAndUpdatesOutlinedIcon },
] as const;

/** Terna's monthly trainings and knowledge base, outside the product: each opens in a new tab. */
function ExternalLinks() {
  const { t } = useTranslation('resourceCenter');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('external.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {EXTERNAL.map(({ key, href, Icon }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
                        {t(`external.${key}.title`)}
                        <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ ml: 0.5, verticalAlign: 'middle' }} />
                        <Box component="span" sx={visuallyHidden}>{` ${t('newTab')}`}</Box>
                      </Typography>
                      <Typography color="text.secondary">{t(`external.${key}.body`)}</Typography>
                    </Box>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
