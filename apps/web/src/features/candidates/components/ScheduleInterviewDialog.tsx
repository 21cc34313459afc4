import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DATE_FORMAT } from '@terna/domain';
import { format, isValid, startOfDay } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/dates';
import { PickersProvider } from '@/shared/ui/PickersProvider';
import { whatsAppLink, type ParsedPhone } from '../phone';

interface ScheduleInterviewDialogProps {
  phone: ParsedPhone;
  firstName: string;
  name: string;
  processName: string;
  onClose: () => void;
}

const valid = (date: Date | null): date is Date => date !== null && isValid(date);

/**
 * Schedules an interview over WhatsApp: a day (today by default, never before) and a time.
 * Accept opens the chat with the invitation typed in, only when both are set, then closes.
 */
export function ScheduleInterviewDialog({
  phone,
  firstName,
  name,
  processName,
  onClose,
}: ScheduleInterviewDialogProps) {
  const { t } = useTranslation('candidates');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const [today] = useState(() => startOfDay(new Date()));
  const [date, setDate] = useState<Date | null>(today);
  const [time, setTime] = useState<Date | null>(null);
  const ready = valid(date) && date >= today && valid(time);

  const accept = () => {
    if (!ready) return;
    const message = t('whatsapp.interview', {
      name: firstName,
      process: processName,
      date: formatDate(date),
      time: format(time, 'HH:mm'),
    });
    window.open(whatsAppLink(phone, message), '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('whatsapp.dialogTitle', { name })}</DialogTitle>
      <DialogContent>
        <PickersProvider>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <DatePicker
              label={t('whatsapp.date')}
              value={date}
              onChange={setDate}
              minDate={today}
              disablePast
              format={DATE_FORMAT}
            />
            <TimePicker label={t('whatsapp.time')} value={time} onChange={setTime} ampm={false} />
          </Box>
        </PickersProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tc('cancel')}</Button>
        <Button variant="contained" onClick={accept} disabled={!ready}>
          {tc('accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
