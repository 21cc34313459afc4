import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import GridViewIcon from '@mui/icons-material/GridView';
import SendIcon from '@mui/icons-material/Send';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Alert,
  Box,
  Button,
  Pagination,
  Paper,
  Skeleton,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { COMPARATOR_MAX, CV_SEARCH_MAX_PAGE, LAYOUT_BREAKPOINTS, type CvSearchPool } from '@terna/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { InviteToProcessDialog } from '@/features/candidates';
import type { TalentPoolPersonFieldsFragment } from '@/gql/graphql';
import { useSearchParamsState } from '@/shared/hooks/useSearchParamsState';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { EmptyState } from '@/shared/ui/EmptyState';
import { FilterDrawer } from '@/shared/ui/FilterPanel';
import { SearchField } from '@/shared/ui/SearchField';
import { useTalentPoolSearch } from '../hooks/useTalentPoolSearch';
import { BULK_PURCHASED } from '../purchase';
import { activeFilters, readSearch, writeSearch, type TalentPoolSearchState } from '../search-params';
import { CompareDialog } from './CompareDialog';
import { PersonCard } from './PersonCard';
import { PersonTable } from './PersonTable';
import { PurchaseDialog } from './PurchaseDialog';
import { PurchasedPeople } from './PurchasedPeople';
import { TalentPoolFilters } from './TalentPoolFilters';
import { TalentPoolLoader } from './TalentPoolLoader';

/** Cards under this width, a table from it on if the user picks it (spec 2 section 9: 1263 px). */
const CARD_BREAKPOINT = LAYOUT_BREAKPOINTS[5];

type Dialog = 'compare' | 'invite' | 'buy' | null;

/**
 * A pool's CV search: /talent-pool (the talent pool, anonymised) and /talent-pool/my-base. Search,
 * filters, cards or table, ten per page, and a selection to compare, invite (my-base) or buy
 * (talent pool).
 */
export function TalentPoolSearchPage({ pool }: { pool: CvSearchPool }) {
  const { t } = useTranslation('talentPool');
  const { to } = useLocale();
  const { ability } = usePermissionAbility();
  const [params, setParams] = useSearchParams();
  const codec = useCallback(
    () => ({
      read: readSearch,
      write: (state: TalentPoolSearchState) => writeSearch(state, params),
      cleared: (state: TalentPoolSearchState) => ({ ...state, filters: {}, page: 1 }),
    }),
    [params],
  );
  const { state, update, clear } = useSearchParamsState(codec());
  const wide = useMediaQuery(`(min-width:${CARD_BREAKPOINT}px)`);
  const table = wide && params.get('view') === 'table';
  const myBase = pool === 'MY_BASE';
  const search = useTalentPoolSearch({ pool, text: state.text, filters: state.filters, page: state.page });
  const [selected, setSelected] = useState<Map<string, TalentPoolPersonFieldsFragment>>(new Map());
  const [dialog, setDialog] = useState<Dialog>(null);
  const canBuy = ability.can('buy', 'Talentpool');
  const canInvite = ability.can('invite', 'Candidate');

  const toggle = (person: TalentPoolPersonFieldsFragment) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(person.personId)) next.delete(person.personId);
      else next.set(person.personId, person);
      return next;
    });
  const chosen = [...selected.values()];
  const pages = Math.min(Math.ceil(search.total / Math.max(search.size, 1)), CV_SEARCH_MAX_PAGE);

  const results = () => {
    if (search.firstLoad) return <TalentPoolLoader />;
    if (search.error && search.people.length === 0)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void search.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError', { reason: errorText(search.error) })}
        </Alert>
      );
    if (search.loading)
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={180} aria-hidden />
          ))}
        </Box>
      );
    if (search.people.length === 0)
      return <EmptyState message={state.text ? t('notFound') : t(myBase ? 'emptyMyBase' : 'emptyPool')} />;
    if (table)
      return (
        <Paper variant="outlined">
          <PersonTable
            people={search.people}
            selected={new Set(selected.keys())}
            onToggle={(id) => toggle(search.people.find((p) => p.personId === id)!)}
            myBase={myBase}
          />
        </Paper>
      );
    return (
      <Box
        component="ul"
        aria-label={t('results')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {search.people.map((person) => (
          <Box component="li" key={person.personId} sx={{ display: 'grid', minWidth: 0 }}>
            <PersonCard person={person} selected={selected.has(person.personId)} onToggle={() => toggle(person)} />
          </Box>
        ))}
      </Box>
    );
  };

  return (
    <Box
      component="main"
      id="main"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 1600, mx: 'auto', width: '100%', minWidth: 0 }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t(myBase ? 'myBaseTitle' : 'title')}
        </Typography>
        <Tabs value={pool} aria-label={t('pools')} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="TALENT_POOL" label={t('title')} component={RouterLink} to={to(paths.talentPool)} />
          <Tab value="MY_BASE" label={t('myBaseTitle')} component={RouterLink} to={to(paths.talentPoolMyBase)} />
        </Tabs>
        <Typography variant="body2" color="text.secondary">
          {t(myBase ? 'myBaseDescription' : 'description')}
        </Typography>
        {myBase && params.get('bulk') === BULK_PURCHASED && <PurchasedPeople />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <SearchField
            label={t('search')}
            placeholder={t(myBase ? 'searchPlaceholderMyBase' : 'searchPlaceholder')}
            value={state.text}
            onCommit={(text) => update({ text: text.trim() })}
          />
          <FilterDrawer active={activeFilters(state.filters)}>
            <TalentPoolFilters filters={state.filters} onChange={(filters) => update({ filters })} onClear={clear} />
          </FilterDrawer>
          {wide && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={table ? 'table' : 'cards'}
              onChange={(_, value: string | null) => {
                if (!value) return;
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (value === 'table') next.set('view', 'table');
                    else next.delete('view');
                    return next;
                  },
                  { replace: true },
                );
              }}
              aria-label={t('view')}
            >
              <ToggleButton value="cards" aria-label={t('cards')}>
                <GridViewIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="table" aria-label={t('table')}>
                <TableRowsIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Box>
        {chosen.length > 0 && (
          <Paper
            variant="outlined"
            role="region"
            aria-label={t('selection')}
            sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography sx={{ fontWeight: 600, mr: 1 }}>{t('selected', { count: chosen.length })}</Typography>
            <Button
              size="small"
              startIcon={<CompareArrowsIcon />}
              disabled={chosen.length < 2 || chosen.length > COMPARATOR_MAX}
              onClick={() => setDialog('compare')}
            >
              {t('compareAction')}
            </Button>
            {myBase && canInvite && (
              <Button size="small" startIcon={<SendIcon />} onClick={() => setDialog('invite')}>
                {t('invite')}
              </Button>
            )}
            {!myBase && canBuy && (
              <Button
                size="small"
                variant="contained"
                startIcon={<ShoppingCartIcon />}
                onClick={() => setDialog('buy')}
              >
                {t('buy', { count: chosen.length })}
              </Button>
            )}
            <Button size="small" onClick={() => setSelected(new Map())}>
              {t('clearSelection')}
            </Button>
          </Paper>
        )}
        {!search.firstLoad && search.people.length > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('total', { count: search.total })}
          </Typography>
        )}
        {results()}
        {pages > 1 && (
          <Pagination
            aria-label={t('pagination')}
            page={state.page}
            count={pages}
            onChange={(_, page) => update({ page })}
            siblingCount={0}
            sx={{ justifySelf: 'center' }}
          />
        )}
      </Box>
      <CompareDialog open={dialog === 'compare'} people={chosen} onClose={() => setDialog(null)} />
      {myBase && (
        <InviteToProcessDialog
          open={dialog === 'invite'}
          currentProcessId={null}
          candidates={chosen.map((person) => ({
            personId: Number(person.personId),
            firstName: person.firstName ?? '',
            lastName: person.lastName ?? '',
            mail: person.email,
            identification: person.identification,
          }))}
          onClose={() => setDialog(null)}
        />
      )}
      {!myBase && (
        <PurchaseDialog
          open={dialog === 'buy'}
          personIds={chosen.map((person) => person.personId)}
          onClose={() => setDialog(null)}
          onPurchased={() => setSelected(new Map())}
        />
      )}
    </Box>
  );
}
