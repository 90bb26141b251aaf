import type { FindingValue } from '@/lib/compliance/types';
import { maskName, maskNumber } from '@/lib/desk/mask';

/*
 * The personal values a finding names, kept masked (docs/architecture.md "Compliance review"): a
 * finding is stored with its case and read by every role, so it carries where the full value is,
 * never the value itself.
 */

/** A name (or an e-mail address) at `fields` of the request, joined by a space when several. */
export const nameValue = (value: string, ...fields: string[]): FindingValue => ({
  kind: 'name',
  fields,
  masked: maskName(value),
});

/** A personal number (IBAN, account, phone) at `field`, masked but its last four as it is written. */
export const numberValue = (value: string, field: string): FindingValue => ({
  kind: 'number',
  fields: [field],
  masked: maskNumber(value),
});
