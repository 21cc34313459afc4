import { DATE_FORMAT, processKind } from '@terna/domain';
import { format } from 'date-fns';

/** The invite-candidate form as typed: every field a string, empty when not filled. */
export interface InviteCandidateForm {
  mail: string;
  identification: string;
  countryCode: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_INVITE_FORM: InviteCandidateForm = {
  mail: '',
  identification: '',
  countryCode: '',
  firstName: '',
  lastName: '',
};

/** Field lengths of inviteCandidateSchema, for the "at most N characters" message. */
export const INVITE_FIELD_MAX_LENGTH: Record<keyof InviteCandidateForm, number | undefined> = {
  mail: 256,
  identification: 64,
  countryCode: undefined,
  firstName: 256,
  lastName: 256,
};

/**
 * The addPerson payload: the basic controlled variant identifies the candidate by identification
 * and sends no e-mail; the others send the e-mail, and the identification only when given.
 */
export function toPersonCreateDto(
  values: {
    firstName: string;
    lastName: string;
    countryCode: string;
    mail?: string | null;
    identification?: string | null;
  },
  basicVariant: boolean,
) {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    countryCode: values.countryCode.trim(),
    mail: basicVariant ? null : text(values.mail),
    identification: text(values.identification),
  };
}

/** A yyyy-MM-dd calendar day as a local date (midnight), as the date picker holds it. */
export function isoDayToDate(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

export const dateToIsoDay = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The hire date as the API takes it (dd-MM-yyyy, spec 1 section 9). */
export const hireDatePayload = (date: Date): string => format(date, DATE_FORMAT);

export interface InvitationTarget {
  typeCompanyPlan: string;
  environmentTypeName: string;
  fullProfile: boolean;
}

/**
 * One candidate without an e-mail can only join a controlled basic process, where people are
 * identified by identification (spec 3 section 5): anything else is refused before sending.
 */
export function singleInvitationRefusal(
  candidate: { mail?: string | null },
  process: InvitationTarget,
): 'onlyBasicProcess' | null {
  const kind = processKind({
    typeCompanyPlan: process.typeCompanyPlan,
    environmentType: process.environmentTypeName,
    fullProfile: process.fullProfile,
  });
  return kind !== 'CONTROLLED_BASIC' && !candidate.mail?.trim() ? 'onlyBasicProcess' : null;
}
