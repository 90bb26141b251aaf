import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { files } from '@/lib/db/schema';
import type { FieldError } from '@/lib/schemas/error-envelope';
import type {
  FileContentType,
  FilePurpose,
  FileStatus,
  FileStatusResponse,
  FileType,
  FileUploadSessionRequest,
  FileUploadSessionResponse,
} from '@/lib/schemas/file';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { NotFound } from '../http/not-found';
import { withIdempotencyKey, type Idempotent } from '../idempotency/service';
import { markFileUploaded, type FileRow } from './lifecycle';
import { discardUpload, keepUpload, receiveUpload, storedFilePath } from './storage';
import { buildUploadUrl, isValidUploadSignature } from './upload-url';

/** How long a pre-signed upload URL stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

const FILE_ID = /^file_[0-9a-f]{24}$/;

export const fileNotFound = (fileId: string): NotFound => ({
  noun: 'file',
  id: fileId.slice(0, 64),
  field: 'fileId',
  detail: 'is not a file of this merchant',
});

export function toFileStatus(row: FileRow): FileStatusResponse {
  return {
    fileId: row.id,
    fileName: row.fileName,
    fileType: row.fileType as FileType,
    purpose: row.purpose as FilePurpose,
    contentType: row.contentType as FileContentType,
    uploadStatus: row.status as FileStatus,
    size: row.declaredSize,
    sha256: row.sha256,
    ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Opens an upload session: a PENDING file and a pre-signed URL on the caller's origin. Idempotent
 * on the Idempotency-Key header (a replay answers the first session, URL included).
 */
export async function createUploadSession(
  deps: ProviderDeps,
  merchantId: string,
  request: FileUploadSessionRequest,
  options: { origin: string; idempotencyKey: string | undefined },
): Promise<Idempotent<FileUploadSessionResponse>> {
  return withIdempotencyKey(
    deps,
    { merchantId, scope: 'file', key: options.idempotencyKey, body: request, status: 201 },
    async (tx) => {
      const now = deps.now();
      const fileId = `file_${randomBytes(12).toString('hex')}`;
      // Whole seconds: the URL carries unix seconds, and the stored expiry must be the same instant.
      const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const expiresAt = new Date(expires * 1000);
      await tx.insert(files).values({
        id: fileId,
        merchantId,
        fileName: request.fileName,
        fileType: request.fileType,
        purpose: request.purpose,
        contentType: request.contentType,
        declaredSize: request.size,
        status: 'PENDING',
        uploadExpiresAt: expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return {
        fileId,
        uploadStatus: 'PENDING' as const,
        fileName: request.fileName,
        fileType: request.fileType,
        purpose: request.purpose,
        uploadMethod: 'PRESIGNED_URL' as const,
        uploadUrl: buildUploadUrl(options.origin, deps.config.jwtSecret, {
          fileId,
          expires,
          contentType: request.contentType,
          size: request.size,
        }),
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
}

/** The merchant's file, or undefined (another merchant's file is as unknown as a missing one). */
export async function getFile(db: DbOrTx, merchantId: string, fileId: string): Promise<FileRow | undefined> {
  if (!FILE_ID.test(fileId)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.merchantId, merchantId)))
    .limit(1);
  return row;
}

function notAllowed(message: string): ApiError {
  return new ApiError('UPLOAD_NOT_ALLOWED', message);
}

function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface UploadAttempt {
  fileId: string;
  /** The query of the pre-signed URL. */
  expires: string | null;
  signature: string | null;
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

/**
 * Takes the bytes of a pre-signed upload. The signature is the credential: checked first, and
 * every refusal of it is the same 403 whether the file exists or not. Then the declared
 * Content-Type (415) and size (413 beyond it, 400 short of it, enforced while streaming). The
 * bytes land in a temporary file and are moved into place in the transaction that marks the file
 * UPLOADED, so of two concurrent uploads exactly one is kept.
 */
export async function receiveFileContent(deps: ProviderDeps, attempt: UploadAttempt): Promise<FileRow> {
  const { fileId } = attempt;
  if (!attempt.expires || !/^\d{1,12}$/.test(attempt.expires) || !attempt.signature) {
    throw notAllowed(
      'The upload URL must carry its expires and signature parameters; use the uploadUrl exactly as answered',
    );
  }
  const expires = Number(attempt.expires);
  const [row] = FILE_ID.test(fileId) ? await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1) : [];
  if (
    !row ||
    !isValidUploadSignature(
      deps.config.jwtSecret,
      { fileId, expires, contentType: row.contentType, size: row.declaredSize },
      attempt.signature,
    )
  ) {
    throw notAllowed('The upload URL signature is not valid');
  }
  if (expires * 1000 <= deps.now().getTime()) {
    throw notAllowed(`The upload URL expired at ${new Date(expires * 1000).toISOString()}; open a new upload session`);
  }
  if (row.status !== 'PENDING')
    throw notAllowed(
      `File ${fileId} was already uploaded (status ${row.status}); open a new upload session for other content`,
    );

  if (mediaType(attempt.contentType) !== row.contentType) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${row.contentType}, as declared for this file`, [
      { field: 'Content-Type', message: `must be ${row.contentType}` },
    ]);
  }
  const declaredLength = attempt.contentLength === null ? undefined : Number(attempt.contentLength);
  if (declaredLength !== undefined && Number.isFinite(declaredLength) && declaredLength > row.declaredSize) {
    throw new ApiError(
      'PAYLOAD_TOO_LARGE',
      `Content-Length ${declaredLength} is larger than the ${row.declaredSize} bytes declared for this file`,
      [{ field: '(body)', message: `must be exactly ${row.declaredSize} bytes` }],
    );
  }

  const finalPath = storedFilePath(deps.config, row.merchantId, row.id);
  const upload = await receiveUpload(attempt.body, finalPath, row.declaredSize);
  try {
    const uploaded = await deps.db.transaction(async (tx) => {
      const marked = await markFileUploaded(deps, tx, row.id, upload);
      // Moved into place before the commit: if the move fails, the file stays PENDING.
      if (marked) await keepUpload(upload, finalPath);
      return marked;
    });
    if (!uploaded) throw notAllowed(`File ${fileId} was already uploaded; open a new upload session for other content`);
    return uploaded;
  } finally {
    await discardUpload(upload.tempPath);
  }
}

/**
 * Checks that every file id is a file of this merchant that payers and payments may cite:
 * UPLOADED, PROCESSING or ACCEPTED. An unknown (or another merchant's), PENDING or REJECTED file is
 * a 422 FILE_NOT_USABLE naming each offending field `${fieldPrefix}.${index}${fieldSuffix}`
 * (payments: `compliance.supportingDocuments.0`; payers: `documents.0.fileId`).
 */
export async function assertFilesUsable(
  tx: DbOrTx,
  merchantId: string,
  fileIds: string[],
  fieldPrefix: string,
  fieldSuffix = '',
): Promise<void> {
  if (fileIds.length === 0) return;
  const candidates = [...new Set(fileIds.filter((id) => FILE_ID.test(id)))];
  const rows = candidates.length
    ? await tx
        .select({ id: files.id, status: files.status, rejectionReason: files.rejectionReason })
        .from(files)
        .where(and(eq(files.merchantId, merchantId), inArray(files.id, candidates)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const problems: { fileId: string; detail: FieldError }[] = [];
  fileIds.forEach((fileId, index) => {
    const field = `${fieldPrefix}.${index}${fieldSuffix}`;
    const row = byId.get(fileId);
    const message = !row
      ? 'is not a file of this merchant'
      : row.status === 'PENDING'
        ? 'has not been uploaded yet'
        : row.status === 'REJECTED'
          ? `was rejected${row.rejectionReason ? ` (${row.rejectionReason})` : ''}`
          : undefined;
    if (message) problems.push({ fileId, detail: { field, message } });
  });
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new ApiError(
    'FILE_NOT_USABLE',
    `${first.detail.field} ${first.detail.message}: ${first.fileId.slice(0, 64)}${more}`,
    problems.map((p) => p.detail),
  );
}
