import type { Context } from 'hono';
import { ApiError } from './api-error';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));
}

/** Reads a JSON body: 415 unless JSON, 413 over 1 MB (declared or streamed), 400 if it does not parse. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge();
  const bytes = await readAtMost(c.req.raw, MAX_JSON_BODY_BYTES);
  if (bytes.length === 0) throw new ApiError('MANDATORY_FIELD_MISSING', 'The request body is required', [{ field: '(body)', message: 'is required' }]);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON: it is not UTF-8', [{ field: '(body)', message: 'is not UTF-8' }]);
  }
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail at the database.
  if (text.includes('\\u0000') || text.includes('\0')) {
    throw new ApiError('VALIDATION_FAILED', 'The request body must not contain NUL characters (\\u0000)', [{ field: '(body)', message: 'must not contain NUL characters' }]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    // Only the position: the parser's own message quotes the caller's body, which may hold PII.
    const position = error instanceof SyntaxError ? /position (\d+)/.exec(error.message)?.[1] : undefined;
    const reason = position ? `syntax error at position ${position}` : 'syntax error';
    throw new ApiError('INVALID_JSON', `The request body is not valid JSON: ${reason}`, [{ field: '(body)', message: 'is not valid JSON' }]);
  }
}

function tooLarge() {
  return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes`);
}

async function readAtMost(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
