import { and, asc, eq, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { companyMailSchema, companyPhoneSchema, companyUpdateSchema, idParamSchema } from '@terna/domain';
import { audit } from '../../audit.js';
import { requireCaller, requirePermission, type Caller, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { agencies, companies, companyContacts, countries, departments } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

/** company_contacts.kind of the company service's e-mails and phones (the demo data stores phones as MOBILE). */
const MAIL = 'EMAIL';
const PHONE = 'MOBILE';

export interface CompanyContact {
  id: number;
  value: string;
}

export interface CompanyDepartment {
  id: number;
  name: string;
  agencyId: number;
}

export interface CompanyAgencyData {
  id: number;
  companyId: number;
  name: string;
  address: string | null;
  placeId: number | null;
  mail: string | null;
  longitude: string | null;
  latitude: string | null;
  departments: CompanyDepartment[];
}

/** GET /client/companies: everything the account page shows of the caller's company. */
export interface CompanyData {
  id: number;
  commercialName: string;
  companyName: string;
  countryCode: string;
  address: string | null;
  description: string | null;
  logoUrl: string | null;
  jobBoardLogoUrl: string | null;
  requireCorporateEmail: boolean;
  discValidityDays: number;
  candidateRetentionMonths: number;
  mails: CompanyContact[];
  phones: CompanyContact[];
  agencies: CompanyAgencyData[];
}

/** A `{companyId}` of a path or body must be the caller's own: another company's is not found, nothing written. */
export function ownCompanyId(ctx: RequestContext, caller: Caller, raw: unknown): number {
  const companyId = parseInput(ctx, idParamSchema, raw);
  if (companyId !== caller.companyId) throw new DomainError('NOT_FOUND');
  return companyId;
}

/** Orders concurrent changes to one company's lists (a duplicate check then an insert) by its row lock. */
export async function lockCompany(db: Database, companyId: number): Promise<typeof companies.$inferSelect> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new DomainError('NOT_FOUND');
  return company;
}

export async function getCompany(ctx: RequestContext): Promise<CompanyData> {
  const caller = requireCaller(ctx);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, caller.companyId));
  if (!company) throw new DomainError('NOT_FOUND');
  const [contacts, agencyRows, departmentRows] = await Promise.all([
    ctx.db
      .select()
      .from(companyContacts)
      .where(eq(companyContacts.companyId, company.id))
      .orderBy(asc(companyContacts.id)),
    ctx.db.select().from(agencies).where(eq(agencies.companyId, company.id)).orderBy(asc(agencies.name)),
    ctx.db.select().from(departments).where(eq(departments.companyId, company.id)).orderBy(asc(departments.name)),
  ]);
  const contactsOf = (kind: string) =>
    contacts.filter((contact) => contact.kind === kind).map(({ id, value }) => ({ id, value }));
  return {
    id: company.id,
    commercialName: company.commercialName,
    companyName: company.companyName,
    countryCode: company.countryCode,
    address: company.address,
    description: company.description,
    logoUrl: company.logoUrl,
    jobBoardLogoUrl: company.jobBoardLogoUrl,
    requireCorporateEmail: company.requireCorporateEmail,
    discValidityDays: company.discValidityDays,
    candidateRetentionMonths: company.candidateRetentionMonths,
    mails: contactsOf(MAIL),
    phones: contactsOf(PHONE),
    agencies: agencyRows.map((agency) => ({
      id: agency.id,
      companyId: agency.companyId,
      name: agency.name,
      address: agency.address,
      placeId: agency.placeId,
      mail: agency.mail,
      longitude: agency.longitude,
      latitude: agency.latitude,
      departments: departmentRows
        .filter((department) => department.agencyId === agency.id)
        .map((department) => ({ id: department.id, name: department.name, agencyId: agency.id })),
    })),
  };
}

/** PUT /client/companies: the company's names, country, address, description and settings; an omitted field stays. */
export async function updateCompany(ctx: RequestContext, body: unknown): Promise<CompanyData> {
  const caller = requirePermission(ctx, 'company.full');
  const input = parseInput(ctx, companyUpdateSchema, body);
  if (input.countryCode) {
    const [country] = await ctx.db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.countryCode));
    if (!country) throw new DomainError('BAD_INPUT', {}, { countryCode: { key: 'validation.regex', params: {} } });
  }
  const changes: Partial<typeof companies.$inferInsert> = {
    ...(input.commercialName !== undefined && { commercialName: input.commercialName }),
    ...(input.companyName !== undefined && { companyName: input.companyName }),
    ...(input.countryCode !== undefined && { countryCode: input.countryCode }),
    ...(input.address !== undefined && { address: input.address || null }),
    ...(input.description !== undefined && { description: input.description || null }),
    ...(input.requireCorporateEmail !== undefined && { requireCorporateEmail: input.requireCorporateEmail }),
    ...(input.discValidityDays !== undefined && { discValidityDays: input.discValidityDays }),
    ...(input.candidateRetentionMonths !== undefined && { candidateRetentionMonths: input.candidateRetentionMonths }),
  };
  if (Object.keys(changes).length > 0) {
    await ctx.db.update(companies).set(changes).where(eq(companies.id, caller.companyId));
    await audit(ctx.db, caller, 'company.update', 'company', caller.companyId, changes);
  }
  return getCompany(ctx);
}

/** POST /client/companies/{companyId}/mails: one more company address; the same address twice is refused. */
export async function addCompanyMail(ctx: RequestContext, companyIdParam: unknown, body: unknown) {
  const caller = requirePermission(ctx, 'company.full');
  const companyId = ownCompanyId(ctx, caller, companyIdParam);
  const { value } = parseInput(ctx, companyMailSchema, body);
  return addContact(ctx, caller, companyId, MAIL, value.toLowerCase());
}

/**
 * POST /client/companies/{companyId}/phones: parsed with the company's country and stored in E.164,
 * so "099 123 4567" and "+593 99 123 4567" are the same phone; what does not parse is refused.
 */
export async function addCompanyPhone(ctx: RequestContext, companyIdParam: unknown, body: unknown) {
  const caller = requirePermission(ctx, 'company.full');
  const companyId = ownCompanyId(ctx, caller, companyIdParam);
  const { value } = parseInput(ctx, companyPhoneSchema, body);
  const [company] = await ctx.db
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new DomainError('NOT_FOUND');
  const phone = parsePhoneNumberFromString(value, company.countryCode as CountryCode);
  if (!phone?.isValid()) throw new DomainError('PHONE_INVALID', { country: company.countryCode });
  return addContact(ctx, caller, companyId, PHONE, phone.number);
}

async function addContact(
  ctx: RequestContext,
  caller: Caller,
  companyId: number,
  kind: string,
  value: string,
): Promise<CompanyContact> {
  return ctx.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [existing] = await tx
      .select({ id: companyContacts.id })
      .from(companyContacts)
      .where(
        and(
          eq(companyContacts.companyId, companyId),
          eq(companyContacts.kind, kind),
          sql`lower(${companyContacts.value}) = lower(${value})`,
        ),
      );
    if (existing) throw new DomainError('CONTACT_EXISTS');
    const [row] = await tx.insert(companyContacts).values({ companyId, kind, value }).returning();
    await audit(tx, caller, `company.${kind === MAIL ? 'mail' : 'phone'}.add`, 'company_contact', row!.id, { value });
    return { id: row!.id, value: row!.value };
  });
}

/** DELETE /client/companies/{companyId}/mails/{emailId} and …/phones/{phoneId}. */
export async function removeCompanyContact(
  ctx: RequestContext,
  kind: 'mail' | 'phone',
  companyIdParam: unknown,
  idParam: unknown,
): Promise<CompanyContact> {
  const caller = requirePermission(ctx, 'company.full');
  const companyId = ownCompanyId(ctx, caller, companyIdParam);
  const id = parseInput(ctx, idParamSchema, idParam);
  const [row] = await ctx.db
    .delete(companyContacts)
    .where(
      and(
        eq(companyContacts.id, id),
        eq(companyContacts.companyId, companyId),
        eq(companyContacts.kind, kind === 'mail' ? MAIL : PHONE),
      ),
    )
    .returning();
  if (!row) throw new DomainError('NOT_FOUND');
  await audit(ctx.db, caller, `company.${kind}.remove`, 'company_contact', row.id, { value: row.value });
  return { id: row.id, value: row.value };
}
