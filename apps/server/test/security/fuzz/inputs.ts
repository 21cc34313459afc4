import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { DEFAULT_PASSWORD } from '../../support/factories.js';
import {
  anyNumber,
  anyValue,
  DOMAIN_WORDS,
  edgeInt,
  hostileString,
  loneSurrogateText,
  nastyString,
  rarely,
  toJsonText,
} from './values.js';
import { idFor, type FuzzWorld } from './world.js';

/**
 * Values for one input: a GraphQL argument or input field (from its declared type), or a REST body
 * key (from its name alone). Most are well typed, so the call gets past the parser to the service;
 * where the name tells what the input holds they are often plausible (an id of the right kind, a
 * date, a real user's e-mail), otherwise hostile; the rest are of the wrong type.
 */

/** A key left out of an object (a missing field or variable). */
export const ABSENT = Symbol('absent');

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A day from about 11 years back to 11 years ahead, in the API's two formats and a few wrong ones. */
const dateText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: -4000, max: 4000 }), fc.constantFrom('iso', 'iso', 'dmy', 'dmy', 'slash', 'timestamp'))
  .map(([days, format]) => {
    const day = new Date(Date.now() + days * DAY_MS);
    const [y, m, d] = [day.getUTCFullYear(), pad(day.getUTCMonth() + 1), pad(day.getUTCDate())];
    if (format === 'iso') return `${y}-${m}-${d}`;
    if (format === 'dmy') return `${d}-${m}-${y}`;
    if (format === 'slash') return `${d}/${m}/${y}`;
    return day.toISOString();
  });

/**
 * Dates that are no day or lie out of range, in the API's formats: days that do not exist, year 0,
 * the last day of year 9999 (a day later is year 10000), years past what a timestamp holds.
 */
const impossibleDate: fc.Arbitrary<string> = fc.constantFrom(
  '9999-99-99',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '1899-12-31',
  '3000-01-01',
  '2023-02-29',
  '2024-04-31',
  '2024-13-01',
  '2024-01-01junk',
  '99-99-9999',
  '31-02-2024',
  '00-00-0000',
  '01-01-0000',
  '31-12-9999',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '2024-01-01T24:00:00Z',
);

const recentDays = fc.integer({ min: -30, max: 0 }).map((days) => {
  const day = new Date(Date.now() + days * DAY_MS);
  return `${pad(day.getUTCDate())}-${pad(day.getUTCMonth() + 1)}-${day.getUTCFullYear()}`;
});

/** Ordinary words, as a person types them. */
const plainText = fc
  .tuple(
    fc.constantFrom('Ana', 'José María', 'Proceso', 'Analista', 'Observación', "O'Brien", 'Zoë', 'Ñandú'),
    fc.nat(9_999),
  )
  .map(([word, number]) => `${word} ${number}`);

/**
 * A string for an input called `name`: plausible where the name says what it holds, hostile
 * otherwise; `light` leaves out the huge ones (for objects with dozens of such values).
 */
export function stringFor(world: FuzzWorld, name: string, light = false): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  const hints: fc.Arbitrary<string>[] = [];
  if (lower.includes('mail') || lower === 'username') {
    hints.push(
      fc.nat().map((i) => world.emails[i % world.emails.length]!),
      fc.emailAddress(),
    );
  }
  if (lower.includes('password')) hints.push(fc.constant(DEFAULT_PASSWORD), fc.string({ maxLength: 80 }));
  if (lower.includes('date') || lower === 'from' || lower === 'to') hints.push(dateText, recentDays, impossibleDate);
  if (lower.includes('timezone'))
    hints.push(fc.constantFrom('America/Bogota', 'America/Mexico_City', 'UTC', 'Etc/GMT+14', 'Mars/Olympus', ''));
  if (lower.includes('color') || lower.includes('hex'))
    hints.push(fc.constantFrom('#1D8CD0', '#abcdef', '#FFF', 'red', '#GGGGGG', '#1234567'));
  if (lower.includes('code') || lower === 'tags')
    hints.push(fc.nat().map((i) => world.tagCodes[i % world.tagCodes.length]!));
  if (lower.includes('country')) hints.push(fc.constantFrom('MX', 'CO', 'XX', 'ZZ', 'mx', 'MEX'));
  if (lower.includes('identification'))
    hints.push(fc.nat().map((i) => world.identifications[i % world.identifications.length] ?? 'ID'));
  if (lower.includes('phone')) hints.push(fc.constantFrom('+52 55 1234 5678', '5512345678', '+', '0'.repeat(40)));
  if (/name|label|observation|wildcard|candidate|title|concept/.test(lower)) hints.push(plainText, loneSurrogateText);
  if (/field|order|sort/.test(lower))
    hints.push(fc.constantFrom('ASC', 'DESC', 'asc', 'firstName', 'lastName', 'createdAt', 'ranking', 'composedScore'));
  if (lower.includes('type') || lower.includes('status') || lower.includes('source') || lower.includes('kind'))
    hints.push(fc.constantFrom(...DOMAIN_WORDS));
  return fc.oneof(
    { weight: hints.length ? 6 : 0, arbitrary: hints.length ? fc.oneof(...hints) : fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom(...DOMAIN_WORDS) },
    { weight: 3, arbitrary: light ? nastyString : hostileString },
  );
}

/** An integer for an input called `name`: an id of the kind the name suggests, a page number, or an edge value. */
export function intFor(world: FuzzWorld, name: string): fc.Arbitrary<number> {
  const lower = name.toLowerCase();
  if (/(^|[a-z])ids?$|^id$|owner|user/i.test(name))
    return fc.oneof({ weight: 6, arbitrary: idFor(world, name) }, { weight: 1, arbitrary: edgeInt });
  if (/page|size|dateago|limit/.test(lower)) return fc.oneof(fc.integer({ min: 1, max: 120 }), edgeInt);
  if (/from|to|salary/.test(lower)) return fc.oneof(fc.integer({ min: 0, max: 100_000 }), edgeInt);
  return edgeInt;
}

/** A float for an input called `name`: epoch milliseconds around now for dates, anything otherwise. */
export function floatFor(name: string): fc.Arbitrary<unknown> {
  if (name.toLowerCase().includes('date')) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: -400, max: 4000 }).map((days) => Date.now() + days * DAY_MS) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(0, -1, 8.64e15, 8.64e15 + 1, -8.64e15 - 1, 1e300, 1.5, Date.now() + 0.5),
      },
      { weight: 1, arbitrary: anyNumber },
    );
  }
  return anyNumber;
}

/** A value for a REST body or query key, by its name only (`light`: no huge strings). */
export function valueForName(world: FuzzWorld, name: string, light = false): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  const idLike = /(^|[a-z])ids?$|^id$/i.test(name);
  return fc.oneof(
    { weight: idLike ? 5 : 0, arbitrary: idLike ? intFor(world, name) : fc.constant(0) },
    { weight: idLike ? 1 : 0, arbitrary: idLike ? intFor(world, name).map(String) : fc.constant('') },
    { weight: idLike ? 1 : 5, arbitrary: stringFor(world, name, light) },
    { weight: lower.includes('date') ? 2 : 0, arbitrary: floatFor(name) },
    { weight: 2, arbitrary: anyValue },
  );
}

/** A value of the GraphQL input type `type` for an input called `name`; some are of another type (fewer inside objects and lists). */
export function graphqlValue(world: FuzzWorld, type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: depth === 0 ? 14 : 29, arbitrary: typedValue(world, type, name, depth) },
    { weight: 1, arbitrary: anyValue },
  );
}

function typedValue(world: FuzzWorld, type: GraphQLInputType, name: string, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(world, type.ofType, name, depth);
  if (isListType(type)) {
    const item = graphqlValue(world, type.ofType, name, depth + 1);
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: item },
      // Past every list cap (the bulk invitation takes 5,000): one repeated item keeps the call cheap to build,
      // and a big item is repeated fewer times, so the request stays under the 1 MB body limit.
      {
        weight: 1,
        arbitrary: fc.tuple(item, fc.constantFrom(30, 201, 5_001)).map(([value, length]) => {
          const size = toJsonText(value).length + 1;
          return Array.from({ length: Math.max(1, Math.min(length, Math.floor(900_000 / size))) }, () => value);
        }),
      },
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) => {
      const required = isNonNullType(field.type) && field.defaultValue === undefined;
      return fc.option(graphqlValue(world, field.type, field.name, depth + 1), {
        nil: ABSENT,
        freq: required ? 30 : 3,
      });
    });
    const extra = rarely(fc.tuple(fc.constantFrom('extra', '__proto__', 'companyId', 'id'), anyValue), 15, undefined);
    return fc.tuple(fc.tuple(...entries), extra).map(([values, extraField]) => {
      const object: Record<string, unknown> = {};
      fields.forEach((field, index) => {
        if (values[index] !== ABSENT) object[field.name] = values[index];
      });
      if (extraField)
        Object.defineProperty(object, extraField[0], {
          value: extraField[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return object;
    });
  }
  const scalar = getNamedType(type);
  if (!isScalarType(scalar)) return anyValue;
  switch (scalar.name) {
    case 'Int':
      return intFor(world, name);
    case 'Float':
      return floatFor(name);
    case 'Boolean':
      return fc.boolean();
    case 'String':
      return stringFor(world, name);
    case 'ID':
      return fc.oneof(intFor(world, name).map(String), stringFor(world, name));
    case 'Date':
    case 'DateTime':
      // Whatever the argument is called, its values are dates, possible or not.
      return fc.oneof(stringFor(world, `${name}Date`), anyValue);
    default:
      return fc.oneof(stringFor(world, name), anyValue);
  }
}
