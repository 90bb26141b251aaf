import { documentTypeName } from '@/lib/desk/files/document-types';
import { rejectionInWords } from '@/lib/desk/files/rejection';
import type { FileStatus } from '@/lib/schemas/file-rules';

/** One of a payer's documents as its page shows it. */
export interface PartyDocument {
  fileId: string;
  /** The document type's name. */
  type: string;
  /** The file's name; undefined when the file could not be read. */
  fileName?: string;
  /** Its processing status in words: "Accepted", "Rejected: …", "Being checked". */
  status: string;
  tone: 'good' | 'bad' | 'warn' | 'neutral';
  /** May a new version cite it again (uploaded and not rejected)? */
  citable: boolean;
}

const IN_PROGRESS: Record<Exclude<FileStatus, 'ACCEPTED' | 'REJECTED'>, string> = {
  PENDING: 'Never uploaded',
  UPLOADED: 'Uploaded, waiting to be checked',
  PROCESSING: 'Being checked',
};

/**
 * A cited document with what the files API says of it (`file` undefined when it could not be read):
 * "Accepted", or "Rejected: <why, in words>", or where processing stands.
 */
export function partyDocument(
  cited: { fileId: string; type: string },
  file: { fileName: string; uploadStatus: FileStatus; rejectionReason?: string | null } | undefined,
): PartyDocument {
  const base = { fileId: cited.fileId, type: documentTypeName(cited.type), fileName: file?.fileName };
  if (!file)
    return {
      ...base,
      status: 'Its status could not be read from the payments service',
      tone: 'neutral',
      citable: true,
    };
  switch (file.uploadStatus) {
    case 'ACCEPTED':
      return { ...base, status: 'Accepted', tone: 'good', citable: true };
    case 'REJECTED':
      return { ...base, status: `Rejected: ${rejectionInWords(file.rejectionReason)}`, tone: 'bad', citable: false };
    default:
      return {
        ...base,
        status: IN_PROGRESS[file.uploadStatus],
        tone: 'warn',
        citable: file.uploadStatus !== 'PENDING',
      };
  }
}
