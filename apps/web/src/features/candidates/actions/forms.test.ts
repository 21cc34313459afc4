import { inviteCandidateSchema } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import {
  dateToIsoDay,
  EMPTY_INVITE_FORM,
  hireDatePayload,
  isoDayToDate,
  singleInvitationRefusal,
  toPersonCreateDto,
} from './forms';

describe('the invite-candidate form', () => {
  const filled = {
    ...EMPTY_INVITE_FORM,
    mail: ' ana@example.com ',
    countryCode: 'EC',
    firstName: 'Ana',
    lastName: 'Paz',
  };

  it('needs an e-mail of valid format, a country and both names outside the basic variant', () => {
    const schema = inviteCandidateSchema(false);
    expect(schema.safeParse(filled).success).toBe(true);
    const empty = schema.safeParse(EMPTY_INVITE_FORM);
    expect(empty.success).toBe(false);
    const paths = empty.error!.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['mail', 'countryCode', 'firstName', 'lastName']));
    expect(paths).not.toContain('identification');
    expect(schema.safeParse({ ...filled, mail: 'ana@' }).error!.issues[0]!.message).toBe('validation.email');
  });

  it('the basic variant needs the identification instead of the e-mail', () => {
    const schema = inviteCandidateSchema(true);
    const missing = schema.safeParse({ ...filled, mail: '' });
    expect(missing.error!.issues.map((issue) => issue.path[0])).toEqual(['identification']);
    expect(schema.safeParse({ ...filled, mail: '', identification: '0912345678' }).success).toBe(true);
  });

  it('sends no e-mail in the basic variant, and no empty identification in the others', () => {
    expect(toPersonCreateDto({ ...filled, identification: '' }, false)).toEqual({
      firstName: 'Ana',
      lastName: 'Paz',
      countryCode: 'EC',
      mail: 'ana@example.com',
      identification: null,
    });
    expect(toPersonCreateDto({ ...filled, identification: ' 0912 ' }, true)).toEqual({
      firstName: 'Ana',
      lastName: 'Paz',
      countryCode: 'EC',
      mail: null,
      identification: '0912',
    });
  });
});

describe('hire dates', () => {
  it('a calendar day is local midnight in the picker and dd-MM-yyyy for the API', () => {
    const date = isoDayToDate('2024-02-29');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(dateToIsoDay(date)).toBe('2024-02-29');
    expect(hireDatePayload(date)).toBe('29-02-2024');
  });
});

describe('inviting one candidate to another process', () => {
  const basic = { typeCompanyPlan: 'CREDIT', environmentTypeName: 'CONTROLLED', fullProfile: false };
  const full = { ...basic, fullProfile: true };

  it('without an e-mail only a controlled basic process is possible', () => {
    expect(singleInvitationRefusal({ mail: null }, basic)).toBeNull();
    expect(singleInvitationRefusal({ mail: '  ' }, full)).toBe('onlyBasicProcess');
    expect(singleInvitationRefusal({}, { ...full, environmentTypeName: 'EMAIL' })).toBe('onlyBasicProcess');
    expect(singleInvitationRefusal({ mail: 'ana@example.com' }, full)).toBeNull();
  });
});
