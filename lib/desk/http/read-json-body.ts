import type { z } from 'zod';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { jsonTextNestedDeeperThan, TOO_DEEP_MESSAGE } from '@/lib/schemas/json-depth';
import { DeskRouteError } from './desk-error';

interface BodyLimits {
  /** What the body is, for messages: "draft" → "The draft is not JSON." */
  name: string;
  /** Longest body accepted, in characters of the text. */
  maxLength: number;
}

/**
 * Reads a desk route's JSON body and parses it with the schema, or throws the DeskRouteError to
 * answer: 413 when too long, 400 when not JSON or nested deeper than MAX_JSON_DEPTH (checked before
 * parsing, so nothing walks such a value), 400 naming the first field at fault.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { name, maxLength }: BodyLimits,
): Promise<z.output<S>> {
  const text = await request.text();
  if (text.length > maxLength)
    throw new DeskRouteError('PAYLOAD_TOO_LARGE', `A ${name} may hold at most ${maxLength / 1000} kB.`);
  if (jsonTextNestedDeeperThan(text)) throw new DeskRouteError('VALIDATION_FAILED', `The ${name} ${TOO_DEEP_MESSAGE}.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new DeskRouteError('INVALID_JSON', `The ${name} is not JSON.`);
  }
  const parsed = schema.safeParse(json, { error: wireErrorMap });
  if (parsed.success) return parsed.data;
  const [first] = toFieldErrors(parsed.error);
  const field = first && first.field !== '(body)' ? first.field : undefined;
  const message = field
    ? `The ${name}'s ${field} ${first!.message}.`
    : `The ${name} ${first?.message ?? 'is not valid'}.`;
  throw new DeskRouteError('VALIDATION_FAILED', message, field);
}
