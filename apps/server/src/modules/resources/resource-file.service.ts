import { requireCaller, type RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { fileUrl } from '../../files/storage.js';
import type { UploadedFile } from '../../files/upload.js';
import { isResourcePublisher } from './resource-item.service.js';

/**
 * Stores a resource-centre file. The publisher is checked before `receive` reads a byte of the body.
 * The file is public by its unguessable key: every company's members download it, and no company owns it
 * (it is filed under the uploader's company only because the storage keeps one per file).
 */
export async function uploadResourceFile(
  ctx: RequestContext,
  receive: () => Promise<UploadedFile>,
): Promise<{ url: string }> {
  const caller = requireCaller(ctx);
  if (!(await isResourcePublisher(ctx))) throw new DomainError('FORBIDDEN');
  const file = await receive();
  const key = await ctx.files.put(file.bytes, {
    contentType: file.type.mime,
    fileName: file.fileName,
    companyId: caller.companyId,
    access: 'public',
    inline: file.type.kind === 'image',
  });
  return { url: fileUrl(key) };
}
