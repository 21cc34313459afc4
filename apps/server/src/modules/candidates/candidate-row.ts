import { sql, type SQL } from 'drizzle-orm';
import type {
  CandidateSource,
  ComponentStatus,
  ComponentType,
  DiscArchetype,
  Feeling,
  Gender,
  HireStatus,
  MaritalStatus,
  PersonStatus,
  ReviewerKind,
} from '@terna/domain';
import { chatUnreadColumn } from '../chat/index.js';
import { userFullName } from '../users/index.js';

// One home for a candidate row (STYLE 15): the list and the detail select the same columns.

export interface CandidateRow {
  id: number;
  person_id: number;
  process_id: number;
  evaluations_status: PersonStatus;
  source: CandidateSource;
  ranking: number | null;
  composed_score: string | null;
  composed_status: boolean;
  archetype: DiscArchetype | null;
  trust_code: string | null;
  created_at: Date;
  first_name: string;
  last_name: string;
  identification: string | null;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  country_code: string;
  gender: Gender;
  marital_status: MaritalStatus | null;
  avatar_url: string | null;
  place_uuid: string | null;
  place_name: string | null;
  salary_amount: number | null;
  salary_currency: string | null;
  black_listed: boolean;
  feeling: Feeling | null;
  /** Messages of others in the candidate's chat the viewer has not read (0 for an observer). */
  chat_unread: number;
  feelings: {
    userId: number | null;
    observerId: number | null;
    feeling: Feeling;
    createdAt: string;
    updatedAt: string;
    /** Empty when the user has no name (the screens show a neutral label). */
    reviewerName: string;
    reviewerKind: ReviewerKind;
  }[];
  tags: { id: number; code: string; date: string; userId: number | null }[];
  hired: { hiredAt: string; status: HireStatus; updatedAt: string; userId: number | null } | null;
  /** Each component's result; `id` is the component_results row (the trust report names the RELIABILITY one). */
  components: {
    id: number;
    componentType: ComponentType;
    status: ComponentStatus;
    value: number | null;
    notified: boolean;
    updatedAt: string;
  }[];
}

/**
 * The columns of one candidate (a CandidateRow) over pp (process_persons), pe (persons), cv
 * (curricula) and pl (places), with the caller's own feeling (none for an observer: null). The list
 * selects the same row. Each feeling names its reviewer (user or observer) for the shortlist.
 */
export function candidateColumns(callerUserId: number): SQL {
  return columnsWithOwnFeeling(sql`f.user_id = ${callerUserId}`, sql`true`, chatUnreadColumn(callerUserId));
}

/**
 * The same columns for an external observer: `feeling` is the observer's own, and so is every entry
 * of `feelings`. The team's verdicts, its members' names and the other observers (their names and
 * opinions) stay with the company (docs/decisions/031-observer-privacy.md); the team's chat is not theirs.
 */
export function observerCandidateColumns(observerId: number): SQL {
  const own = sql`f.observer_id = ${observerId}`;
  return columnsWithOwnFeeling(own, own, sql`0`);
}

function columnsWithOwnFeeling(ownFeeling: SQL, shownFeelings: SQL, chatUnread: SQL): SQL {
  return sql`pp.id, pp.person_id, pp.process_id, pp.evaluations_status, pp.source, pp.ranking, pp.composed_score, pp.composed_status,
    pp.archetype, pp.trust_code, pp.created_at, pe.first_name, pe.last_name, pe.identification, pe.email, pe.phone, pe.birth_date,
    pe.country_code, pe.gender, pe.marital_status, pe.avatar_url, pl.uuid as place_uuid, pl.name as place_name,
    cv.salary_amount, cv.salary_currency,
    exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id and (b.expires_at is null or b.expires_at > now())) as black_listed,
    (select f.feeling from feelings f where f.process_person_id = pp.id and ${ownFeeling}) as feeling,
    ${chatUnread} as chat_unread,
    coalesce((select json_agg(json_build_object('userId', f.user_id, 'observerId', f.observer_id, 'feeling', f.feeling,
      'createdAt', f.created_at, 'updatedAt', f.updated_at, 'reviewerKind', case when f.observer_id is null then 'USER' else 'OBSERVER' end,
      'reviewerName', coalesce(fo.name, ${userFullName('fu')}, '')) order by f.updated_at)
      from feelings f left join users fu on fu.id = f.user_id left join observers fo on fo.id = f.observer_id
      where f.process_person_id = pp.id and ${shownFeelings}), '[]') as feelings,
    coalesce((select json_agg(json_build_object('id', t.id, 'code', t.code, 'date', t.date, 'userId', t.user_id) order by t.date)
      from person_tags t where t.process_person_id = pp.id), '[]') as tags,
    (select json_build_object('hiredAt', h.hired_at, 'status', h.status, 'updatedAt', h.updated_at, 'userId', h.user_id)
      from hires h where h.process_person_id = pp.id) as hired,
    coalesce((select json_agg(json_build_object('id', r.id, 'componentType', r.component_type, 'status', r.status, 'value', r.value::float,
      'notified', r.notified, 'updatedAt', r.updated_at) order by r.component_type) from component_results r where r.process_person_id = pp.id), '[]') as components`;
}
