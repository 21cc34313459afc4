import { Box } from '@mui/material';
import { interviewScheduleSchema } from '@terna/domain';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField, FormDialog, FormTimeField } from '@/shared/forms';
import { formatDate } from '@/shared/lib/dates';
import { isoDayToDate } from '../actions/forms';
import { whatsAppLink, type ParsedPhone } from '../phone';

interface ScheduleInterviewDialogProps {
  phone: ParsedPhone;
  firstName: string;
  name: string;
  processName: string;
  onClose: () => void;
}

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
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const schema = interviewScheduleSchema(today);

  const accept = ({ date, time }: { date: string; time: string }) => {
    const message = t('whatsapp.interview', {
      name: firstName,
      process: processName,
      date: formatDate(isoDayToDate(date)),
      time,
    });
    window.open(whatsAppLink(phone, message), '_blank', 'noopener,noreferrer');
    onClose();
  };

  return (
    <FormDialog
      title={t('whatsapp.dialogTitle', { name })}
      schema={schema}
      defaultValues={{ date: today, time: '' }}
      onSubmit={accept}
      onClose={onClose}
      submitLabel={tc('accept')}
      // Nothing to send until the day and the time are both set, as the spec's dialog does.
      submitDisabled={(values) => !schema.safeParse(values).success}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormDateField name="date" label={t('whatsapp.date')} minDate={isoDayToDate(today)} disablePast />
        <FormTimeField name="time" label={t('whatsapp.time')} />
      </Box>
    </FormDialog>
  );
}
