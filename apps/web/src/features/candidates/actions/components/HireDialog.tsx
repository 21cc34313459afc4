import { Box, Button, DialogContentText, Stack, Typography } from '@mui/material';
import { calendarDayIn, hireDateBounds, hireFormSchema, parseHireDate } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField, FormDialog } from '@/shared/forms';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { dateToIsoDay, isoDayToDate } from '../forms';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { useHireCandidate } from '../hooks/useHireCandidate';
import { useDialogAction } from '../hooks/useDialogAction';
import type { CandidateDialogProps } from './candidate-dialog';

interface HireDialogProps extends CandidateDialogProps {
  process: ProcessForActions;
}

const MARK_COLORS = { start: 'success.main', end: 'warning.dark' } as const;
type Mark = keyof typeof MARK_COLORS;

/**
 * Hires an ENDED candidate on a day between the process start and today (default today), or,
 * for a candidate already hired, changes that day or removes the hire. The process start and
 * end days are marked in the calendar.
 */
export function HireDialog({ candidate, process, onClose, onDone }: HireDialogProps) {
  const { t } = useTranslation('candidateActions');
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { hire, changeHireDate, removeHire, saving } = useHireCandidate();
  const [removing, setRemoving] = useState(false);

  const bounds = hireDateBounds(process.startDate ?? null, new Date(), process.timeZone);
  const hiredDay = candidate.hired?.status === 'ACTIVE' ? parseHireDate(candidate.hired.hiredAt.slice(0, 10)) : null;
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const endDay = process.endDate ? calendarDayIn(process.endDate, process.timeZone) : null;
  const marks = new Map<string, Mark>();
  if (endDay) marks.set(endDay, 'end');
  if (bounds.min) marks.set(bounds.min, 'start');

  const failure = (error: unknown) => ({
    message: t('hire.error', { reason: errorText(error) }),
    severity: 'error' as const,
  });

  const save = ({ date: day }: { date: string }) => {
    const date = isoDayToDate(day);
    const shown = formatDate(date);
    return hiredDay
      ? run(() => changeHireDate(candidate, date), t('hire.changed', { name, date: shown }), failure)
      : run(() => hire(candidate, date), t('hire.success', { name, date: shown }), failure);
  };

  const remove = () => {
    setRemoving(true);
    void run(() => removeHire(candidate), t('hire.removed', { name }), failure).finally(() => setRemoving(false));
  };

  const dateRange = t('hire.range', {
    min: bounds.min ? formatDate(isoDayToDate(bounds.min)) : '—',
    max: formatDate(isoDayToDate(bounds.max)),
  });

  return (
    <FormDialog
      title={hiredDay ? t('hire.editTitle') : t('hire.title')}
      schema={hireFormSchema(bounds)}
      defaultValues={{ date: hiredDay ?? bounds.max }}
      onSubmit={save}
      onClose={onClose}
      submitLabel={hiredDay ? t('hire.change') : t('hire.confirm')}
      // Saving the day the candidate already has would change nothing.
      submitDisabled={(values) => values.date === hiredDay}
      busy={saving && removing}
      announcement={announcement}
      fullScreenOnPhone
      extraActions={
        hiredDay && (
          <Button color="error" onClick={remove} disabled={saving && !removing} loading={removing}>
            {t('hire.remove')}
          </Button>
        )
      }
    >
      <DialogContentText sx={{ mb: 2 }}>
        {hiredDay ? t('hire.hiredOn', { name, date: formatDate(isoDayToDate(hiredDay)) }) : t('hire.body', { name })}
      </DialogContentText>
      <FormDateField
        name="date"
        label={t('hire.date')}
        required
        helperText={dateRange}
        minDate={bounds.min ? isoDayToDate(bounds.min) : undefined}
        maxDate={isoDayToDate(bounds.max)}
        disabled={removing}
        slotProps={{
          // The process start and end days carry a ring of their own colour (explained in the legend).
          day: (ownerState) => {
            const mark = marks.get(dateToIsoDay(ownerState.day));
            return mark
              ? { title: t(`hire.marks.${mark}`), sx: { border: 2, borderColor: MARK_COLORS[mark], fontWeight: 700 } }
              : {};
          },
        }}
      />
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
        {bounds.min && (
          <MarkLegend mark="start" label={t('hire.marks.start')} date={formatDate(isoDayToDate(bounds.min))} />
        )}
        {endDay && <MarkLegend mark="end" label={t('hire.marks.end')} date={formatDate(isoDayToDate(endDay))} />}
      </Stack>
    </FormDialog>
  );
}

function MarkLegend({ mark, label, date }: { mark: Mark; label: string; date: string | null }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', border: 2, borderColor: MARK_COLORS[mark] }} />
      <Typography variant="body2" color="text.secondary">
        {label}: {date}
      </Typography>
    </Stack>
  );
}
