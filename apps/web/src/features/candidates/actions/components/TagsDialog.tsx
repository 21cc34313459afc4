import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { MAX_TAGS, TAG_DIALOG_WIDTH } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CandidateActionsFragment } from '@/gql/graphql';
import { useLocale } from '@/shared/hooks/useLocale';
import { errorText } from '@/shared/lib/apollo';
import { paths } from '@/shared/lib/paths';
import { useCandidateTags } from '../hooks/useCandidateTags';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { usePhoneDialog } from '../hooks/usePhoneDialog';
import { nextProcessTagColor, tagGroups, type TagOption } from '../tags';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { ProcessTagDialog, type ProcessTagValue } from './ProcessTagDialog';

/** The tag dialog's width on larger screens (spec 1 section 9). */
const COMPANY_TAGS_PATH = `${paths.companyArea}/tags`;

interface TagsDialogProps {
  candidate: CandidateActionsFragment;
  processId: number;
  onClose: () => void;
  onChanged: () => void;
}

type Editing = { mode: 'create'; initial: ProcessTagValue } | { mode: 'edit'; code: string; initial: ProcessTagValue };

/**
 * The candidate's tags: the process's own tags and the company's predefined ones, each toggled
 * on or off with a click; at most twelve on a candidate. Process tags can be created and renamed here;
 * predefined ones are managed in the company area.
 */
export function TagsDialog({ candidate, processId, onClose, onChanged }: TagsDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { t: tc } = useTranslation();
  const { to } = useLocale();
  const { say, announcement } = useDialogNotify();
  const fullScreen = usePhoneDialog();
  const titleId = useId();
  const tags = useCandidateTags(processId, candidate.id);
  const [pending, setPending] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const groups = tagGroups(tags.processTags, tags.companyTags, candidate.tags);

  const toggle = async (tag: TagOption) => {
    setPending(tag.code);
    try {
      if (tag.appliedId === null) await tags.addTag(tag.code);
      else await tags.removeTag(tag.appliedId);
      say({ message: t(tag.appliedId === null ? 'tags.added' : 'tags.removed', { tag: tag.label, name }) });
      onChanged();
    } catch (error) {
      say({ message: t('tags.error', { reason: errorText(error) }), severity: 'error' });
    } finally {
      setPending(null);
    }
  };

  const saveProcessTag = async (value: ProcessTagValue) => {
    if (!editing) return;
    try {
      if (editing.mode === 'create') await tags.createTag(value);
      else await tags.relabelTag({ code: editing.code, ...value });
      say({ message: t(editing.mode === 'create' ? 'tags.createdTag' : 'tags.updatedTag', { tag: value.label }) });
      setEditing(null);
      onChanged();
    } catch (error) {
      say({ message: t('tags.error', { reason: errorText(error) }), severity: 'error' });
    }
  };

  const chip = (tag: TagOption) => {
    const applied = tag.appliedId !== null;
    const blocked = !applied && groups.atLimit;
    return (
      <Chip
        key={tag.code}
        label={tag.label}
        clickable
        aria-pressed={applied}
        disabled={blocked || (pending !== null && pending !== tag.code)}
        onClick={pending === null ? () => void toggle(tag) : undefined}
        icon={
          applied ? (
            <CheckIcon />
          ) : (
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: tag.color, ml: 1 }}
            />
          )
        }
        variant={applied ? 'filled' : 'outlined'}
        sx={(theme) => ({
          borderColor: tag.color,
          ...(applied && {
            bgcolor: tag.color,
            color: theme.palette.getContrastText(tag.color),
            '& .MuiChip-icon': { color: 'inherit' },
            '&:hover, &.Mui-focusVisible': { bgcolor: tag.color, filter: 'brightness(0.92)' },
          }),
        })}
      />
    );
  };

  const content = () => {
    if (tags.error && tags.processTags.length === 0 && tags.companyTags.length === 0) {
      return <Alert severity="error">{t('tags.loadError', { reason: errorText(tags.error) })}</Alert>;
    }
    if (tags.loading) {
      return (
        <Stack spacing={2} aria-busy="true" aria-label={tc('loading')}>
          {[0, 1].map((row) => (
            <Stack key={row} direction="row" spacing={1}>
              {[0, 1, 2, 3].map((cell) => (
                <Skeleton key={cell} variant="rounded" width={96} height={32} />
              ))}
            </Stack>
          ))}
        </Stack>
      );
    }
    return (
      <Stack spacing={3}>
        {groups.atLimit && <Alert severity="info">{t('tags.limit', { name, max: MAX_TAGS })}</Alert>}
        <Box component="section" aria-labelledby={`${titleId}-process`}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}
          >
            <Typography id={`${titleId}-process`} variant="subtitle1" component="h3">
              {t('tags.processGroup')}
            </Typography>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() =>
                setEditing({ mode: 'create', initial: { label: '', color: nextProcessTagColor(tags.processTags) } })
              }
            >
              {t('tags.new')}
            </Button>
          </Stack>
          {groups.process.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('tags.noProcessTags')}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {groups.process.map((tag) => (
                <Stack key={tag.code} direction="row" sx={{ alignItems: 'center' }}>
                  {chip(tag)}
                  <IconButton
                    size="small"
                    aria-label={t('tags.edit', { tag: tag.label })}
                    onClick={() =>
                      setEditing({ mode: 'edit', code: tag.code, initial: { label: tag.label, color: tag.color } })
                    }
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          )}
        </Box>
        <Box component="section" aria-labelledby={`${titleId}-predefined`}>
          <Typography id={`${titleId}-predefined`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {t('tags.predefinedGroup')}
          </Typography>
          {groups.predefined.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('tags.noPredefinedTags')}
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {groups.predefined.map(chip)}
            </Stack>
          )}
          <Link
            component={RouterLink}
            to={to(COMPANY_TAGS_PATH)}
            variant="body2"
            sx={{ display: 'inline-block', mt: 1.5 }}
          >
            {t('tags.manage')}
          </Link>
        </Box>
      </Stack>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: TAG_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t('tags.title', { name })}
        <IconButton aria-label={tc('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <DialogAnnouncer message={announcement} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('tags.help', { applied: groups.applied, max: MAX_TAGS })}
        </Typography>
        {content()}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('close')}</Button>
      </DialogActions>
      {editing && (
        <ProcessTagDialog
          mode={editing.mode}
          initial={editing.initial}
          saving={tags.savingProcessTag}
          onSave={saveProcessTag}
          onClose={() => setEditing(null)}
        />
      )}
    </Dialog>
  );
}
