import { describe, expect, it } from 'vitest';
import {
  MEETING_DEFAULT_DURATION,
  meetingFormSchema,
  meetingRequestSchema,
  meetingStartTime,
  offsetText,
  parseMeetingDuration,
  showsVirtualInterview,
} from './meetings.js';

const now = new Date('2026-11-27T15:00:00Z'); // 10:00 in Guayaquil (UTC-5)
const guayaquil = () => 300; // Date#getTimezoneOffset of UTC-5
const form = (values: Record<string, string>) =>
  meetingFormSchema('2026-11-27', now, guayaquil).safeParse({
    subject: 'Entrevista',
    description: 'Conversemos',
    date: '2026-11-28',
    time: '09:30',
    duration: '',
    ...values,
  });
const firstMessage = (result: ReturnType<typeof form>) =>
  result.success
    ? undefined
    : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };

describe('the meeting form', () => {
  it('reads an empty duration as 10 minutes and a number as an integer', () => {
    expect(parseMeetingDuration('')).toBe(MEETING_DEFAULT_DURATION);
    expect(parseMeetingDuration(undefined)).toBe(MEETING_DEFAULT_DURATION);
    expect(parseMeetingDuration(' 45 ')).toBe(45);
    expect(parseMeetingDuration('4.5')).toBeNaN();
    const parsed = form({});
    expect(parsed.success && parsed.data.duration).toBe(10);
  });

  it('applies the spec’s rules with its messages', () => {
    expect(firstMessage(form({ subject: ' ' }))).toEqual({ path: 'subject', message: 'validation.required' });
    expect(firstMessage(form({ description: 'x'.repeat(201) }))).toEqual({
      path: 'description',
      message: 'validation.max',
    });
    expect(form({ description: 'x'.repeat(200) }).success).toBe(true);
    expect(firstMessage(form({ date: '2026-11-26' }))).toEqual({ path: 'date', message: 'validation.min_value' });
    expect(firstMessage(form({ time: '' }))).toEqual({ path: 'time', message: 'validation.required' });
    expect(firstMessage(form({ duration: '-1' }))).toEqual({ path: 'duration', message: 'validation.min_value' });
    expect(firstMessage(form({ duration: 'diez' }))).toEqual({ path: 'duration', message: 'validation.numeric' });
    expect(firstMessage(form({ duration: '481' }))).toEqual({ path: 'duration', message: 'validation.max_value' });
    expect(form({ duration: '0' }).success).toBe(true);
  });

  it('refuses a time of today that has passed in the browser’s time zone', () => {
    expect(firstMessage(form({ date: '2026-11-27', time: '09:00' }))).toEqual({
      path: 'time',
      message: 'validation.start_not_past',
    });
    expect(form({ date: '2026-11-27', time: '10:00' }).success).toBe(true);
  });
});

describe('the start time sent', () => {
  it('is the local date-time plus its offset', () => {
    expect(offsetText(300)).toBe('-05:00');
    expect(offsetText(-330)).toBe('+05:30');
    expect(offsetText(0)).toBe('+00:00');
    expect(meetingStartTime('2026-11-28', '09:30', 300)).toBe('2026-11-28T09:30:00-05:00');
  });

  it('is re-checked by the server: a real date-time, not past, with the duration bounds', () => {
    const schema = meetingRequestSchema(now);
    const request = {
      subject: 'Entrevista',
      description: 'Conversemos',
      duration: 30,
      guestId: 1,
      processId: 1,
      provider: 'ZOOM',
      startTime: '2026-11-28T09:30:00-05:00',
    };
    expect(schema.safeParse(request).success).toBe(true);
    expect(schema.safeParse({ ...request, startTime: '2026-11-27T09:00:00-05:00' }).success).toBe(false);
    expect(schema.safeParse({ ...request, startTime: '2026-11-28T14:30:00.000Z' }).success).toBe(true);
    expect(schema.safeParse({ ...request, startTime: '2026-11-28 09:30' }).success).toBe(false);
    expect(schema.safeParse({ ...request, startTime: '2026-11-28T09:30:00' }).success).toBe(false);
    expect(schema.safeParse({ ...request, duration: 481 }).success).toBe(false);
    expect(schema.safeParse({ ...request, provider: 'TEAMS' }).success).toBe(false);
    expect(schema.safeParse({ ...request, timezone: 'America/Lima' }).success).toBe(true);
    expect(schema.safeParse({ ...request, timezone: 'Nowhere/City' }).success).toBe(false);
  });
});

describe('the virtual-interview button', () => {
  const base = { zoomFeature: true, route: 'list', hasPerson: true, processClosed: false } as const;
  it('shows with the feature, on the list route, for a candidate with a person, in an open process', () => {
    expect(showsVirtualInterview(base)).toBe(true);
    expect(showsVirtualInterview({ ...base, zoomFeature: false })).toBe(false);
    expect(showsVirtualInterview({ ...base, route: 'report' })).toBe(false);
    expect(showsVirtualInterview({ ...base, hasPerson: false })).toBe(false);
    expect(showsVirtualInterview({ ...base, processClosed: true })).toBe(false);
  });
});
