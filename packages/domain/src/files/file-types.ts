/**
 * Files people upload (spec 2 section 9: "Report file types allowed, with size 5120"). The spec does
 * not give the unit of 5120; we read it as kilobytes (5 MB), the usual unit of such catalogues.
 */
export const FILE_SIZE_LIMIT_KB = 5120;
export const FILE_SIZE_LIMIT_BYTES = FILE_SIZE_LIMIT_KB * 1024;

/** Images are shown in the app (logos); documents are only ever downloaded. */
export type FileKind = 'image' | 'document';

export interface FileType {
  /** The spec's name of the type, also the extension a stored file is downloaded with. */
  extension: string;
  /** Every extension a file name of this type may end with (lower case). */
  extensions: readonly string[];
  /** The Content-Type a stored file of this type is served with. */
  mime: string;
  kind: FileKind;
  active: boolean;
}

/** The spec's table: csv and zip are listed but inactive, so they are refused like any unknown type. */
export const FILE_TYPES: readonly FileType[] = [
  { extension: 'pdf', extensions: ['pdf'], mime: 'application/pdf', kind: 'document', active: true },
  {
    extension: 'docx',
    extensions: ['docx'],
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
    active: true,
  },
  { extension: 'xls', extensions: ['xls'], mime: 'application/vnd.ms-excel', kind: 'document', active: true },
  { extension: 'doc', extensions: ['doc'], mime: 'application/msword', kind: 'document', active: true },
  // Photoshop and Illustrator files are images to a designer, but browsers cannot show them: downloads only.
  { extension: 'psd', extensions: ['psd'], mime: 'image/vnd.adobe.photoshop', kind: 'document', active: true },
  { extension: 'ai', extensions: ['ai'], mime: 'application/postscript', kind: 'document', active: true },
  {
    extension: 'xlsx',
    extensions: ['xlsx'],
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'document',
    active: true,
  },
  { extension: 'ppt', extensions: ['ppt'], mime: 'application/vnd.ms-powerpoint', kind: 'document', active: true },
  {
    extension: 'pptx',
    extensions: ['pptx'],
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'document',
    active: true,
  },
  { extension: 'jpeg', extensions: ['jpeg', 'jpg'], mime: 'image/jpeg', kind: 'image', active: true },
  { extension: 'png', extensions: ['png'], mime: 'image/png', kind: 'image', active: true },
  { extension: 'gif', extensions: ['gif'], mime: 'image/gif', kind: 'image', active: true },
  { extension: 'csv', extensions: ['csv'], mime: 'text/csv', kind: 'document', active: false },
  { extension: 'zip', extensions: ['zip'], mime: 'application/zip', kind: 'document', active: false },
];

/** The company's logo and job-board logo: shown in the header, so images only. */
export const LOGO_FILE_KINDS: readonly FileKind[] = ['image'];

export type FileUploadProblem = 'FILE_REQUIRED' | 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED';

/** The lower-case extension of the last path segment (`C:\a\Logo.PNG` → `png`); '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The active type a file name claims, among the kinds asked for. */
export function fileTypeForName(name: string, kinds: readonly FileKind[]): FileType | undefined {
  const extension = fileExtension(name);
  if (!extension) return undefined;
  return FILE_TYPES.find((type) => type.active && kinds.includes(type.kind) && type.extensions.includes(extension));
}

/** The active types of the kinds asked for. */
export function allowedFileTypes(kinds: readonly FileKind[]): FileType[] {
  return FILE_TYPES.filter((type) => type.active && kinds.includes(type.kind));
}

/** A file input's accept attribute: every allowed extension and MIME type. */
export function fileAcceptAttribute(kinds: readonly FileKind[]): string {
  const types = allowedFileTypes(kinds);
  return [
    ...types.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
    ...new Set(types.map((type) => type.mime)),
  ].join(',');
}

/** The parameters of the FILE_* error messages: the size limit and the allowed types, as the server and the browser word them. */
export function fileProblemParams(kinds: readonly FileKind[]): { maxKb: number; allowed: string } {
  return {
    maxKb: FILE_SIZE_LIMIT_KB,
    allowed: allowedFileTypes(kinds)
      .map((type) => type.extension)
      .join(', '),
  };
}

/**
 * What is wrong with a file before its bytes are read: the browser checks it before sending, the server
 * again on what it received. Only the server can check the content (magic bytes).
 */
export function fileUploadProblem(
  file: { name: string; size: number },
  kinds: readonly FileKind[],
): FileUploadProblem | null {
  if (file.size <= 0) return 'FILE_REQUIRED';
  if (!fileTypeForName(file.name, kinds)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > FILE_SIZE_LIMIT_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
