import { z } from 'zod';

/*
 * The provider's dialect on /api/v1 (issue 18): a client written for the provider (TerraPay's
 * GSMA-style API as GeoSwift exposes it, provider-reference.md group A) works unchanged. What it
 * sends differently from the interface's own names is read here, once, before the wire schemas
 * check the body; the interface's names stay the documented ones and the provider's are aliases.
 *
 * - An explicit `null` of a member reads as the member left out (`"descriptionText": null`): for
 *   an optional field that is "none", for a required one "is required", naming it. One rule for
 *   every object of the body, not one per field. Nulls inside arrays are left alone (an item that
 *   is null is refused as the item it should be).
 * - `requestingOrganisationTransactionReference` (the provider's and GSMA's name) is the caller's
 *   `transactionReference`; both may come when they are equal; when they differ the schema
 *   refuses naming both.
 * - `type: "inttransfer"` (the provider's older person-to-person type, and GSMA's) is p2p: the
 *   transaction schema takes it (TRANSACTION_TYPE_ALIASES) and answers `type: "p2p"` with
 *   `typeAsSent: "inttransfer"`, so the create can echo what was sent.
 * - List values as the provider writes them (`Business_Travel`) are matched by the lists
 *   themselves (lib/reference/remittance-lists.ts, listKey).
 */

/** The caller's reference under the provider's name. */
export const PROVIDER_REFERENCE_ALIAS = 'requestingOrganisationTransactionReference';

/** Transaction types the provider sends that mean one of ours: `inttransfer` is p2p. */
export const TRANSACTION_TYPE_ALIASES = { inttransfer: 'p2p' } as const;
export type TransactionTypeAlias = keyof typeof TRANSACTION_TYPE_ALIASES;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value with every object member whose value is `null` left out, at any depth (objects inside
 * arrays too). Arrays keep their items, null ones included. Anything else is returned as it is.
 */
export function withoutNullMembers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullMembers);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    // Defined, not assigned: a member named __proto__ stays an ordinary (unknown) field.
    if (member !== null)
      Object.defineProperty(out, key, {
        value: withoutNullMembers(member),
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
  return out;
}

/**
 * A transaction request as the schema reads it: nulls left out, and the provider's name of the
 * caller's reference moved to `transactionReference` when that is absent or equal. When both are
 * sent and differ, both stay, for the schema to name.
 */
export function readTransactionDialect(input: unknown): unknown {
  const body = withoutNullMembers(input);
  if (!isRecord(body) || !(PROVIDER_REFERENCE_ALIAS in body)) return body;
  const { [PROVIDER_REFERENCE_ALIAS]: alias, ...rest } = body;
  if (rest.transactionReference === undefined) return { ...rest, transactionReference: alias };
  const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim();
  if (same(rest.transactionReference, alias)) return rest;
  return body;
}

/**
 * A request schema that reads explicit nulls as absent members first (see above). The JSON Schema
 * of the result is the inner schema's (zod documents a preprocess by what it feeds), and the types
 * stay the inner schema's input and output.
 */
export function nullsAsAbsent<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  return z.preprocess(withoutNullMembers, schema) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
