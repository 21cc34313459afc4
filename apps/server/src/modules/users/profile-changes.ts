import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { normaliseBirthDate, type UserProfileInput } from '@terna/domain';
import type { Database } from '../../db/client.js';
import { countries, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

const fieldError = (field: string) =>
  new DomainError('BAD_INPUT', {}, { [field]: { key: 'validation.regex', params: {} } });

/**
 * The users-row changes of a profile edit. The phone is parsed with the country the user ends up
 * with (the new one when it changes too) and kept in E.164; a number that does not parse is refused.
 */
export async function profileChanges(
  db: Database,
  userId: number,
  input: UserProfileInput,
): Promise<Partial<typeof users.$inferInsert>> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName) changes.firstName = input.firstName;
  if (input.lastName) changes.lastName = input.lastName;
  if (input.language) changes.language = input.language;
  if (input.birthDate !== undefined) changes.birthDate = normaliseBirthDate(input.birthDate);
  if (input.country) {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, input.country));
    if (!country) throw fieldError('country');
    changes.country = input.country;
  }
  if (input.phone !== undefined) {
    if (!input.phone) {
      changes.phone = null;
    } else {
      let country = changes.country;
      if (!country) {
        const [user] = await db.select({ country: users.country }).from(users).where(eq(users.id, userId));
        country = user?.country;
      }
      const phone = parsePhoneNumberFromString(input.phone, country as CountryCode);
      if (!phone?.isValid()) throw new DomainError('PHONE_INVALID', { country });
      changes.phone = phone.number;
    }
  }
  return changes;
}
