import 'server-only';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import type { ActionResult } from '@/lib/desk/action-result';
import { protectedAction } from '@/lib/desk/protected-action';
import { fileUploadSessionRequestSchema, PURPOSE_OF_FILE_TYPE, type FileType } from '@/lib/schemas/file';
import type { Permission } from '@/lib/auth/roles';
import type { UploadRequest, UploadTicket } from './types';
import { loopbackOrigins, uploadUrlForBrowser } from './upload-url';

/**
 * The server action that opens an upload session for one file of `fileType` (the purpose follows
 * from it), built once at module level: checks the role, validates with the API's schema, and
 * answers the URL the browser PUTs the bytes to.
 */
export function uploadSessionAction(
  fileType: FileType,
  permission: Permission,
): (file: UploadRequest) => Promise<ActionResult<UploadTicket>> {
  const action = protectedAction({
    name: 'files.upload-session',
    permission,
    schema: fileUploadSessionRequestSchema,
    target: (input) => input.fileName,
    run: async (input) => {
      const session = await paymentsApi().createFileUpload(input);
      return {
        fileId: session.fileId,
        uploadUrl: uploadUrlForBrowser(session.uploadUrl, loopbackOrigins(config().port)),
        contentType: input.contentType,
      };
    },
  });
  // Only the three facts the browser knows are taken from it; type and purpose are the page's.
  return async (file) =>
    action({
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      fileType,
      purpose: PURPOSE_OF_FILE_TYPE[fileType],
    });
}
