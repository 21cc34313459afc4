import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { tagLabelSchema } from '../candidates/action-schemas.js';
import { isCalendarDay, msg } from '../validation/messages.js';

/** WCAG 2.1 AA for normal text: a tag's name is white text on the tag's colour. */
export const TAG_CONTRAST_MIN = 4.5;
export const TAG_TEXT_COLOR = '#FFFFFF';
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The WCAG relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether white tag text on this colour reads at WCAG AA. */
export const isReadableTagColor = (hex: string) =>
  HEX_COLOR.test(hex) && contrastRatio(hex, TAG_TEXT_COLOR) >= TAG_CONTRAST_MIN;

export const companyTagColorSchema = z
  .string({ error: msg('required') })
  .trim()
  .regex(HEX_COLOR, msg('regex'))
  .refine(isReadableTagColor, msg('contrast'));

/** A company's own tag as created or changed on the tags page. */
export const companyTagSchema = z.object({ title: tagLabelSchema, hexCode: companyTagColorSchema });
export type CompanyTagInput = z.infer<typeof companyTagSchema>;

/** Adding someone to the unwanted list: a reason and an expiry, both optional. */
export const UNWANTED_REASON_MAX_LENGTH = 500;
export const unwantedReasonSchema = z
  .string()
  .trim()
  .max(UNWANTED_REASON_MAX_LENGTH, msg('max'))
  .transform((value) => value || null);
/** A removal from the unwanted list needs a note saying why; it is kept in the activity log. */
export const unwantedRemovalNoteSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(UNWANTED_REASON_MAX_LENGTH, msg('max'));

/** A calendar day yyyy-MM-dd. */
export const calendarDaySchema = z.string({ error: msg('required') }).refine(isCalendarDay, msg('regex'));

/** The activity log's filters; every one optional. */
export const activityLogFilterSchema = z
  .object({
    userId: z.number().int().min(1).nullish(),
    action: z.string().trim().max(64, msg('max')).nullish(),
    processId: z.number().int().min(1).nullish(),
    processPersonId: z.number().int().min(1).nullish(),
    from: calendarDaySchema.nullish(),
    to: calendarDaySchema.nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: msg('range'), path: ['to'] });
export type ActivityLogFilter = z.infer<typeof activityLogFilterSchema>;
export const ACTIVITY_LOG_PAGE_SIZES = { default: 50, max: 200 } as const;
/** Rows one CSV export holds at most; a longer log is exported by date range. */
export const ACTIVITY_LOG_EXPORT_MAX = 50_000;

export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Who an e-mail is for: a candidate's e-mail body is personal data only candidate readers see. */
export const MAIL_CATEGORIES = ['CANDIDATE', 'OBSERVER', 'USER', 'SALES'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];
export const MAIL_OUTBOX_PAGE_SIZES = { default: 25, max: 100 } as const;
/** A failed e-mail is resent at most this many times by hand. */
export const MAIL_ATTEMPTS_MAX = 10;

export const recipientSearchSchema = z.string().trim().max(TEXT_FIELD_MAX_LENGTH, msg('max')).nullish();

/**
 * The text colour a tag chip shows: white, which every own tag keeps readable; the predefined tags'
 * fixed colours that white fails (orange, yellow...) get black, whichever contrasts more.
 */
export const tagTextColor = (hex: string) =>
  !HEX_COLOR.test(hex) || isReadableTagColor(hex) || contrastRatio(hex, TAG_TEXT_COLOR) >= contrastRatio(hex, '#000000')
    ? TAG_TEXT_COLOR
    : '#000000';
