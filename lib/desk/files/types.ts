import type { FileContentType, FileStatus } from '@/lib/schemas/file-rules';

/** What the upload component needs of a new session: where to PUT which bytes. */
export interface UploadTicket {
  fileId: string;
  /** The pre-signed URL as the browser should call it (a path when it is this server's). */
  uploadUrl: string;
  contentType: FileContentType;
}

/** The file's progress as GET /api/desk/files/{fileId} answers it. */
export interface DeskFileStatus {
  fileId: string;
  fileName: string;
  uploadStatus: FileStatus;
  rejectionReason: string | null;
}

/** The file the browser wants to upload, as it describes it to the server action. */
export interface UploadRequest {
  fileName: string;
  contentType: string;
  size: number;
}
