import { randomBytes } from 'node:crypto';

/**
 * A new transactionReference for a draft: `DESK-YYYYMMDD-` and 10 random base-32 characters —
 * unique, readable over the phone, and within the interface's 4-50 printable characters.
 */
export function newTransactionReference(now: Date = new Date()): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
  return `DESK-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${random}`;
}
