import { Box, Chip, Stack } from '@mui/material';
import { companyTagSchema, tagTextColor, type CompanyTagInput } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormTextField } from '@/shared/forms';

interface CompanyTagDialogProps {
  initial?: CompanyTagInput;
  onSave: (input: CompanyTagInput) => Promise<unknown>;
  onClose: () => void;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Creates or edits a company tag: a name and a colour white text reads on (the domain's contrast rule). */
export function CompanyTagDialog({ initial, onSave, onClose }: CompanyTagDialogProps) {
  const { t } = useTranslation('companyRecords');
  return (
    <FormDialog<CompanyTagInput, CompanyTagInput>
      title={initial ? t('tags.dialogEdit') : t('tags.dialogCreate')}
      schema={companyTagSchema}
      defaultValues={initial ?? { title: '', hexCode: '#1B5E20' }}
      onSubmit={onSave}
      onClose={onClose}
      submitLabel={t('tags.save')}
      maxWidth="xs"
    >
      {(form) => {
        const hexCode = form.watch('hexCode');
        const colour = HEX.test(hexCode) ? hexCode : '#000000';
        return (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField name="title" label={t('tags.name')} required autoFocus />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                name="hexCode"
                label={t('tags.color')}
                required
                helperText={t('tags.colorHelp')}
                sx={{ flex: 1 }}
              />
              <Box
                component="input"
                type="color"
                aria-label={t('tags.picker')}
                value={colour}
                onChange={(event) =>
                  form.setValue('hexCode', event.target.value.toUpperCase(), { shouldValidate: true })
                }
                sx={{ width: 48, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
            </Stack>
            <Box aria-hidden>
              <Chip
                label={form.watch('title') || t('tags.preview')}
                sx={{ bgcolor: colour, color: tagTextColor(colour), fontWeight: 600, maxWidth: '100%' }}
              />
            </Box>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
