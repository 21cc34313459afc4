import { DEFAULT_COUNTRY_CODE } from '@terna/domain';
import { requireCaller, type RequestContext } from '../../context.js';
import { countries } from '../../db/schema/index.js';

export interface Country {
  code: string;
  name: string;
}

/** The countries a person can belong to, named in the caller's language, sorted by that name with "other" last. */
export async function listCountries(ctx: RequestContext): Promise<Country[]> {
  requireCaller(ctx);
  const rows = await ctx.db.select().from(countries);
  const collator = new Intl.Collator(ctx.locale);
  const isOther = (country: Country) => Number(country.code === DEFAULT_COUNTRY_CODE);
  return rows
    .map((row) => ({ code: row.code, name: ctx.locale === 'en' ? row.nameEn : row.nameEs }))
    .sort((a, b) => isOther(a) - isOther(b) || collator.compare(a.name, b.name));
}
