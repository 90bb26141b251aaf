import { maskNumber } from '@/lib/desk/mask';
import { isPaidOut, type RemittanceKindName } from './lifecycle';
import { humanize } from './request-view';

/*
 * What a proof of payment shows beside the money picture (app/(desk)/remittances/[reference]/receipt):
 * when it was paid out and the parties' accounts, every account number masked whatever the role
 * (a receipt is printed and handed on).
 */

/** An account as a receipt shows it: what kind of number, and the number masked but its last four. */
export interface ReceiptAccount {
  label: string;
  value: string;
}

/** The party keys that hold an account, in the order a receipt prefers them. */
const ACCOUNT_KEYS = ['bankaccountno', 'accountIBAN', 'msisdn', 'accountAdditionalNo1'] as const;

const partyOf = (value: unknown): { key: string; value: string }[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is { key: string; value: string } =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as { key?: unknown }).key === 'string' &&
          typeof (item as { value?: unknown }).value === 'string' &&
          (item as { value: string }).value.trim() !== '',
      )
    : [];

/** The account of a transaction's debit or credit party (`[{ key, value }]`), masked; undefined when it has none. */
export function partyAccount(party: unknown): ReceiptAccount | undefined {
  const entries = partyOf(party);
  for (const key of ACCOUNT_KEYS) {
    const found = entries.find((entry) => entry.key === key);
    if (found) return { label: humanize(key), value: maskNumber(found.value.trim()) };
  }
  return undefined;
}

/** An FX payment beneficiary's bank account, masked: the account number, else the IBAN. */
export function bankAccount(account: { accountNumber?: string; iban?: string; bankName?: string } | undefined) {
  if (!account) return undefined;
  const number = account.accountNumber ?? account.iban;
  if (!number) return undefined;
  return {
    label: account.accountNumber ? 'Account number' : 'IBAN',
    value: maskNumber(number),
    bank: account.bankName,
  };
}

/**
 * When it was paid out: the API's own completion time when it says one (an FX payment's
 * completedAt), else when the desk first learned of the paid-out status.
 */
export function paidOutAt(
  kind: RemittanceKindName,
  events: readonly { status: string; at: Date }[],
  completedAt?: string | null,
): Date | undefined {
  if (completedAt) {
    const at = new Date(completedAt);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return events
    .filter((event) => isPaidOut(kind, event.status))
    .map((event) => event.at)
    .sort((a, b) => a.getTime() - b.getTime())[0];
}
