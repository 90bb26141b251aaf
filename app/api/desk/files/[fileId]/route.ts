// GET /api/desk/files/{fileId} — an uploaded file's processing status, polled by the upload component.
import { paymentsApi } from '@/lib/api-client';
import type { DeskFileStatus } from '@/lib/desk/files/types';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';

export const dynamic = 'force-dynamic';

// Whoever may attach documents (to payments or to payers) may follow them.
const MAY_UPLOAD = { anyOf: ['remittances:compose', 'parties:write'], doing: 'upload documents' } as const;

export const GET = withDeskRoute<{ fileId: string }>(MAY_UPLOAD, async ({ params }): Promise<DeskFileStatus> => {
  const file = await paymentsApi().getFile(params.fileId);
  return {
    fileId: file.fileId,
    fileName: file.fileName,
    uploadStatus: file.uploadStatus,
    rejectionReason: file.rejectionReason ?? null,
  };
});
