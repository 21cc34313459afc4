import { DATE_FORMAT } from '@terna/domain';
import { format } from 'date-fns';

/** A date as the product shows it (dd-MM-yyyy), or null when there is none. */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format(date, DATE_FORMAT);
}

/** A moment as the product shows it (dd-MM-yyyy HH:mm, in the browser's time zone), or null. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format(date, `${DATE_FORMAT} HH:mm`);
}
