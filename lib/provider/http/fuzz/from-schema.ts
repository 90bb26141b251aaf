import fc from 'fast-check';
import { z } from 'zod';
import type { Json } from './nasty';

/* Values shaped by a route's zod schema, through its JSON Schema (input side). */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}
/** A value fitting `schema` as far as its JSON Schema says (refinements are not seen). */
function fromJsonSchema(schema: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromJsonSchema(defs[schema.$ref.split('/').at(-1)!] ?? {}, defs, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, defs, depth)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], defs, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (depth > 6) return fc.constant(null);
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value, defs, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, defs, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const size = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) };
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      return fc.string(size);
    }
  }
  return fc.string(size);
}

/** Values shaped by a zod schema's input side. */
export function fromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, json.$defs ?? {});
}
