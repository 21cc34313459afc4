import CheckIcon from '@mui/icons-material/Check';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  FormControl,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { TAG_LABEL_MAX_LENGTH, tagLabelSchema } from '@terna/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCESS_TAG_COLORS } from '../tags';
import { FormDialog } from './FormDialog';

export interface ProcessTagValue {
  label: string;
  color: string;
}

interface ProcessTagDialogProps {
  mode: 'create' | 'edit';
  initial: ProcessTagValue;
  saving: boolean;
  onSave: (value: ProcessTagValue) => void;
  onClose: () => void;
}

/** Names (at most 30 characters) and colours a process tag; Enter confirms, an empty name cannot be saved. */
export function ProcessTagDialog({ mode, initial, saving, onSave, onClose }: ProcessTagDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { t: tc } = useTranslation();
  const colorLabelId = useId();
  const [label, setLabel] = useState(initial.label);
  const [color, setColor] = useState(initial.color);
  const valid = tagLabelSchema.safeParse(label).success;
  const colors = PROCESS_TAG_COLORS.some((c) => c === initial.color.toUpperCase())
    ? PROCESS_TAG_COLORS
    : [initial.color, ...PROCESS_TAG_COLORS];

  return (
    <FormDialog
      title={mode === 'create' ? t('tags.createTitle') : t('tags.editTitle')}
      busy={saving}
      onSubmit={() => {
        if (valid) onSave({ label: label.trim(), color });
      }}
      onClose={onClose}
    >
      <DialogContent>
        <TextField
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          label={t('tags.label')}
          required
          autoFocus
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: TAG_LABEL_MAX_LENGTH } }}
          helperText={t('tags.labelCounter', { length: label.length, max: TAG_LABEL_MAX_LENGTH })}
        />
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id={colorLabelId}>{t('tags.color')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={colorLabelId}
            value={color}
            onChange={(event) => setColor(event.target.value)}
          >
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
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {tc('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!valid} loading={saving}>
          {mode === 'create' ? t('tags.create') : t('tags.save')}
        </Button>
      </DialogActions>
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
