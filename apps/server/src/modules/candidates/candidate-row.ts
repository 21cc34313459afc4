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
import type { Caller } from '../../context.js';
import { queryPreparedRows, type Database } from '../../db/client.js';
import { chatUnreadColumn } from '../chat/index.js';
import { userFullName } from '../users/index.js';

// One home for a candidate row (STYLE 15): its type, the columns the list and the detail select,
// the read of a page of rows by id, and the REST mapper.

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

/** Whose candidates a page shows and whose own feeling (`feeling`) it carries: a company user's, or an observer's (observerId). */
export type PageViewer = Pick<Caller, 'companyId'> & ({ userId: number } | { userId: null; observerId: number });

/** The candidates `ids` of the process, in that order, with everything a list row shows: one JSON array. */
export function pageSelect(caller: PageViewer, processId: number, ids: readonly number[]): SQL {
  return sql`select coalesce(json_agg(row_to_json(c) order by c.position), '[]') as data from (
      select page.position, ${'observerId' in caller ? observerCandidateColumns(caller.observerId) : candidateColumns(caller.userId)}
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page (id, position)
        join process_persons pp on pp.id = page.id join persons pe on pe.id = pp.person_id
        left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
      where pp.process_id = ${processId} and pp.company_id = ${caller.companyId}) c`;
}

/** The list rows (ProcessCandidate) of the candidates `ids` of the process, in that order; other ids are left out. */
export async function pageRows(
  db: Database,
  caller: PageViewer,
  processId: number,
  ids: readonly number[],
): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  // One statement name per SQL text: an observer's page reads their own feeling by another condition.
  const name = 'observerId' in caller ? 'candidate_list_observer_page' : 'candidate_list_page';
  const [row] = await queryPreparedRows<{ data: CandidateRow[] }>(db, name, pageSelect(caller, processId, ids));
  return row!.data;
}

/** A candidate as REST routes answer it: the fields and names of the GraphQL ProcessCandidate. */
export function candidateResource(row: CandidateRow) {
  return {
    id: row.id,
    processPersonId: row.id,
    personId: row.person_id,
    processId: row.process_id,
    evaluationsStatus: row.evaluations_status,
    source: row.source,
    identification: row.identification,
    firstName: row.first_name,
    lastName: row.last_name,
    mail: row.email,
    ranking: row.ranking,
    blackListed: row.black_listed,
    feeling: row.feeling,
    feelings: row.feelings,
    tags: row.tags.map((tag) => ({ ...tag, processPersonId: row.id })),
    hired: row.hired,
    composedCapResult: {
      value: row.composed_score === null ? null : Number(row.composed_score),
      status: row.composed_status,
      isCompleted: row.composed_score !== null,
    },
    componentStatus: row.components,
    archetype: row.archetype,
    trustCode: row.trust_code,
    // JSON writes the Date as the same ISO 8601 instant the GraphQL DateTime scalar sends.
    createdAt: new Date(row.created_at),
    person: {
      birthDate: row.birth_date ? String(row.birth_date).slice(0, 10) : null,
      countryCode: row.country_code,
      gender: row.gender,
      maritalStatus: row.marital_status,
      avatarUrl: row.avatar_url,
      phone: row.phone,
      place: row.place_uuid ? { uuid: row.place_uuid, name: row.place_name ?? '' } : null,
    },
  };
}
