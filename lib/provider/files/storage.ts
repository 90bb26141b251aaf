import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProviderConfig } from '../deps';
import { ApiError } from '../http/api-error';

/** Where uploaded files live: `config.filesDir`, or a folder in the OS temp dir when unset. */
export function filesRoot(config: Pick<ProviderConfig, 'filesDir'>): string {
  return config.filesDir ?? path.join(os.tmpdir(), 'corridor-files');
}

/**
 * A merchant id as one path segment. Ids from API keys are plain, but a bearer token's `sub` is
 * whatever the token says: anything else than letters, digits, _ and - is hashed, so no id can
 * climb out of the files folder.
 */
function merchantSegment(merchantId: string): string {
  return /^[A-Za-z0-9_-]{1,64}$/.test(merchantId)
    ? merchantId
    : `m_${createHash('sha256').update(merchantId).digest('hex').slice(0, 32)}`;
}

/** `<filesDir>/<merchantId>/<fileId>` (file ids are ours: `file_` and hex). */
export function storedFilePath(config: Pick<ProviderConfig, 'filesDir'>, merchantId: string, fileId: string): string {
  return path.join(filesRoot(config), merchantSegment(merchantId), fileId);
}

export interface ReceivedUpload {
  /** The bytes so far, in a temporary file beside the final path. */
  tempPath: string;
  size: number;
  sha256: string;
}

function tooLarge(expected: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The upload is larger than the ${expected} bytes declared for this file`, [
    { field: '(body)', message: `must be exactly ${expected} bytes` },
  ]);
}

/**
 * Streams a request body into a temporary file beside `finalPath`, hashing as it goes, and stops
 * reading (413) as soon as it passes `expected` bytes, so a lying client cannot fill the disk.
 * A body shorter than `expected` is a 400. On any failure the temporary file is removed.
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array> | null,
  finalPath: string,
  expected: number,
): Promise<ReceivedUpload> {
  await mkdir(path.dirname(finalPath), { recursive: true });
  const tempPath = `${finalPath}.${randomBytes(6).toString('hex')}.part`;
  const handle = await open(tempPath, 'wx');
  const hash = createHash('sha256');
  let size = 0;
  try {
    if (body) {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > expected) {
          await reader.cancel().catch(() => {});
          throw tooLarge(expected);
        }
        hash.update(value);
        await handle.write(value);
      }
    }
    if (size < expected) {
      throw new ApiError(
        'VALIDATION_FAILED',
        `The upload is ${size} bytes; ${expected} bytes were declared for this file`,
        [{ field: '(body)', message: `must be exactly ${expected} bytes` }],
      );
    }
    await handle.close();
    return { tempPath, size, sha256: hash.digest('hex') };
  } catch (error) {
    await handle.close().catch(() => {});
    await discardUpload(tempPath);
    throw error;
  }
}

/** Puts a received upload in its place (same folder, so the rename is atomic). */
export async function keepUpload(upload: ReceivedUpload, finalPath: string): Promise<void> {
  await rename(upload.tempPath, finalPath);
}

export async function discardUpload(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true });
}

/** The first `count` bytes of a stored file; undefined when it is missing. */
export async function readHead(filePath: string, count: number): Promise<Buffer | undefined> {
  let handle;
  try {
    handle = await open(filePath, 'r');
  } catch {
    return undefined;
  }
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
