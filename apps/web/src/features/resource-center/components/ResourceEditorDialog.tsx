import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormControlLabel, LinearProgress, MenuItem, Radio, Stack, Typography } from '@mui/material';
import {
  fileAcceptAttribute,
  LOCALES,
  RESOURCE_BODY_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_FILE_KINDS,
  RESOURCE_KINDS,
  RESOURCE_TITLE_MAX,
  resourceItemInputSchema,
  type Locale,
  type ResourceItemInput,
  type ResourceKind,
} from '@terna/domain';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormRadioGroup, FormSwitch, FormTextField } from '@/shared/forms';
import { useDialogNotify } from '@/shared/hooks/useDialogNotify';
import { errorText } from '@/shared/lib/apollo';
import { useSnackbar } from '@/shared/ui/SnackbarProvider';
import { useResourceEditing } from '../hooks/useResourceEditing';

/** The item being edited (with a guide's body), or null to publish a new one. */
export interface EditedResource {
  id: number;
  kind: ResourceKind;
  title: string;
  description: string;
  language: Locale;
  url: string;
  body?: string;
  published: boolean;
}

export interface ResourceEditorDialogProps {
  open: boolean;
  item: EditedResource | null;
  /** The kind a new item starts as (the list it was opened from). */
  initialKind?: ResourceKind;
  onClose: () => void;
  onSaved?: (saved: { slug: string; kind: ResourceKind }) => void;
}

/** "Publicar": a Terna administrator writes a video, document or guide for every company. Each opening starts afresh. */
export function ResourceEditorDialog({ open, ...props }: ResourceEditorDialogProps) {
  return open ? <ResourceEditorForm {...props} /> : null;
}

function ResourceEditorForm({
  item,
  initialKind = 'GUIDE',
  onClose,
  onSaved,
}: Omit<ResourceEditorDialogProps, 'open'>) {
  const { t, i18n } = useTranslation('resourceCenter');
  const notify = useSnackbar();
  const { say, announcement } = useDialogNotify();
  const { save } = useResourceEditing();
  const defaults: ResourceItemInput = item
    ? {
        kind: item.kind,
        title: item.title,
        description: item.description,
        language: item.language,
        url: item.url,
        body: item.body ?? '',
        published: item.published,
      }
    : {
        kind: initialKind,
        title: '',
        description: '',
        language: (i18n.language === 'en' ? 'en' : 'es') as Locale,
        url: '',
        body: '',
        published: true,
      };

  const submit = async (values: ResourceItemInput) => {
    try {
      const saved = await save(item?.id ?? null, values);
      notify({ message: t(item ? 'edit.saved' : 'publish.saved', { title: saved.title }) });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      say({ message: errorText(error), severity: 'error' });
    }
  };

  return (
    <FormDialog
      title={t(item ? 'edit.title' : 'publish.title')}
      schema={resourceItemInputSchema}
      defaultValues={defaults}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t(item ? 'edit.confirm' : 'publish.confirm')}
      announcement={announcement}
      maxWidth="md"
      fullScreenOnPhone
    >
      <ResourceFields say={say} />
    </FormDialog>
  );
}

function ResourceFields({ say }: { say: ReturnType<typeof useDialogNotify>['say'] }) {
  const { t } = useTranslation('resourceCenter');
  const { control } = useFormContext<ResourceItemInput>();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormRadioGroup name="kind" label={t('fields.kind')} row>
        {RESOURCE_KINDS.map((value) => (
          <FormControlLabel key={value} value={value} control={<Radio />} label={t(`kind.${value}`)} />
        ))}
      </FormRadioGroup>
      <FormTextField
        name="title"
        label={t('fields.title')}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: RESOURCE_TITLE_MAX } }}
      />
      <FormTextField
        name="description"
        label={t('fields.description')}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: RESOURCE_DESCRIPTION_MAX } }}
      />
      <FormTextField name="language" label={t('fields.language')} select required sx={{ maxWidth: 240 }}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} value={locale}>
            {t(`language.${locale}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {kind === 'GUIDE' ? (
        <FormTextField
          name="body"
          label={t('fields.body')}
          helperText={t('fields.bodyHint')}
          required
          fullWidth
          multiline
          minRows={10}
          slotProps={{ htmlInput: { maxLength: RESOURCE_BODY_MAX } }}
        />
      ) : (
        <LinkOrFile kind={kind} say={say} />
      )}
      <FormSwitch name="published" label={t('fields.published')} description={t('fields.publishedHint')} />
    </Stack>
  );
}

/** A video's or document's address; a document may instead be a file uploaded here. */
function LinkOrFile({ kind, say }: { kind: ResourceKind; say: ReturnType<typeof useDialogNotify>['say'] }) {
  const { t } = useTranslation('resourceCenter');
  const { setValue } = useFormContext<ResourceItemInput>();
  const { uploadFile } = useResourceEditing();
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = useId();

  const upload = async (file: File) => {
    setProgress(0);
    try {
      const { url } = await uploadFile(file, setProgress);
      setValue('url', url, { shouldValidate: true, shouldDirty: true });
      say({ message: t('fields.uploaded', { name: file.name }) });
    } catch (error) {
      say({ message: errorText(error), severity: 'error' });
    }
    setProgress(null);
  };

  return (
    <Box>
      <FormTextField
        name="url"
        label={t(kind === 'VIDEO' ? 'fields.videoUrl' : 'fields.documentUrl')}
        required
        fullWidth
        type="text"
        inputMode="url"
      />
      {kind === 'DOCUMENT' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('fields.orUpload')}
          </Typography>
          <Box>
            <input
              id={inputId}
              type="file"
              accept={fileAcceptAttribute(RESOURCE_FILE_KINDS)}
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button
              component="label"
              htmlFor={inputId}
              variant="outlined"
              startIcon={<UploadFileIcon aria-hidden />}
              disabled={progress !== null}
            >
              {t('fields.upload')}
            </Button>
          </Box>
          {progress !== null && (
            <LinearProgress variant="determinate" value={progress * 100} aria-label={t('fields.uploading')} />
          )}
        </Stack>
      )}
    </Box>
  );
}
