import { describe, expect, it } from 'vitest';
import { idParamSchema, idSchema, isRecordId, MAX_RECORD_ID } from './id.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('idSchema', () => {
  it('takes the ids an integer column holds', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_RECORD_ID)).toBe(MAX_RECORD_ID);
  });

  it('refuses what would reach the database as an error instead of "not found"', () => {
    expect(messages(idSchema.safeParse(MAX_RECORD_ID + 1))).toEqual(['validation.max_value']);
    expect(messages(idSchema.safeParse(4_294_967_296))).toEqual(['validation.max_value']);
    expect(messages(idSchema.safeParse(0))).toEqual(['validation.min_value']);
    expect(messages(idSchema.safeParse(-1))).toEqual(['validation.min_value']);
    expect(messages(idSchema.safeParse(1.5))).toEqual(['validation.numeric']);
    expect(messages(idSchema.safeParse('7'))).toEqual(['validation.numeric']);
    expect(idSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });
});

describe('idParamSchema', () => {
  it('reads the digits of a path segment', () => {
    expect(idParamSchema.parse('42')).toBe(42);
  });

  it('refuses segments that are not an id', () => {
    for (const segment of ['99999999999', '0', '-3', '1.5', 'abc', ''])
      expect(idParamSchema.safeParse(segment).success, segment).toBe(false);
  });
});

describe('isRecordId', () => {
  it('answers what idSchema takes, for claims no schema parses', () => {
    expect([1, MAX_RECORD_ID].map(isRecordId)).toEqual([true, true]);
    expect([0, MAX_RECORD_ID + 1, 1.5, Number.NaN, '7', null].map(isRecordId)).toEqual(Array(6).fill(false));
  });
});
