import {
  fileStatusResponseSchema,
  fileUploadSessionRequestSchema,
  fileUploadSessionResponseSchema,
} from '@/lib/schemas/file';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerCreate, idempotencyKeyFrom } from '../idempotency/service';
import { createUploadSession, fileNotFound, getFile, receiveFileContent, toFileStatus } from './service';

// POST /api/v1/files — open an upload session: a PENDING file and a pre-signed upload URL
export const createFileRoute = defineRoute({
  method: 'POST',
  path: '/files',
  summary: 'Create file upload session',
  status: 201,
  body: fileUploadSessionRequestSchema,
  response: fileUploadSessionResponseSchema,
  handler: async ({ deps, caller, body, request, setHeader }) => {
    const idempotencyKey = idempotencyKeyFrom(request.headers);
    // The URL is absolute on the origin the caller reached us at, so it works behind any host name.
    const origin = new URL(request.url).origin;
    const session = await createUploadSession(deps, caller.merchantId, body, { origin, idempotencyKey });
    return answerCreate(setHeader, session);
  },
});

// GET /api/v1/files/{fileId} — file processing status
export const getFileRoute = defineRoute({
  method: 'GET',
  path: '/files/:fileId',
  summary: 'Get file processing status',
  response: fileStatusResponseSchema,
  handler: async (ctx) => toFileStatus(await foundByParam(ctx, 'fileId', getFile, fileNotFound)),
});

// PUT /api/v1/files/{fileId}/content?expires=&signature= — the bytes, to the pre-signed URL.
// No API credential: the signature is the credential, so a browser may upload directly.
export const uploadFileContentRoute = defineRoute({
  method: 'PUT',
  path: '/files/:fileId/content',
  summary: 'Upload file binary to the pre-signed URL',
  auth: false,
  rawBody: true,
  response: fileStatusResponseSchema,
  handler: async ({ deps, params, request, setHeader }) => {
    const query = new URL(request.url).searchParams;
    const row = await receiveFileContent(deps, {
      fileId: params.fileId ?? '',
      expires: query.get('expires'),
      signature: query.get('signature'),
      contentType: request.headers.get('content-type'),
      contentLength: request.headers.get('content-length'),
      body: request.body,
    });
    setHeader('ETag', `"${row.sha256}"`);
    return toFileStatus(row);
  },
});

export const fileRoutes = [createFileRoute, getFileRoute, uploadFileContentRoute];
