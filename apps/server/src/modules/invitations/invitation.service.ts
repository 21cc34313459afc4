import { eq, sql } from 'drizzle-orm';
import {
  emailSchema,
  idSchema,
  INVITE_DIALOG_PAGE_SIZES,
  inviteCandidateSchema,
  MANUAL_INVITATION_SOURCE,
  peopleBatchSchema,
  type ContactInfo,
  type ProcessStatus,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { countries, persons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { loadCandidate, recordActivities } from '../candidates/index.js';
import type { CandidateRow } from '../candidates/index.js';
import { getProcessPaginated } from '../processes/index.js';
import { findOwnProcess } from '../processes/index.js';
import type { ListedProcess } from '../processes/index.js';
import { invitationLinker } from './invitation-mail.js';
import { addParticipations, isBasicProcess, knownToCompany } from './participations.js';

/** What the invite form fills in when the e-mail belongs to someone the company already knows. */
export interface PersonLookup {
  id: number;
  countryCode: string;
  countryName: string | null;
  firstName: string;
  lastName: string;
}

/**
 * getPersonByEmail(email). Persons are shared by every company (a candidate has one identity), so
 * the lookup answers only persons who already took part in a process of the caller's company;
 * anyone else is "not found" for this caller. addPerson follows the same scope (see there).
 */
export async function getPersonByEmail(ctx: RequestContext, email: unknown): Promise<PersonLookup | null> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const address = parseInput(ctx, z.object({ email: emailSchema }), { email }).email;
  const countryName = ctx.locale === 'en' ? countries.nameEn : countries.nameEs;
  const [person] = await queryRows<PersonLookup>(
    ctx.db,
    sql`select pe.id, pe.country_code as "countryCode", ${countryName} as "countryName", pe.first_name as "firstName", pe.last_name as "lastName"
      from ${persons} pe left join ${countries} on ${countries.code} = pe.country_code
      where lower(pe.email) = lower(${address}) and ${knownToCompany(caller.companyId)}
      order by pe.id limit 1`,
  );
  return person ?? null;
}

/** The countries catalogue is the list of valid country codes. */
async function requireCountry(db: Pick<Database, 'select'>, code: string): Promise<void> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!country) throw new DomainError('BAD_INPUT', {}, { countryCode: { key: 'validation.regex', params: {} } });
}

/**
 * addPerson(processId, personCreateDto): invites one new candidate by hand (source CAP_ADDED) to a
 * LAUNCHED process. The controlled basic variant identifies candidates by identification (its form
 * has no e-mail); every other process by e-mail. A candidate already in the process is refused
 * (CANDIDATE_EXISTS), and so is a person on the company's unwanted list (PERSON_BLACKLISTED).
 * A person the company already knows with that e-mail (or identification and country) is reused
 * as it is, so one invitation form never rewrites a candidate's record. A person known only to
 * other companies is not reused: the candidate returned would show what those companies hold
 * (name, identification, profile), so this company gets a record of its own made from its form.
 */
export async function addPerson(ctx: RequestContext, processId: unknown, dto: unknown): Promise<CandidateRow> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const id = parseInput(ctx, idSchema, processId);
  const link = invitationLinker(ctx.config);
  const { processPersonId, mailIds } = await ctx.db.transaction(async (tx) => {
    // Locked: two invitations of the same e-mail at once must not both pass the duplicate check.
    const process = await findOwnProcess(tx, caller, id, true);
    if (process.status !== 'LAUNCHED') throw new DomainError('PROCESS_STATUS_INVALID');
    const basic = isBasicProcess(process);
    const input = parseInput(ctx, inviteCandidateSchema(basic), dto);
    await requireCountry(tx, input.countryCode);
    const mail = basic ? null : input.mail!;
    const identification = input.identification || null;

    const sameCandidate = basic ? sql`pe.identification = ${identification}` : sql`lower(pe.email) = lower(${mail})`;
    const samePerson = basic
      ? sql`pe.identification = ${identification} and pe.country_code = ${input.countryCode}`
      : sameCandidate;
    const [match] = await queryRows<{ in_process: boolean; person_id: number | null; blacklisted: boolean }>(
      tx,
      sql`select
        exists (select 1 from process_persons pp join persons pe on pe.id = pp.person_id where pp.process_id = ${id} and ${sameCandidate}) as in_process,
        (select pe.id from persons pe where ${samePerson} and ${knownToCompany(caller.companyId)} order by pe.id limit 1) as person_id,
        exists (select 1 from blacklist b join persons pe on pe.id = b.person_id where b.company_id = ${caller.companyId} and ${samePerson} and (b.expires_at is null or b.expires_at > now())) as blacklisted`,
    );
    if (match!.in_process) throw new DomainError('CANDIDATE_EXISTS');
    if (match!.blacklisted) throw new DomainError('PERSON_BLACKLISTED');

    let personId = match!.person_id === null ? null : Number(match!.person_id);
    let email = mail;
    let firstName = input.firstName;
    if (personId === null) {
      const [created] = await tx
        .insert(persons)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: mail,
          identification,
          phone: input.phone || null,
          countryCode: input.countryCode,
        })
        .returning({ id: persons.id });
      personId = created!.id;
    } else {
      const [existing] = await tx
        .select({ email: persons.email, firstName: persons.firstName })
        .from(persons)
        .where(eq(persons.id, personId));
      email = existing!.email ?? mail;
      firstName = existing!.firstName;
    }

    const { participations, mailIds } = await addParticipations(
      tx,
      caller,
      ctx.locale,
      process,
      [{ personId, source: MANUAL_INVITATION_SOURCE, email, firstName }],
      link,
      recordActivities,
    );
    const participation = participations[0]!;
    await audit(tx, caller, 'candidate.invite', 'processPerson', participation.processPersonId, {
      processId: id,
      personId,
      source: MANUAL_INVITATION_SOURCE,
    });
    return { processPersonId: participation.processPersonId, mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  return loadCandidate(ctx, processPersonId);
}

/** A person as POST /people-web/persons answers it. */
export interface PersonResource {
  id: number;
  country: string;
  firstName: string;
  lastName: string;
  identification: string | null;
  mail: string | null;
  contactInfoList: ContactInfo[];
  /** false: a person the company already knew, answered as it is. */
  created: boolean;
}

const fullProfileSchema = z.object({
  fullProfile: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
});

/**
 * POST /people-web/persons: creates the persons of a list of candidates (at most PEOPLE_BATCH_MAX)
 * for the caller's company, or finds them, with addPerson's rules: the header full-profile false is
 * the controlled basic variant (identification and country name a person), otherwise the e-mail
 * does; a person the company already knows (a candidate of one of its processes, or a record it
 * created) is answered as it is, never rewritten; anyone else gets a record of the company's own.
 * A candidate repeated in the list is one person. All or nothing: one bad entry changes nothing.
 */
export async function createPeople(
  ctx: RequestContext,
  body: unknown,
  fullProfile: unknown,
): Promise<PersonResource[]> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const basic = !parseInput(ctx, fullProfileSchema, { fullProfile }).fullProfile;
  const candidates = parseInput(ctx, peopleBatchSchema(basic), body);
  return ctx.db.transaction(async (tx) => {
    // One list at a time per company: two lists naming the same new e-mail at once must not both create it.
    await tx.execute(sql`select pg_advisory_xact_lock(${PEOPLE_LOCK_CLASS}, ${caller.companyId})`);
    for (const code of new Set(candidates.map((c) => c.country))) await requireCountry(tx, code);
    const answered: PersonResource[] = [];
    for (const candidate of candidates) {
      const mail = basic ? null : candidate.mail!;
      const identification = candidate.identification || null;
      const samePerson = basic
        ? sql`pe.identification = ${identification} and pe.country_code = ${candidate.country}`
        : sql`lower(pe.email) = lower(${mail})`;
      const [known] = await queryRows<PersonRecord>(
        tx,
        sql`select pe.id, pe.country_code, pe.first_name, pe.last_name, pe.identification, pe.email, pe.phone from persons pe
          where ${samePerson} and (${knownToCompany(caller.companyId)} or pe.created_by_company_id = ${caller.companyId})
          order by pe.id limit 1`,
      );
      if (known) {
        answered.push(personResource(known, false));
        continue;
      }
      const phone = candidate.contactInfoList?.find((contact) => contact.type.toUpperCase() === 'PHONE')?.value ?? null;
      const [created] = await queryRows<PersonRecord>(
        tx,
        sql`insert into persons (first_name, last_name, email, identification, phone, country_code, created_by_company_id)
          values (${candidate.firstName}, ${candidate.lastName}, ${mail}, ${identification}, ${phone}, ${candidate.country}, ${caller.companyId})
          returning id, country_code, first_name, last_name, identification, email, phone`,
      );
      answered.push(personResource(created!, true));
    }
    await audit(tx, caller, 'person.create', 'company', caller.companyId, {
      created: answered.filter((p) => p.created).map((p) => p.id),
      found: answered.filter((p) => !p.created).map((p) => p.id),
    });
    return answered;
  });
}

/** The lock class of POST /people-web/persons (the second key is the company). */
const PEOPLE_LOCK_CLASS = 17_005;

interface PersonRecord {
  id: number;
  country_code: string;
  first_name: string;
  last_name: string;
  identification: string | null;
  email: string | null;
  phone: string | null;
}

function personResource(row: PersonRecord, created: boolean): PersonResource {
  return {
    id: Number(row.id),
    country: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    identification: row.identification,
    mail: row.email,
    contactInfoList: row.phone ? [{ type: 'PHONE', value: row.phone, active: true }] : [],
    created,
  };
}

export interface ProcessPickerArgs {
  archived?: boolean | null;
  page?: number | null;
  size?: number | null;
  wildcard?: string | null;
  processStatus?: ProcessStatus[] | null;
  excludeId?: number | null;
}

export interface ProcessPickerPage {
  data: ListedProcess[];
  page: number;
  size: number;
  total: number;
}

/**
 * processPaginated: the invite-to-process dialog's table, the process list with the dialog's
 * defaults (LAUNCHED, not archived, 20 rows) and without the process the candidates come from.
 */
export async function processPaginated(ctx: RequestContext, args: ProcessPickerArgs): Promise<ProcessPickerPage> {
  const page = await getProcessPaginated(ctx, {
    archived: args.archived ?? false,
    page: args.page,
    size: args.size ?? INVITE_DIALOG_PAGE_SIZES[0],
    wildcard: args.wildcard,
    processStatus: args.processStatus ?? ['LAUNCHED'],
    excludeId: args.excludeId,
  });
  return { data: page.data, page: page.page, size: page.size, total: page.total };
}
