import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pre-signed upload URL is the only credential of the PUT (a browser may send the bytes
 * directly), so it binds everything the upload must match: the file, the expiry, the declared
 * Content-Type and the declared size.
 *
 * Key: HMAC-SHA256(jwtSecret, "file-upload") — derived, so no new secret has to be configured and
 * the key is not one that signs anything else (deposit instructions have their own secret, and a
 * bearer token is signed with jwtSecret itself, never with this derived key).
 * Signature: hex HMAC-SHA256(key, `${fileId}\n${expires}\n${contentType}\n${size}`), expires in
 * unix seconds.
 */
export interface UploadGrant {
  fileId: string;
  /** Unix seconds. */
  expires: number;
  contentType: string;
  size: number;
}

function uploadKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('file-upload').digest();
}

export function signUpload(jwtSecret: string, grant: UploadGrant): string {
  return createHmac('sha256', uploadKey(jwtSecret))
    .update(`${grant.fileId}\n${grant.expires}\n${grant.contentType}\n${grant.size}`)
    .digest('hex');
}

/** Constant-time check of a presented signature (any string) against the grant. */
export function isValidUploadSignature(jwtSecret: string, grant: UploadGrant, presented: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(presented)) return false;
  return timingSafeEqual(Buffer.from(signUpload(jwtSecret, grant), 'hex'), Buffer.from(presented, 'hex'));
}

/** `<origin>/api/v1/files/{fileId}/content?expires=<unix>&signature=<hex>` */
export function buildUploadUrl(origin: string, jwtSecret: string, grant: UploadGrant): string {
  const url = new URL(`/api/v1/files/${encodeURIComponent(grant.fileId)}/content`, origin);
  url.searchParams.set('expires', String(grant.expires));
  url.searchParams.set('signature', signUpload(jwtSecret, grant));
  return url.toString();
}
