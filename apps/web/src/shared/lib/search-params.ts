// Reading and writing list filters in the address, so back, reload and shared links keep them.

/** A positive integer from an address parameter, or null when it is missing or not one. */
export function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/** A whole number (zero included) from an address parameter, or null. */
export function wholeNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : null;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && b.every((value) => a.includes(value));

/**
 * A multi-valued parameter with a default: no parameter means the default, an empty one
 * (`key=`) means no value at all, so "every value" and "the default" stay apart.
 */
export function readListParam(params: URLSearchParams, key: string, fallback: readonly string[] = []): string[] {
  return params.has(key) ? params.getAll(key).filter(Boolean) : [...fallback];
}

/** Whether a value (from an address or a facet key) belongs to a closed set of the API. */
export const isOneOf = <Value extends string>(allowed: readonly Value[], value: string): value is Value =>
  (allowed as readonly string[]).includes(value);

/** The values that belong to a closed set: the API refuses a whole query for one unknown enum value. */
export const onlyOneOf = <Value extends string>(allowed: readonly Value[], values: readonly string[]): Value[] =>
  values.filter((value) => isOneOf(allowed, value));

/** A multi-valued parameter of a closed set: values outside `allowed` (an old or edited address) are dropped. */
export function readEnumListParam<Value extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly Value[],
  fallback: readonly Value[] = [],
): Value[] {
  return onlyOneOf(allowed, readListParam(params, key, fallback));
}

/** Writes a multi-valued parameter; the default is left out so the plain list has a plain address. */
export function writeListParam(
  params: URLSearchParams,
  key: string,
  values: readonly string[],
  fallback: readonly string[] = [],
): void {
  if (sameValues(values, fallback)) return;
  if (values.length === 0) params.set(key, '');
  values.forEach((value) => params.append(key, value));
}

/** Adds a value to a list or takes it out when it is there. */
export const toggleValue = <T>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
