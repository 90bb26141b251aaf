import { humanize } from '@/lib/desk/remittances/request-view';

/*
 * Wire paths (`senderKyc.idDocument.0.idNumber`, `creditParty.1.value`) as the review page, the
 * findings and the verdicts name fields.
 */

/** The string at a dotted path of a request, or undefined. */
export function valueAt(request: unknown, field: string): string | undefined {
  let node: unknown = request;
  for (const part of field.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || typeof node === 'number' ? String(node) : undefined;
}

/** `senderKyc.idDocument.0.expiryDate` → `Sender KYC · ID document 1 · Expiry date`. */
export function fieldLabel(field: string): string {
  return field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : humanize(part)))
    .join(' · ');
}
