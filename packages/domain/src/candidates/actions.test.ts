import { describe, expect, it } from 'vitest';
import {
  approvalObservationSchema,
  hireFormSchema,
  interviewScheduleSchema,
  inviteCandidateSchema,
  tagLabelSchema,
} from './action-schemas.js';
import {
  APPROVAL_OBSERVATION_MAX_LENGTH,
  calendarDayIn,
  hireDateBounds,
  isHireDateAllowed,
  NO_TAGS_CODE,
  parseHireDate,
  visibleTags,
} from './actions.js';
import { issueMessage } from '../validation/messages.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('parseHireDate', () => {
  it('reads dd-MM-yyyy, the spec’s format, as yyyy-MM-dd', () => {
    expect(parseHireDate('05-03-2025')).toBe('2025-03-05');
    expect(parseHireDate(' 31-12-2024 ')).toBe('2024-12-31');
  });

  it('takes yyyy-MM-dd as it is', () => {
    expect(parseHireDate('2025-03-05')).toBe('2025-03-05');
  });

  it('knows leap years', () => {
    expect(parseHireDate('29-02-2024')).toBe('2024-02-29');
    expect(parseHireDate('29-02-2023')).toBeNull();
  });

  it.each([
    '31-02-2025',
    '00-01-2025',
    '01-13-2025',
    '2025-02-30',
    '5-3-2025',
    '05/03/2025',
    '2025/03/05',
    '05-03-25',
    'mañana',
    '',
  ])('refuses %j', (value) => expect(parseHireDate(value)).toBeNull());
});

describe('hireDateBounds and isHireDateAllowed', () => {
  const now = new Date('2025-06-15T15:00:00Z');

  it('run from the process start day to today, both included', () => {
    const bounds = hireDateBounds('2025-06-01T12:00:00Z', now, 'America/Bogota');
    expect(bounds).toEqual({ min: '2025-06-01', max: '2025-06-15' });
    expect(isHireDateAllowed('2025-06-01', bounds)).toBe(true);
    expect(isHireDateAllowed('2025-06-15', bounds)).toBe(true);
    expect(isHireDateAllowed('2025-05-31', bounds)).toBe(false);
    expect(isHireDateAllowed('2025-06-16', bounds)).toBe(false);
  });

  it('count days in the process’s time zone', () => {
    // 02:00 UTC on the 16th is still the 15th in Bogotá (UTC-5) and already the 16th in Kiritimati (UTC+14).
    const lateEvening = new Date('2025-06-16T02:00:00Z');
    expect(hireDateBounds(null, lateEvening, 'America/Bogota').max).toBe('2025-06-15');
    expect(hireDateBounds(null, lateEvening, 'Pacific/Kiritimati').max).toBe('2025-06-16');
    // A process that started at 03:00 UTC on the 1st started on May 31st in Bogotá.
    expect(hireDateBounds(new Date('2025-06-01T03:00:00Z'), now, 'America/Bogota').min).toBe('2025-05-31');
  });

  it('have no lower bound for a process without a start date', () => {
    const bounds = hireDateBounds(null, now, 'America/Bogota');
    expect(bounds.min).toBeNull();
    expect(isHireDateAllowed('1999-01-01', bounds)).toBe(true);
    expect(isHireDateAllowed('2025-06-16', bounds)).toBe(false);
  });
});

describe('calendarDayIn', () => {
  it('is the yyyy-MM-dd day of an instant in a zone', () => {
    expect(calendarDayIn('2025-01-01T04:59:59Z', 'America/Bogota')).toBe('2024-12-31');
    expect(calendarDayIn('2025-01-01T05:00:00Z', 'America/Bogota')).toBe('2025-01-01');
  });
});

describe('approvalObservationSchema', () => {
  it('is required: empty or blank text is refused with the required message', () => {
    expect(messageOf(approvalObservationSchema.safeParse(''))).toBe('validation.required');
    expect(messageOf(approvalObservationSchema.safeParse('   '))).toBe('validation.required');
    expect(messageOf(approvalObservationSchema.safeParse(undefined))).toBe('validation.required');
  });

  it(`takes at most ${APPROVAL_OBSERVATION_MAX_LENGTH} characters, trimmed`, () => {
    expect(approvalObservationSchema.parse(`  ${'x'.repeat(250)}  `)).toBe('x'.repeat(250));
    expect(messageOf(approvalObservationSchema.safeParse('x'.repeat(251)))).toBe('validation.max');
  });
});

describe('tagLabelSchema', () => {
  it('takes 1 to 30 characters, trimmed', () => {
    expect(tagLabelSchema.parse(' Remoto ')).toBe('Remoto');
    expect(tagLabelSchema.parse('x'.repeat(30))).toBe('x'.repeat(30));
    expect(messageOf(tagLabelSchema.safeParse('x'.repeat(31)))).toBe('validation.max');
    expect(messageOf(tagLabelSchema.safeParse('  '))).toBe('validation.required');
  });
});

describe('visibleTags', () => {
  it('never shows NO_TAGS and shows at most twelve, in order', () => {
    const tags = [{ code: NO_TAGS_CODE }, ...Array.from({ length: 14 }, (_, i) => ({ code: `Tag_${i + 1}` }))];
    expect(visibleTags(tags).map((tag) => tag.code)).toEqual(Array.from({ length: 12 }, (_, i) => `Tag_${i + 1}`));
    expect(visibleTags([{ code: NO_TAGS_CODE }])).toEqual([]);
  });
});

describe('inviteCandidateSchema', () => {
  const person = { countryCode: 'EC', firstName: 'Lucía', lastName: 'Paredes' };

  it('needs an e-mail outside the controlled basic variant', () => {
    expect(inviteCandidateSchema(false).safeParse({ ...person, mail: 'lucia@correo.test' }).success).toBe(true);
    expect(messageOf(inviteCandidateSchema(false).safeParse({ ...person, mail: 'no-es-correo' }))).toBe(
      'validation.email',
    );
    expect(inviteCandidateSchema(false).safeParse(person).success).toBe(false);
  });

  it('needs an identification, and no e-mail, in the controlled basic variant', () => {
    expect(inviteCandidateSchema(true).safeParse({ ...person, identification: '1712345678' }).success).toBe(true);
    expect(messageOf(inviteCandidateSchema(true).safeParse({ ...person, identification: ' ' }))).toBe(
      'validation.required',
    );
  });

  it('needs a two-letter country and both names', () => {
    const result = inviteCandidateSchema(false).safeParse({
      mail: 'lucia@correo.test',
      countryCode: 'Ecuador',
      firstName: '',
      lastName: ' ',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'countryCode',
      'firstName',
      'lastName',
    ]);
  });
});

describe('hireFormSchema', () => {
  const bounds = { min: '2026-03-01', max: '2026-04-10' };
  const firstIssue = (date: string) => {
    const result = hireFormSchema(bounds).safeParse({ date });
    return result.success ? null : issueMessage(result.error.issues[0]!);
  };

  it('takes a day within the bounds, both ends included', () => {
    for (const date of ['2026-03-01', '2026-03-20', '2026-04-10']) expect(firstIssue(date)).toBeNull();
  });

  it('asks for a day first, then a real one, then one within the bounds named as the spec writes dates', () => {
    expect(firstIssue('')?.key).toBe('validation.required');
    expect(firstIssue('invalid')?.key).toBe('validation.regex');
    expect(firstIssue('2026-02-30')?.key).toBe('validation.regex');
    expect(firstIssue('2026-02-28')).toMatchObject({ key: 'validation.min_value', params: { min: '01-03-2026' } });
    expect(firstIssue('2026-04-11')).toMatchObject({ key: 'validation.max_value', params: { max: '10-04-2026' } });
  });

  it('has no lower bound for a process that has not started', () => {
    expect(hireFormSchema({ min: null, max: '2026-04-10' }).safeParse({ date: '2001-01-01' }).success).toBe(true);
  });

  it('says the same as the server rule for every day around the bounds', () => {
    for (let day = 1; day <= 30; day += 1) {
      const date = `2026-04-${String(day).padStart(2, '0')}`;
      expect(hireFormSchema(bounds).safeParse({ date }).success).toBe(isHireDateAllowed(date, bounds));
    }
  });
});

describe('interviewScheduleSchema', () => {
  const first = (value: { date: string; time: string }) => {
    const result = interviewScheduleSchema('2026-04-10').safeParse(value);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issueMessage(issue)]);
  };

  it('takes today or a later day with a time of day', () => {
    expect(first({ date: '2026-04-10', time: '00:00' })).toBeNull();
    expect(first({ date: '2027-01-01', time: '23:59' })).toBeNull();
  });

  it('asks for both, refuses a past day by naming today, and a time that is not one', () => {
    expect(first({ date: '', time: '' })).toEqual([
      ['date', expect.objectContaining({ key: 'validation.required' })],
      ['time', expect.objectContaining({ key: 'validation.required' })],
    ]);
    expect(first({ date: '2026-04-09', time: '24:00' })).toEqual([
      [
        'date',
        expect.objectContaining({
          key: 'validation.min_value',
          params: expect.objectContaining({ min: '10-04-2026' }),
        }),
      ],
      ['time', expect.objectContaining({ key: 'validation.regex' })],
    ]);
  });
});
