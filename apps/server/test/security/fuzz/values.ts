import fc from 'fast-check';
import * as domain from '@terna/domain';

/**
 * The raw material of the fuzzer: hostile strings and numbers, and the words the API itself uses
 * (so a generated call is sometimes almost right and reaches the service behind the parser).
 */

/** Strings that have broken parsers, databases and renderers elsewhere. */
export const NAUGHTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x7fffffff',
  '9223372036854775808',
  '__proto__',
  'constructor',
  '{"__proto__":{"admin":true}}',
  "' OR '1'='1",
  "'; DROP TABLE processes; --",
  '1; select pg_sleep(1)',
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  ':id',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%E0%A4%A',
  'Ω≈ç√∫˜µ≤≥÷',
  'ÅÍÎÏ˝ÓÔÒÚÆ☃',
  'ñÑáéíóú ÇçÃã',
  '田中さんにあげて下さい',
  '𝕿𝖍𝖊 𝖖𝖚𝖎𝖈𝖐',
  '👩‍👩‍👧‍👦🏳️‍🌈🇲🇽',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שָׁלוֹם',
  '\u200B\u200C\u200D\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  'Ana\uDFFF',
  '\uDBFF',
  '👩'.slice(0, 1),
  '\uFFFD\uFFFE\uFFFF',
  'Z̮̞̠͙͔ͅḀ̗̞͈̻̗Ḷ͙͎̯̹̞͓G̻O̭̗̮',
  'İstanbul ß ǅ',
  '\u00A0\u2028\u2029',
  'admin@example.test',
  'a@b',
  '@',
  '#GGGGGG',
  '#000000',
  '2024-02-30',
  '31-12-1899',
  '00-00-0000',
  '9999-12-31',
  '9999-99-99',
  '0000-01-01',
  '1970-01-01T00:00:00Z',
  'Europe/Nowhere',
  'America/Bogota',
  'UTC',
];

/** Every string constant the domain exports (statuses, types, codes, slugs...): well-typed words the services recognise. */
export const DOMAIN_WORDS: readonly string[] = (() => {
  const words = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string' && value.length > 0 && value.length <= 64) words.add(value);
    else if (Array.isArray(value) && depth < 2) for (const item of value) visit(item, depth + 1);
    else if (value && typeof value === 'object' && depth < 2) {
      for (const [key, item] of Object.entries(value)) {
        words.add(key);
        visit(item, depth + 1);
      }
    }
  };
  for (const exported of Object.values(domain)) if (typeof exported !== 'function') visit(exported, 0);
  return [...words].sort();
})();

/**
 * JSON written into the request text as is, so the server's parsers meet it: a number JSON.stringify
 * cannot write (1e309, -0, too precise), or a value nested too deep for JSON.stringify itself.
 * `literal` is how a GraphQL document writes it, where that differs.
 */
export class RawJson {
  constructor(
    readonly text: string,
    readonly literal = text,
  ) {}
}

/** JSON text of a generated value, with RawJson spliced in verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  if (text === undefined) return 'null';
  return raws.length
    ? text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!)
    : text;
}

const hugeRepeat = (unit: fc.Arbitrary<string>, max: number) =>
  fc
    .tuple(unit, fc.integer({ min: 300, max }))
    .map(([chunk, length]) => chunk.repeat(Math.ceil(length / Math.max(1, chunk.length))).slice(0, length));

/** Up to ~100 KB: past every length limit, and past PostgreSQL's btree row limit for indexed columns. */
export const hugeString: fc.Arbitrary<string> = hugeRepeat(
  fc.constantFrom('a', 'ñ', '👩‍👩‍👧', '\u202E', "'", '<b>', 'x\u0000'),
  100_000,
);

/** Half of a surrogate pair inside ordinary text, where it would pass every other rule of a name or a label. */
export const loneSurrogateText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('Ana', 'Proceso 7', 'Ñandú', '👩‍💻'),
    fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.boolean(),
  )
  .map(([text, half, before]) => (before ? `${half}${text}` : `${text}${half}`));

/** A short string of any kind: unicode, binary, naughty, injection-shaped, or a word the domain uses. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAUGHTY_STRINGS) },
  { weight: 1, arbitrary: loneSurrogateText },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...DOMAIN_WORDS) },
);

/** A nasty string, or now and then one past every length limit. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 257, maxLength: 2_000 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Integers at and past every boundary a column or a parser has. */
export const edgeInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    -2147483648,
    2147483647,
    2147483648,
    -2147483649,
    4294967296,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    1e21,
  ),
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer(),
);

/** Numbers of every kind: fractions, exponents, the limits of a double, and (as raw text) what JSON cannot say. */
export const anyNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  { weight: 3, arbitrary: edgeInt },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(0.5, -0.5, 1e-320, Number.MAX_VALUE, -Number.MAX_VALUE, Number.EPSILON) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '1e309',
        '-1e309',
        '-0',
        '1e-400',
        '123456789012345678901234567890',
        '1.0',
        '1e999999',
        `1${'0'.repeat(400)}`,
        `-${'9'.repeat(400)}`,
        `0.${'0'.repeat(400)}1`,
      )
      .map((text) => new RawJson(text)),
  },
);

/**
 * A list or an object nested from just within GraphQL's value depth limit to far past what a
 * recursive parser, validator or JSON.stringify survives (100,000 levels, 200 KB of JSON).
 */
export const deepValue: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(10, 11, 64, 2_000, 5_000, 100_000), fc.boolean())
  .map(([depth, objects]) =>
    objects
      ? new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, `${'{a: '.repeat(depth)}1${'}'.repeat(depth)}`)
      : new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`),
  );

/** A value of no particular type: what a wrongly typed field carries. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: nastyString },
  { weight: 2, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom([], {}, [[]], { __proto__: null }, { constructor: { prototype: { admin: true } } }),
  },
  { weight: 1, arbitrary: deepValue },
);

/** `arbitrary`'s value one time in `oneIn`, `nil` otherwise (fc.option's freq counts the other way round). */
export const rarely = <T, N>(arbitrary: fc.Arbitrary<T>, oneIn: number, nil: N): fc.Arbitrary<T | N> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(nil) }, { weight: 1, arbitrary });

/** A client address from a small pool: some calls share one (and meet the rate limits), most do not. */
export const remoteAddress: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('10.9.0.1', '10.9.0.2') },
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
      .map(([a, b]) => `10.77.${a}.${b}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('::1', '2001:db8::1', '127.0.0.1') },
);
