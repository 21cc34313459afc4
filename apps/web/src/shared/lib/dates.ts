import { DATE_FORMAT } from '@terna/domain';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

// The few tokens the product's formats use, in the browser's time zone: date-fns' format would bring
// every token and a locale to the process list (initial JavaScript budget, docs/performance.md).
const TOKENS: Record<string, (date: Date) => string> = {
  yyyy: (date) => pad(date.getFullYear(), 4),
  MM: (date) => pad(date.getMonth() + 1),
  dd: (date) => pad(date.getDate()),
  HH: (date) => pad(date.getHours()),
  mm: (date) => pad(date.getMinutes()),
};

function formatPattern(date: Date, pattern: string): string {
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => TOKENS[token]!(date));
}

/** A date as the product shows it (dd-MM-yyyy), or null when there is none. */
export function formatDate(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatPattern(date, DATE_FORMAT);
}

/** A moment as the product shows it (dd-MM-yyyy HH:mm, in the browser's time zone), or null. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatPattern(date, `${DATE_FORMAT} HH:mm`);
}
