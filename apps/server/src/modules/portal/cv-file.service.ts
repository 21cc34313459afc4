import { CV_FILE_EXTENSIONS } from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { candidateFiles } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { inspectDocx } from '../../files/docx.js';
import type { UploadedFile } from '../../files/upload.js';
import { requireCvOpen, requireCvParticipant } from './cv.service.js';

/** The CV upload's accepted extensions, for readUpload. */
export const CV_FILE_TYPES: readonly string[] = CV_FILE_EXTENSIONS;

/**
 * POST /portal-web/me/cv/file: the candidate's CV file (PDF or DOCX, checked by content; a DOCX's
 * zip directory checked against bombs) stored with `company` access, so the recruiters of the
 * company download it and nobody else. The participant and the step are checked before a byte of
 * the body is read; a refused file stores nothing.
 */
export async function uploadCvFile(
  ctx: RequestContext,
  receive: () => Promise<UploadedFile>,
): Promise<{ file: { name: string; size: number } }> {
  const participant = await requireCvParticipant(ctx);
  await requireCvOpen(ctx.db, participant.processPersonId);
  const file = await receive();
  if (file.type.extension === 'docx' && !inspectDocx(file.bytes).ok) throw new DomainError('FILE_ARCHIVE_UNSAFE');
  const key = await ctx.files.put(file.bytes, {
    contentType: file.type.mime,
    fileName: file.fileName,
    companyId: participant.companyId,
    access: 'company',
    inline: false,
  });
  try {
    await ctx.db.insert(candidateFiles).values({
      processPersonId: participant.processPersonId,
      companyId: participant.companyId,
      fileKey: key,
      fileName: file.fileName,
      contentType: file.type.mime,
      size: file.bytes.byteLength,
    });
  } catch (error) {
    await ctx.files.delete(key);
    throw error;
  }
  return { file: { name: file.fileName, size: file.bytes.byteLength } };
}
