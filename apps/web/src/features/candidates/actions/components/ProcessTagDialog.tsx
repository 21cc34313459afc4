import CheckIcon from '@mui/icons-material/Check';
import { Box, Radio, Stack, Tooltip } from '@mui/material';
import { TAG_LABEL_MAX_LENGTH, tagLabelSchema } from '@terna/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, FormRadioGroup, FormTextField } from '@/shared/forms';
import { PROCESS_TAG_COLORS } from '../tags';

export interface ProcessTagValue {
  label: string;
  color: string;
}

const processTagFormSchema = z.object({ label: tagLabelSchema, color: z.string() });

interface ProcessTagDialogProps {
  mode: 'create' | 'edit';
  initial: ProcessTagValue;
  saving: boolean;
  /** Saves, says how it went and closes the dialog when it worked. */
  onSave: (value: ProcessTagValue) => Promise<void>;
  onClose: () => void;
}

/** Names (at most 30 characters) and colours a process tag; Enter confirms, an empty name cannot be saved. */
export function ProcessTagDialog({ mode, initial, saving, onSave, onClose }: ProcessTagDialogProps) {
  const { t } = useTranslation('candidateActions');
  const colors = PROCESS_TAG_COLORS.some((c) => c === initial.color.toUpperCase())
    ? PROCESS_TAG_COLORS
    : [initial.color, ...PROCESS_TAG_COLORS];

  return (
    <FormDialog
      title={mode === 'create' ? t('tags.createTitle') : t('tags.editTitle')}
      schema={processTagFormSchema}
      defaultValues={initial}
      onSubmit={onSave}
      onClose={onClose}
      submitLabel={mode === 'create' ? t('tags.create') : t('tags.save')}
      submitDisabled={(values) => !tagLabelSchema.safeParse(values.label).success}
      busy={saving}
    >
      {(form) => (
        <>
          <FormTextField
            name="label"
            label={t('tags.label')}
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: TAG_LABEL_MAX_LENGTH } }}
            helperText={t('tags.labelCounter', { length: form.watch('label').length, max: TAG_LABEL_MAX_LENGTH })}
          />
          <Box sx={{ mt: 2 }}>
            <FormRadioGroup name="color" label={t('tags.color')} row>
              {colors.map((swatch, index) => (
                <Tooltip key={swatch} title={t('tags.colorOption', { number: index + 1 })}>
                  <Radio
                    value={swatch}
                    slotProps={{ input: { 'aria-label': t('tags.colorOption', { number: index + 1 }) } }}
                    icon={<Swatch color={swatch} />}
                    checkedIcon={<Swatch color={swatch} checked />}
                  />
                </Tooltip>
              ))}
            </FormRadioGroup>
          </Box>
        </>
      )}
    </FormDialog>
  );
}

function Swatch({ color, checked = false }: { color: string; checked?: boolean }) {
  return (
    <Stack
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        alignItems: 'center',
        justifyContent: 'center',
        outline: checked ? 2 : 0,
        outlineColor: 'text.primary',
        outlineOffset: 2,
      }}
    >
      {checked && (
        <Box component="span" sx={{ color: (theme) => theme.palette.getContrastText(color), display: 'flex' }}>
          <CheckIcon fontSize="small" />
        </Box>
      )}
    </Stack>
  );
}
