import type { Context } from 'hono';
import { storableText, unstorableTextProblem } from '@/lib/schemas/fields';
import { jsonTextNestedDeeperThan, TOO_DEEP_MESSAGE } from '@/lib/schemas/json-depth';
import { ApiError } from './api-error';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));
}

const isTextPlain = (value: string | undefined) => value?.split(';')[0]?.trim().toLowerCase() === 'text/plain';

/**
 * Reads a JSON body: 415 unless JSON, 413 over 1 MB (declared or streamed), 400 if it does not parse
 * or nests deeper than MAX_JSON_DEPTH (checked before parsing, so nothing walks such a value).
 * `textPlain`: a JSON body sent as `text/plain` is read too (the provider-compatible surface, /eig).
 */
export async function readJsonBody(c: Context, options: { textPlain?: boolean } = {}): Promise<unknown> {
  const contentType = c.req.header('content-type');
  if (!isJsonContentType(contentType) && !(options.textPlain && isTextPlain(contentType))) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  const lengthHeader = c.req.header('content-length');
  if (Number(lengthHeader ?? '0') > MAX_JSON_BODY_BYTES) throw tooLarge();
  // With a declared length the HTTP parser stops the body there, so it can be read in one go (the
  // server's fast path, no web streams); a chunked body is streamed and cut at the limit.
  const bytes =
    lengthHeader !== undefined
      ? new Uint8Array(await c.req.raw.arrayBuffer())
      : await readAtMost(c.req.raw, MAX_JSON_BODY_BYTES);
  if (bytes.length > MAX_JSON_BODY_BYTES) throw tooLarge();
  if (bytes.length === 0)
    throw new ApiError('MANDATORY_FIELD_MISSING', 'The request body is required', [
      { field: '(body)', message: 'is required' },
    ]);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('INVALID_JSON', 'The request body is not valid JSON: it is not UTF-8', [
      { field: '(body)', message: 'is not UTF-8' },
    ]);
  }
  if (jsonTextNestedDeeperThan(text))
    throw new ApiError('VALIDATION_FAILED', `The request body ${TOO_DEEP_MESSAGE}`, [
      { field: '(body)', message: TOO_DEEP_MESSAGE },
    ]);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // Only the position: the parser's own message quotes the caller's body, which may hold PII.
    const position = error instanceof SyntaxError ? /position (\d+)/.exec(error.message)?.[1] : undefined;
    const reason = position ? `syntax error at position ${position}` : 'syntax error';
    throw new ApiError('INVALID_JSON', `The request body is not valid JSON: ${reason}`, [
      { field: '(body)', message: 'is not valid JSON' },
    ]);
  }
  // A NUL or a lone surrogate can only arrive escaped (`\u0000`, `\ud800`): the UTF-8 decoder above
  // refuses their raw forms. Neither can be stored as text nor hashed: refuse it naming the field.
  if (text.includes('\\u')) {
    const found = firstUnstorableText(body);
    if (found) throw new ApiError('VALIDATION_FAILED', `${found.field} ${found.message}`, [found]);
  }
  return body;
}

/** The dotted path of the first string (or member name) that cannot be stored as text, and why. */
function firstUnstorableText(value: unknown, path: string[] = []): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = unstorableTextProblem(value);
    return message ? { field: path.join('.') || '(body)', message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const message = unstorableTextProblem(key);
    // The member is named without its unstorable characters, or by its parent when nothing is left.
    if (message)
      return {
        field: [...path, storableText(key)].filter(Boolean).join('.') || '(body)',
        message: `(a member name) ${message}`,
      };
    const found = firstUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
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
