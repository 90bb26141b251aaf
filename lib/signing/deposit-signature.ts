import { createHmac, timingSafeEqual } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { DepositInstructionRecord } from '@/lib/schemas/deposit-instruction';

type Unsigned = Omit<DepositInstructionRecord, 'signature'>;

/** The bytes that are signed: RFC 8785 (JCS) canonical JSON of the record without `signature`. */
export function canonicalDepositInstruction(record: Unsigned | DepositInstructionRecord): string {
  const { signature: _ignored, ...unsigned } = record as DepositInstructionRecord;
  const text = canonicalize(unsigned);
  if (text === undefined) throw new Error('record cannot be canonicalized');
  return text;
}

/** HMAC-SHA256 of the canonical form, lowercase hex. */
export function signDepositInstruction(record: Unsigned, secret: string): string {
  return createHmac('sha256', secret).update(canonicalDepositInstruction(record)).digest('hex');
}

/** Constant-time check of a record's signature; false for any malformed input. */
export function verifyDepositInstructionSignature(record: DepositInstructionRecord, secret: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(record.signature)) return false;
  const expected = Buffer.from(signDepositInstruction(record, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(record.signature, 'hex'));
}
