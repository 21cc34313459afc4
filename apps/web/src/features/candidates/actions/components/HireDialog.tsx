import { Box, Button, DialogActions, DialogContent, DialogContentText, Stack, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { calendarDayIn, DATE_FORMAT, hireDateBounds, isHireDateAllowed, parseHireDate } from '@terna/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/lib/apollo';
import { formatDate } from '@/shared/lib/dates';
import { PickersProvider } from '@/shared/ui/PickersProvider';
import { dateToIsoDay, isoDayToDate } from '../forms';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { useHireCandidate } from '../hooks/useHireCandidate';
import { useDialogAction } from '../hooks/useDialogAction';
import type { CandidateDialogProps } from './candidate-dialog';
import { DialogAnnouncer } from '@/shared/ui/DialogAnnouncer';
import { FormDialog } from './FormDialog';

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
  const { t: tc } = useTranslation();
  const { run, announcement } = useDialogAction(onClose, onDone);
  const { hire, changeHireDate, removeHire, saving } = useHireCandidate();
  const [busyAction, setBusyAction] = useState<'save' | 'remove' | null>(null);

  const bounds = hireDateBounds(process.startDate ?? null, new Date(), process.timeZone);
  const hiredDay = candidate.hired?.status === 'ACTIVE' ? parseHireDate(candidate.hired.hiredAt.slice(0, 10)) : null;
  const [date, setDate] = useState<Date | null>(() => isoDayToDate(hiredDay ?? bounds.max));
  const name = `${candidate.firstName} ${candidate.lastName}`;

  const endDay = process.endDate ? calendarDayIn(process.endDate, process.timeZone) : null;
  const marks = new Map<string, Mark>();
  if (endDay) marks.set(endDay, 'end');
  if (bounds.min) marks.set(bounds.min, 'start');

  const valid = date !== null && !Number.isNaN(date.getTime()) && isHireDateAllowed(dateToIsoDay(date), bounds);
  const unchanged = valid && hiredDay === dateToIsoDay(date);

  const act = (action: 'save' | 'remove', work: () => Promise<void>, success: string) => {
    setBusyAction(action);
    void run(work, success, (error) => ({
      message: t('hire.error', { reason: errorText(error) }),
      severity: 'error',
    })).finally(() => setBusyAction(null));
  };

  const save = () => {
    if (!valid) return;
    const day = formatDate(date);
    if (hiredDay) act('save', () => changeHireDate(candidate, date), t('hire.changed', { name, date: day }));
    else act('save', () => hire(candidate, date), t('hire.success', { name, date: day }));
  };

  const dateRange = t('hire.range', {
    min: bounds.min ? formatDate(isoDayToDate(bounds.min)) : '—',
    max: formatDate(isoDayToDate(bounds.max)),
  });

  return (
    <FormDialog
      title={hiredDay ? t('hire.editTitle') : t('hire.title')}
      busy={saving}
      onSubmit={save}
      onClose={onClose}
    >
      <DialogContent>
        <DialogAnnouncer message={announcement} />
        <DialogContentText sx={{ mb: 2 }}>
          {hiredDay ? t('hire.hiredOn', { name, date: formatDate(isoDayToDate(hiredDay)) }) : t('hire.body', { name })}
        </DialogContentText>
        <PickersProvider>
          <DatePicker
            label={t('hire.date')}
            value={date}
            onChange={setDate}
            format={DATE_FORMAT}
            minDate={bounds.min ? isoDayToDate(bounds.min) : undefined}
            maxDate={isoDayToDate(bounds.max)}
            disabled={saving}
            slotProps={{
              textField: {
                fullWidth: true,
                required: true,
                error: !valid,
                helperText: valid ? dateRange : t('hire.outOfRange', { range: dateRange }),
              },
              // The process start and end days carry a ring of their own colour (explained in the legend).
              day: (ownerState) => {
                const mark = marks.get(dateToIsoDay(ownerState.day));
                return mark
                  ? {
                      title: t(`hire.marks.${mark}`),
                      sx: { border: 2, borderColor: MARK_COLORS[mark], fontWeight: 700 },
                    }
                  : {};
              },
            }}
          />
        </PickersProvider>
        <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          {bounds.min && (
            <MarkLegend mark="start" label={t('hire.marks.start')} date={formatDate(isoDayToDate(bounds.min))} />
          )}
          {endDay && <MarkLegend mark="end" label={t('hire.marks.end')} date={formatDate(isoDayToDate(endDay))} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={saving}>
          {tc('cancel')}
        </Button>
        {hiredDay && (
          <Button
            color="error"
            onClick={() => act('remove', () => removeHire(candidate), t('hire.removed', { name }))}
            disabled={saving && busyAction !== 'remove'}
            loading={busyAction === 'remove'}
          >
            {t('hire.remove')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || unchanged || (saving && busyAction !== 'save')}
          loading={busyAction === 'save'}
        >
          {hiredDay ? t('hire.change') : t('hire.confirm')}
        </Button>
      </DialogActions>
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
