import { Kind, valueFromASTUntyped } from 'graphql';
import { CALENDAR_YEARS, isCalendarDay, isWithinCalendarYears } from '@terna/domain';
import { DomainError } from '../errors.js';
import { builder } from './builder.js';

// The one parser and serializer of dates on the API: resolvers hand over Date objects or date columns,
// never formatted strings, and arguments arrive already parsed.

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
// An instant must say its offset: a bare local time would be read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** `yyyy-MM-dd` that names a real day of CALENDAR_YEARS (the domain's rule, which the forms use too), or undefined. */
const calendarDay = (value: unknown): string | undefined =>
  typeof value === 'string' && isCalendarDay(value) ? value : undefined;

function instant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !INSTANT.test(value)) return undefined;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && isWithinCalendarYears(date) ? date : undefined;
}

/** A bad date argument is bad input in the caller's language, like any other (errors.ts translates it). */
const badDate = (argument: unknown) => new DomainError('BAD_INPUT', { value: String(argument) });

export const DateScalar = builder.scalarType('Date', {
  description: `A calendar day without a time or zone, as \`yyyy-MM-dd\` (ISO 8601), for example \`2026-11-26\`; one taken as input is a real day of the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}.`,
  serialize: (value) => {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
    // What is stored is sent as it is: the year range bounds what the API takes, not what it holds.
    const day = typeof value === 'string' ? value.slice(0, 10) : undefined;
    if (day && DAY_SHAPE.test(day)) return day;
    throw new TypeError(`Date cannot represent ${String(value)}`);
  },
  parseValue: (value) => calendarDay(value) ?? throwError(badDate(value)),
  parseLiteral: (node) => (node.kind === Kind.STRING && calendarDay(node.value)) || throwError(badDate(node)),
});

export const DateTimeScalar = builder.scalarType('DateTime', {
  description: `An instant, as ISO 8601 in UTC with milliseconds, for example \`2026-11-26T08:30:00.000Z\`; one taken as input says its offset and falls in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max} (UTC).`,
  serialize: (value) => {
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString();
    throw new TypeError(`DateTime cannot represent ${String(value)}`);
  },
  parseValue: (value) => instant(value) ?? throwError(badDate(value)),
  parseLiteral: (node) => (node.kind === Kind.STRING ? instant(node.value) : undefined) ?? throwError(badDate(node)),
});

/** A plain JSON object; arrays, primitives and null are refused as bad input. */
function jsonObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export const JSONObjectScalar = builder.scalarType('JSONObject', {
  description:
    'A JSON object (never an array, a string, a number or null). Launch wizard step payloads travel as this and are validated by the shared zod schemas of decision 013.',
  serialize: (value) => jsonObject(value) ?? throwError(new TypeError('JSONObject cannot represent a non-object')),
  parseValue: (value) => jsonObject(value) ?? throwError(new DomainError('BAD_INPUT')),
  parseLiteral: (node, variables) =>
    jsonObject(node.kind === Kind.OBJECT ? valueFromASTUntyped(node, variables) : undefined) ??
    throwError(new DomainError('BAD_INPUT')),
});

function throwError(error: Error): never {
  throw error;
}
