import type { files } from '@/lib/db/schema';
import type { FileStatus } from '@/lib/schemas/file';
import { FILE_TRANSITIONS } from './model';

type FileRow = typeof files.$inferSelect;

/** The file status webhook (from PROCESSING on): event type per status, `final` on the end states. */
export function fileWebhook(row: FileRow, previousStatus: FileStatus) {
  const status = row.status as FileStatus;
  return {
    eventType: `file.${status.toLowerCase()}`,
    payload: {
      fileId: row.id,
      fileName: row.fileName,
      fileType: row.fileType,
      purpose: row.purpose,
      uploadStatus: status,
      previousStatus,
      final: FILE_TRANSITIONS[status].length === 0,
      ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
