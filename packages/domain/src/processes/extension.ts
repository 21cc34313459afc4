import { z } from 'zod';
import { PLAN_FEATURE_SLUGS } from '../enums.js';
import { msg } from '../validation/messages.js';

/** Extension options of spec 1 section 9: days offered, credits debited, days added to the end date. */
export const EXTENSION_OPTIONS = [
  { days: 20, credits: 1, durationDays: 20 },
  { days: 40, credits: 2, durationDays: 40 },
  { days: 60, credits: 3, durationDays: 60 },
  { days: 120, credits: 6, durationDays: 100 },
  { days: 180, credits: 9, durationDays: 160 },
  { days: 365, credits: 16, durationDays: 325 },
] as const;
export type ExtensionOption = (typeof EXTENSION_OPTIONS)[number];
export type ExtensionDays = ExtensionOption['days'];

/** Longer than this needs the plan feature Long_Duration_Processes. */
export const MAX_DAYS_WITHOUT_LONG_DURATION = 60;
/** Credits a process may consume in all: under 3 without the feature, under 18 with it. */
export const CREDIT_CAP_WITHOUT_LONG_DURATION = 3;
export const CREDIT_CAP_WITH_LONG_DURATION = 18;
/** One credit buys 20 days: a process's consumption is counted from its length. */
export const DAYS_PER_CREDIT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExtensionContext {
  startDate: Date | string;
  endDate: Date | string;
  /** Plan feature slugs with status true. */
  planFeatureSlugs: readonly string[];
  /** Credits available on the plan's account. */
  availableCredits: number;
  /** Only an ACTIVE plan pays for extensions; omitted means active. */
  planStatus?: string;
}

export function hasLongDuration(planFeatureSlugs: readonly string[]): boolean {
  return planFeatureSlugs.includes(PLAN_FEATURE_SLUGS.LONG_DURATION_PROCESSES);
}

/** Credits consumed so far, counted from the process length: ceil(length in days / 20). */
export function creditsConsumed(startDate: Date | string, endDate: Date | string): number {
  const days = Math.max(0, (new Date(endDate).getTime() - new Date(startDate).getTime()) / DAY_MS);
  return Math.ceil(Math.round(days * 1000) / 1000 / DAYS_PER_CREDIT);
}

export type ExtensionRefusal = 'PLAN_INACTIVE' | 'NEEDS_LONG_DURATION' | 'CREDIT_CAP' | 'NOT_ENOUGH_CREDITS';

/** Why an option cannot be chosen, or null when it can (the menu shows it disabled with the reason). */
export function extensionRefusal(option: ExtensionOption, context: ExtensionContext): ExtensionRefusal | null {
  if (context.planStatus !== undefined && context.planStatus !== 'ACTIVE') return 'PLAN_INACTIVE';
  const longDuration = hasLongDuration(context.planFeatureSlugs);
  if (option.days > MAX_DAYS_WITHOUT_LONG_DURATION && !longDuration) return 'NEEDS_LONG_DURATION';
  const cap = longDuration ? CREDIT_CAP_WITH_LONG_DURATION : CREDIT_CAP_WITHOUT_LONG_DURATION;
  if (creditsConsumed(context.startDate, context.endDate) + option.credits > cap) return 'CREDIT_CAP';
  if (option.credits > context.availableCredits) return 'NOT_ENOUGH_CREDITS';
  return null;
}

export function allowedExtensions(context: ExtensionContext): ExtensionOption[] {
  return EXTENSION_OPTIONS.filter((option) => extensionRefusal(option, context) === null);
}

export function extensionOptionFor(days: number): ExtensionOption | undefined {
  return EXTENSION_OPTIONS.find((option) => option.days === days);
}

/** The new end date: the current end (or now, when it already passed) plus the option's duration. */
export function extendedEndDate(option: ExtensionOption, endDate: Date | string, now: Date = new Date()): Date {
  const from = Math.max(new Date(endDate).getTime(), now.getTime());
  return new Date(from + option.durationDays * DAY_MS);
}

/** Credits a publication of that many days costs: the smallest tier that covers it. */
export function creditsForDuration(days: number): number {
  const tier = EXTENSION_OPTIONS.find((option) => option.days >= days) ?? EXTENSION_OPTIONS.at(-1)!;
  return tier.credits;
}

/**
 * The extend dialog (spec 1 section 9): one of the tiers the process may take (those
 * extensionRefusal lets through; the server asks it again) as the radio's text, and the debit
 * accepted. The output carries the tier's days as a number.
 */
export function extendFormSchema(allowed: readonly ExtensionOption[]) {
  return z.object({
    days: z
      .string({ error: msg('required') })
      .refine((value) => allowed.some((option) => String(option.days) === value), msg('required'))
      .transform((value) => Number(value) as ExtensionDays),
    accepted: z.boolean({ error: msg('required') }).refine((value) => value, msg('required')),
  });
}
export type ExtendForm = z.input<ReturnType<typeof extendFormSchema>>;
