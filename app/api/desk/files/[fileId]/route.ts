// GET /api/desk/files/{fileId} — an uploaded file's processing status, polled by the upload component.
import { NextResponse } from 'next/server';
import { paymentsApi, PaymentsApiError } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { getCurrentUser } from '@/lib/auth/session';
import type { DeskFileStatus } from '@/lib/desk/files/types';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ fileId: string }> }) {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ message: 'Sign in first' }, { status: 401 });
  // Whoever may attach documents (to payments or to payers) may follow them.
  if (!can(user.role, 'remittances:compose') && !can(user.role, 'parties:write')) {
    return NextResponse.json({ message: 'Your role may not upload documents' }, { status: 403 });
  }
  const { fileId } = await params;
  try {
    const file = await paymentsApi().getFile(fileId);
    const status: DeskFileStatus = {
      fileId: file.fileId,
      fileName: file.fileName,
      uploadStatus: file.uploadStatus,
      rejectionReason: file.rejectionReason ?? null,
    };
    return NextResponse.json(status);
  } catch (error) {
    if (error instanceof PaymentsApiError)
      return NextResponse.json({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
