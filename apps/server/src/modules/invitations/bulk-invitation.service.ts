import { sql } from 'drizzle-orm';
import {
  BULK_INVITATION_MAX,
  CANDIDATE_SOURCES,
  DEFAULT_COUNTRY_CODE,
  idSchema,
  MANUAL_INVITATION_SOURCE,
  msg,
  TEXT_FIELD_MAX_LENGTH,
  type CandidateSource,
  type Feeling,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { deliverLater } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { findOwnProcess } from '../processes/index.js';
import { invitationLinker } from './invitation-mail.js';
import { addParticipations, isBasicProcess, jsonRows, knownToCompany, type Invitee } from './participations.js';

/** A blank text is no value: clients send "" for a field the person does not have. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, msg('max')).nullish(),
  );

/**
 * One person to invite: an existing person of the company by id, or by e-mail (any process but the
 * controlled basic variant) or identification (that variant); names are needed to create a new one.
 */
export const bulkCandidateSchema = z
  .object({
    id: idSchema.nullish(),
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z.string().trim().max(256, msg('max')).email(msg('email')).nullish(),
    ),
    identification: optionalText(64),
    firstName: optionalText(TEXT_FIELD_MAX_LENGTH),
    lastName: optionalText(TEXT_FIELD_MAX_LENGTH),
    source: z.enum(CANDIDATE_SOURCES).nullish(),
  })
  .superRefine((candidate, issues) => {
    if (candidate.id != null) return;
    if (!candidate.email && !candidate.identification)
      issues.addIssue({ code: 'custom', path: ['email'], message: msg('required') });
    if (!candidate.firstName) issues.addIssue({ code: 'custom', path: ['firstName'], message: msg('required') });
    if (!candidate.lastName) issues.addIssue({ code: 'custom', path: ['lastName'], message: msg('required') });
  });
type BulkCandidate = z.output<typeof bulkCandidateSchema>;

export const bulkInvitationSchema = z.object({
  processId: idSchema,
  candidates: z.array(bulkCandidateSchema).min(1, msg('required')).max(BULK_INVITATION_MAX, msg('max_value')),
  sourceProcessId: idSchema.nullish(),
});

interface PersonRow {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  identification: string | null;
}

export interface InvitedPerson {
  personId: number;
  processPersonId: number;
  email: string | null;
  firstName: string;
  lastName: string;
  identification: string | null;
  /** The best feeling reviewers gave the person in the process the invitation came from (YES, MAYBE, NO). */
  feelingSummary: Feeling | null;
}

export interface InvitationOutcome {
  invited: InvitedPerson[];
  /** Entries that did not become a new candidate: already in the process, unwanted, repeated, or without an e-mail the process needs. */
  skipped: number;
}

const PERSON_COLUMNS = sql`pe.id, pe.email, pe.first_name, pe.last_name, pe.identification`;
/** A list as one JSON parameter, for `column in (...)`. */
const jsonTexts = (values: readonly string[]) =>
  sql`(select value from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const jsonInts = (values: readonly number[]) =>
  sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
const unique = <T>(values: T[]) => [...new Set(values)];
const emailKey = (email: string) => email.toLowerCase();

/**
 * The person each entry names, in a few set-based statements: ids must be persons of the caller's
 * company (NOT_FOUND otherwise); e-mails and identifications match only persons the company knows
 * (addPeopleToProcess answers the person's stored names, which must never come from another
 * company's record; see addPerson). Entries
 * matching nobody become new persons, except an entry without e-mail for a process that invites by
 * e-mail, which is left out (null).
 */
async function resolvePersons(
  tx: Database,
  caller: Caller,
  candidates: BulkCandidate[],
  basic: boolean,
): Promise<(PersonRow | null)[]> {
  const known = knownToCompany(caller.companyId);
  const ids = unique(candidates.flatMap((c) => (c.id != null ? [c.id] : [])));
  const byId = ids.length
    ? await queryRows<PersonRow>(
        tx,
        sql`select ${PERSON_COLUMNS} from persons pe where pe.id in ${jsonInts(ids)} and ${known}`,
      )
    : [];
  if (byId.length !== ids.length) throw new DomainError('NOT_FOUND');

  const emails = unique(candidates.flatMap((c) => (c.id == null && c.email ? [emailKey(c.email)] : [])));
  const byEmail = emails.length
    ? await queryRows<PersonRow>(
        tx,
        sql`select distinct on (lower(pe.email)) ${PERSON_COLUMNS} from persons pe
          where lower(pe.email) in ${jsonTexts(emails)} and ${known} order by lower(pe.email), pe.id`,
      )
    : [];
  const identifications = unique(
    candidates.flatMap((c) => (c.id == null && !c.email && c.identification ? [c.identification] : [])),
  );
  const byIdentification = identifications.length
    ? await queryRows<PersonRow>(
        tx,
        sql`select distinct on (pe.identification) ${PERSON_COLUMNS} from persons pe
          where pe.identification in ${jsonTexts(identifications)} and ${known} order by pe.identification, pe.id`,
      )
    : [];

  const personById = new Map(byId.map((p) => [Number(p.id), p]));
  const personByEmail = new Map(byEmail.map((p) => [emailKey(p.email!), p]));
  const personByIdentification = new Map(byIdentification.map((p) => [p.identification!, p]));
  const find = (c: BulkCandidate) =>
    c.id != null
      ? personById.get(c.id)
      : c.email
        ? personByEmail.get(emailKey(c.email))
        : personByIdentification.get(c.identification!);

  const toCreate = new Map<
    string,
    { first_name: string; last_name: string; email: string | null; identification: string | null }
  >();
  for (const c of candidates) {
    if (find(c) || (!c.email && !basic)) continue;
    const key = c.email ? `e:${emailKey(c.email)}` : `i:${c.identification}`;
    if (!toCreate.has(key))
      toCreate.set(key, {
        first_name: c.firstName!,
        last_name: c.lastName!,
        email: c.email ?? null,
        identification: c.identification ?? null,
      });
  }
  if (toCreate.size) {
    const created = await queryRows<PersonRow>(
      tx,
      sql`insert into persons (first_name, last_name, email, identification, country_code)
        select x.first_name, x.last_name, x.email, x.identification, ${DEFAULT_COUNTRY_CODE}
        from jsonb_to_recordset(${jsonRows([...toCreate.values()])}) as x(first_name text, last_name text, email text, identification text)
        returning id, email, first_name, last_name, identification`,
    );
    for (const person of created) {
      if (person.email) personByEmail.set(emailKey(person.email), person);
      else personByIdentification.set(person.identification!, person);
    }
  }
  return candidates.map((c) => find(c) ?? null);
}

/**
 * Invites existing or new persons to a LAUNCHED process of the caller's company (the
 * invite-to-process dialog, one person or a group, and bulk invitations of up to 5,000). Set-based
 * in one transaction; persons already in the process, on the company's unwanted list, repeated in
 * the request, or without the e-mail the process invites by are skipped. With sourceProcessId (a
 * process of the company) each invited person's participation there gets an INVITED_TO_PROCESS
 * activity. The e-mails go out after the commit, in the background.
 */
async function invite(
  ctx: RequestContext,
  args: { processId: unknown; candidates: unknown; sourceProcessId?: unknown },
): Promise<InvitationOutcome> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const input = parseInput(ctx, bulkInvitationSchema, args);
  const link = invitationLinker(ctx.config);
  const { outcome, mailIds } = await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, input.processId, true);
    if (process.status !== 'LAUNCHED') throw new DomainError('PROCESS_STATUS_INVALID');
    if (input.sourceProcessId != null) await findOwnProcess(tx, caller, input.sourceProcessId);
    const basic = isBasicProcess(process);
    const resolved = await resolvePersons(tx, caller, input.candidates, basic);

    const seen = new Set<number>();
    const wanted: { person: PersonRow; source: CandidateSource }[] = [];
    resolved.forEach((person, index) => {
      if (!person || seen.has(Number(person.id)) || (!basic && !person.email)) return;
      seen.add(Number(person.id));
      wanted.push({ person, source: input.candidates[index]!.source ?? MANUAL_INVITATION_SOURCE });
    });
    const refused = wanted.length
      ? await queryRows<{ person_id: number }>(
          tx,
          sql`select x.person_id from jsonb_to_recordset(${jsonRows(wanted.map((w) => ({ person_id: w.person.id })))}) as x(person_id int)
            where exists (select 1 from blacklist b where b.company_id = ${caller.companyId} and b.person_id = x.person_id and (b.expires_at is null or b.expires_at > now()))
              or exists (select 1 from process_persons pp where pp.process_id = ${process.id} and pp.person_id = x.person_id)`,
        )
      : [];
    const refusedIds = new Set(refused.map((row) => Number(row.person_id)));
    const invitees: (Invitee & { person: PersonRow })[] = wanted
      .filter((w) => !refusedIds.has(Number(w.person.id)))
      .map(({ person, source }) => ({
        person,
        personId: Number(person.id),
        source,
        email: person.email,
        firstName: person.first_name,
        ...(input.sourceProcessId != null ? { activityData: { fromProcessId: input.sourceProcessId } } : {}),
      }));

    const { participations, mailIds } = await addParticipations(
      tx,
      caller,
      ctx.locale,
      process,
      invitees,
      link,
      recordActivities,
    );
    const feelings =
      input.sourceProcessId != null
        ? await markSourceParticipations(
            tx,
            caller,
            input.sourceProcessId,
            process,
            participations.map((p) => p.personId),
          )
        : new Map<number, Feeling | null>();
    const byPerson = new Map(invitees.map((i) => [i.personId, i.person]));
    const invited = participations.map((p): InvitedPerson => {
      const person = byPerson.get(p.personId)!;
      return {
        personId: p.personId,
        processPersonId: p.processPersonId,
        email: person.email,
        firstName: person.first_name,
        lastName: person.last_name,
        identification: person.identification,
        feelingSummary: feelings.get(p.personId) ?? null,
      };
    });
    const skipped = input.candidates.length - invited.length;
    await audit(tx, caller, 'candidate.bulkInvite', 'process', process.id, {
      invited: invited.length,
      skipped,
      sourceProcessId: input.sourceProcessId ?? null,
      processPersonIds: invited.map((i) => i.processPersonId),
    });
    return { outcome: { invited, skipped }, mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return outcome;
}

/** INVITED_TO_PROCESS on the persons' participations in the source process; returns each one's best feeling there. */
async function markSourceParticipations(
  tx: Database,
  caller: Caller,
  sourceProcessId: number,
  target: { id: number; name: string },
  personIds: number[],
): Promise<Map<number, Feeling | null>> {
  if (personIds.length === 0) return new Map();
  // feelings.feeling holds only FEELING_NAMES: feelings.service writes it from the parsed input.
  const rows = await queryRows<{ id: number; person_id: number; feeling: Feeling | null }>(
    tx,
    sql`select pp.id, pp.person_id,
        (select f.feeling from feelings f where f.process_person_id = pp.id
          order by case f.feeling when 'YES' then 1 when 'MAYBE' then 2 else 3 end limit 1) as feeling
      from process_persons pp
      where pp.process_id = ${sourceProcessId} and pp.company_id = ${caller.companyId} and pp.person_id in ${jsonInts(personIds)}`,
  );
  await recordActivities(
    tx,
    rows.map((row) => ({
      processPersonId: Number(row.id),
      name: 'INVITED_TO_PROCESS' as const,
      userId: caller.userId,
      data: { processId: target.id, processName: target.name },
    })),
  );
  return new Map(rows.map((row) => [Number(row.person_id), row.feeling]));
}

/** sendBulkInvitation(candidates, processId): how many were invited and how many skipped. */
export async function sendBulkInvitation(
  ctx: RequestContext,
  args: { candidates: unknown; processId: unknown; sourceProcessId?: unknown },
): Promise<{ completed: boolean; invited: number; skipped: number }> {
  const outcome = await invite(ctx, args);
  return { completed: true, invited: outcome.invited.length, skipped: outcome.skipped };
}

/** addPeopleToProcess(processAddPeopleInput): the persons that became candidates of the process. */
export async function addPeopleToProcess(
  ctx: RequestContext,
  input: { processId: unknown; peopleList: unknown; sourceProcessId?: unknown },
): Promise<InvitedPerson[]> {
  return (
    await invite(ctx, {
      processId: input.processId,
      candidates: input.peopleList,
      sourceProcessId: input.sourceProcessId,
    })
  ).invited;
}
