import { FILE_CONTENT_TYPES, MAX_FILE_BYTES, type FileContentType, type FileStatus } from '@/lib/schemas/file-rules';

/*
 * What the browser checks before it opens an upload session (the API checks the same again):
 * PDF, PNG or JPEG, not empty, at most 10 MB.
 */

export const ACCEPT_ATTRIBUTE = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const BY_EXTENSION: Record<string, FileContentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The file's content type: the browser's when it is one we take, else from the extension. */
export function contentTypeOf(file: { name: string; type: string }): FileContentType | undefined {
  const declared = file.type.toLowerCase();
  if ((FILE_CONTENT_TYPES as readonly string[]).includes(declared)) return declared as FileContentType;
  if (declared !== '' && declared !== 'application/octet-stream') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why the file cannot be uploaded, naming it; undefined when it can. */
export function fileProblem(file: { name: string; type: string; size: number }): string | undefined {
  if (!contentTypeOf(file)) return `${file.name} is not a PDF, PNG or JPEG file.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_FILE_BYTES) return `${file.name} is ${formatBytes(file.size)}; files may be at most 10 MB.`;
  if (file.name.length > 255)
    return `${file.name.slice(0, 40)}… has a name longer than 255 characters; rename it first.`;
  return undefined;
}

/** Payers and payments may cite a file from UPLOADED on, never a PENDING or REJECTED one. */
export function isCitable(status: FileStatus): boolean {
  return status === 'UPLOADED' || status === 'PROCESSING' || status === 'ACCEPTED';
}

/** Processing has decided. */
export function isSettled(status: FileStatus): boolean {
  return status === 'ACCEPTED' || status === 'REJECTED';
}
