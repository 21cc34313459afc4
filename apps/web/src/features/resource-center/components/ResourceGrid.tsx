import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceItemFieldsFragment } from '@/gql/graphql';
import { EmptyState } from '@/shared/ui/EmptyState';
import { useResourcePublisher } from '../hooks/useResourcePublisher';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { ResourceCard } from './ResourceCard';
import { ResourceEditorDialog } from './ResourceEditorDialog';

interface ResourceGridProps {
  items: ResourceItemFieldsFragment[] | null;
  loading: boolean;
  /** How many skeleton cards stand in while loading. */
  placeholders?: number;
  emptyMessage: string;
  /** The list's accessible name (the section heading's id). */
  labelledBy?: string;
}

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * Items as cards, one column on phones and up to three on wide screens; skeletons while loading, a
 * message when there is nothing. A Terna administrator edits videos and documents here (a guide is
 * edited on its page, where its text is) and deletes any item.
 */
export function ResourceGrid({ items, loading, placeholders = 3, emptyMessage, labelledBy }: ResourceGridProps) {
  const { t } = useTranslation('resourceCenter');
  const publisher = useResourcePublisher();
  const [editing, setEditing] = useState<ResourceItemFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<ResourceItemFieldsFragment | null>(null);

  if (loading)
    return (
      <Box sx={GRID} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: placeholders }, (_, index) => (
          <Card key={index} variant="outlined">
            <CardContent>
              <Skeleton width="40%" />
              <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
              <Skeleton />
              <Skeleton width="80%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  if (!items?.length) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <Box component="ul" aria-labelledby={labelledBy} sx={{ ...GRID, listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', '& > *': { flexGrow: 1 } }}>
            <ResourceCard
              item={item}
              onEdit={publisher && item.kind !== 'GUIDE' ? setEditing : undefined}
              onDelete={publisher ? setDeleting : undefined}
            />
          </Box>
        ))}
      </Box>
      <ResourceEditorDialog open={editing !== null} item={editing} onClose={() => setEditing(null)} />
      <DeleteResourceDialog item={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
