import { z } from 'zod';
import { timestampSchema } from './common';
import { textSchema } from './fields';
import {
  FILE_CONTENT_TYPES,
  FILE_PURPOSES,
  FILE_STATUSES,
  FILE_TYPES,
  MAX_FILE_BYTES,
  PURPOSE_OF_FILE_TYPE,
  type FilePurpose,
  type FileType,
} from './file-rules';

/*
 * Files (provider reference B.6): POST /api/v1/files opens an upload session, the bytes go with
 * PUT to the pre-signed uploadUrl, GET /api/v1/files/{fileId} follows processing. File ids are
 * then cited by payers (`documents[].fileId`) and payments (`compliance.supportingDocuments`).
 */

// The plain rules (no zod), for callers that import them with the schemas.
export * from './file-rules';

/** POST /api/v1/files — FileUploadSessionRequest. Unknown fields are refused. */
export const fileUploadSessionRequestSchema = z
  .object({
    fileName: textSchema(255).refine((name) => !/[/\\]/.test(name), { message: 'must be a file name without a path' }),
    fileType: z.enum(FILE_TYPES),
    purpose: z.enum(FILE_PURPOSES),
    contentType: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(FILE_CONTENT_TYPES),
    ),
    /** Bytes; the upload must be exactly this long. */
    size: z
      .number()
      .int({ message: 'must be a whole number of bytes' })
      .min(1, { message: 'must be at least 1 byte' })
      .max(MAX_FILE_BYTES, { message: `must be at most ${MAX_FILE_BYTES} bytes (10 MB)` }),
  })
  .strict()
  .superRefine((body, ctx) => {
    const expected = PURPOSE_OF_FILE_TYPE[body.fileType as FileType] as FilePurpose | undefined;
    if (expected && typeof body.purpose === 'string' && body.purpose !== expected) {
      ctx.addIssue({ code: 'custom', path: ['purpose'], message: `must be ${expected} for fileType ${body.fileType}` });
    }
  });
export type FileUploadSessionRequest = z.infer<typeof fileUploadSessionRequestSchema>;

/** FileUploadSessionResponse: PUT the bytes to `uploadUrl` with the declared Content-Type before `expiresAt`. */
export const fileUploadSessionResponseSchema = z.object({
  fileId: z.string(),
  uploadStatus: z.literal('PENDING'),
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  purpose: z.enum(FILE_PURPOSES),
  uploadMethod: z.literal('PRESIGNED_URL'),
  uploadUrl: z.url(),
  expiresAt: timestampSchema,
});
export type FileUploadSessionResponse = z.infer<typeof fileUploadSessionResponseSchema>;

/** FileStatusResponse: GET /api/v1/files/{fileId}, and the answer of the upload. */
export const fileStatusResponseSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  fileType: z.enum(FILE_TYPES),
  purpose: z.enum(FILE_PURPOSES),
  contentType: z.enum(FILE_CONTENT_TYPES),
  uploadStatus: z.enum(FILE_STATUSES),
  /** The declared size in bytes; an upload is only taken when it is exactly this long. */
  size: z.number().int(),
  /** Hex SHA-256 of the uploaded bytes; null until they arrive. */
  sha256: z.string().nullable(),
  rejectionReason: z.string().optional(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type FileStatusResponse = z.infer<typeof fileStatusResponseSchema>;
