import { eq } from 'drizzle-orm';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { companies } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { fileKeyFromUrl, fileUrl } from '../../files/storage.js';
import type { UploadedFile } from '../../files/upload.js';

/** The company's header logo, and the logo its job-board postings show. */
export type CompanyLogo = 'logo' | 'jobBoardLogo';

const COLUMN = { logo: 'logoUrl', jobBoardLogo: 'jobBoardLogoUrl' } as const satisfies Record<
  CompanyLogo,
  keyof typeof companies.$inferSelect
>;

/**
 * POST /client/companies/logo and /job-board-logo: the caller's company gets the uploaded image as
 * its logo and the previous one is deleted. Company administration (company.full) is asked before
 * `receive` reads a byte of the body; a refused file leaves nothing stored and the column unchanged.
 */
export async function uploadCompanyLogo(
  ctx: RequestContext,
  logo: CompanyLogo,
  receive: () => Promise<UploadedFile>,
): Promise<{ logoUrl: string }> {
  const caller = requirePermission(ctx, 'company.full');
  const file = await receive();
  const key = await ctx.files.put(file.bytes, {
    contentType: file.type.mime,
    fileName: file.fileName,
    companyId: caller.companyId,
    // Logos show in the header and to observers, who are not members: readable by their unguessable key.
    access: 'public',
    inline: true,
  });
  const logoUrl = fileUrl(key);
  const column = COLUMN[logo];

  let previous: string | null;
  try {
    // The row lock orders two uploads at once, so each deletes the file the other replaced and none is orphaned.
    previous = await ctx.db.transaction(async (tx) => {
      const [company] = await tx
        .select({ url: companies[column] })
        .from(companies)
        .where(eq(companies.id, caller.companyId))
        .for('update');
      if (!company) throw new DomainError('NOT_FOUND');
      await tx
        .update(companies)
        .set({ [column]: logoUrl })
        .where(eq(companies.id, caller.companyId));
      await audit(tx, caller, `company.${logo}.upload`, 'company', caller.companyId, {
        key,
        fileName: file.fileName,
        contentType: file.type.mime,
        size: file.bytes.byteLength,
        previous: company.url,
      });
      return company.url;
    });
  } catch (error) {
    await ctx.files.delete(key);
    throw error;
  }

  const previousKey = fileKeyFromUrl(previous);
  // Only once the request's transaction has committed: until then the old logo is still the company's.
  // A leftover old file costs disk space only, so a failed delete is not the upload's failure.
  if (previousKey) ctx.afterCommit(() => ctx.files.delete(previousKey).catch(() => undefined));
  return { logoUrl };
}
