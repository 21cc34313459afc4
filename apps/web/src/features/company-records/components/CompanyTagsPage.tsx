import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import { tagTextColor, type CompanyTagInput } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyTagListQuery } from '@/gql/graphql';
import { errorText } from '@/shared/lib/apollo';
import { usePermissionAbility } from '@/shared/session/useSessionData';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useCompanyTags } from '../hooks/useCompanyTags';
import { CompanyTagDialog } from './CompanyTagDialog';
import { RecordsPage, RowFacts } from './RecordsPage';

type Tag = CompanyTagListQuery['companyTagList'][number];

/**
 * The company area's tags (/cap/my-company/tags): the twelve predefined tags, fixed, and the
 * company's own, which administrators create, rename, recolour and delete.
 */
export function CompanyTagsPage() {
  const { t } = useTranslation('companyRecords');
  const notify = useSnackbar();
  const { ability } = usePermissionAbility();
  const canManage = ability.can('full', 'Company');
  const { tags, loading, error, refetch, save, remove, removing } = useCompanyTags();
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const deleteTitleId = useId();

  const submit = async (input: CompanyTagInput) => {
    try {
      await save({ ...input, id: editing === 'new' || !editing ? undefined : editing.id });
      notify({ message: t('tags.saved', { title: input.title }) });
      setEditing(null);
    } catch (failure) {
      notify({ message: t('tags.saveError', { reason: errorText(failure) }), severity: 'error' });
    }
  };
  const confirmDelete = async (tag: Tag) => {
    try {
      const count = await remove(tag.id);
      notify({ message: t('tags.deleted', { count }) });
    } catch (failure) {
      notify({ message: t('tags.deleteError', { reason: errorText(failure) }), severity: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const ordered = tags && [...tags].sort((a, b) => Number(b.isPredefined) - Number(a.isPredefined));
  return (
    <>
      <RecordsPage
        title={t('tags.title')}
        description={t('tags.description')}
        action={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('tags.create')}
            </Button>
          )
        }
        rows={ordered}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        empty={t('tags.ownEmpty')}
        rowKey={(tag) => tag.id}
        renderRow={(tag) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Chip
              label={tag.title}
              sx={{ bgcolor: tag.hexCode, color: tagTextColor(tag.hexCode), fontWeight: 600, maxWidth: '100%' }}
            />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <RowFacts>
                <span>{tag.isPredefined ? t('tags.predefined') : t('tags.own')}</span>
                <span>{t('tags.candidates', { count: tag.candidates })}</span>
                <span>{tag.hexCode}</span>
              </RowFacts>
            </Box>
            {tag.isPredefined ? (
              <Typography variant="caption" color="text.secondary">
                {t('tags.fixed')}
              </Typography>
            ) : (
              canManage && (
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title={t('tags.edit', { title: tag.title })}>
                    <IconButton aria-label={t('tags.edit', { title: tag.title })} onClick={() => setEditing(tag)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('tags.delete', { title: tag.title })}>
                    <IconButton aria-label={t('tags.delete', { title: tag.title })} onClick={() => setDeleting(tag)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              )
            )}
          </Box>
        )}
      />
      {editing && (
        <CompanyTagDialog
          initial={editing === 'new' ? undefined : { title: editing.title, hexCode: editing.hexCode }}
          onSave={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <Dialog
          open
          onClose={removing ? undefined : () => setDeleting(null)}
          maxWidth="xs"
          fullWidth
          aria-labelledby={deleteTitleId}
        >
          <DialogTitle id={deleteTitleId}>{t('tags.deleteTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('tags.deleteBody', { title: deleting.title, count: deleting.candidates })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)} disabled={removing}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button color="error" variant="contained" loading={removing} onClick={() => void confirmDelete(deleting)}>
              {t('tags.deleteConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
