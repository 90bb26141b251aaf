/*
 * The file lifecycle's plain constants, without zod: the desk's upload control checks a file's
 * type and size in the browser before asking for an upload session (file.ts builds the schemas
 * from them).
 */

export const FILE_TYPES = ['PAYMENT_SUPPORTING_DOCUMENT', 'PAYER_DOCUMENT', 'KYC_DOCUMENT'] as const;
export type FileType = (typeof FILE_TYPES)[number];
export const FILE_PURPOSES = ['PAYMENT', 'PAYER', 'KYC'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
/** Each file type serves one purpose. */
export const PURPOSE_OF_FILE_TYPE: Record<FileType, FilePurpose> = {
  PAYMENT_SUPPORTING_DOCUMENT: 'PAYMENT',
  PAYER_DOCUMENT: 'PAYER',
  KYC_DOCUMENT: 'KYC',
};
export const FILE_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * PENDING (session open, no bytes) → UPLOADED → PROCESSING → ACCEPTED | REJECTED. Payers and
 * payments may cite a file from UPLOADED on; never a PENDING or REJECTED one.
 */
export const FILE_STATUSES = ['PENDING', 'UPLOADED', 'PROCESSING', 'ACCEPTED', 'REJECTED'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];
