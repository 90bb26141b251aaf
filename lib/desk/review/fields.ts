import { humanize } from '@/lib/desk/remittances/request-view';
import { fieldLabel as fieldInWords, fieldWordsOf, formOf } from '@/lib/desk/words';

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

/**
 * A field of a held request as the review names it: in the desk's words where it knows the field
 * (`senderKyc.idDocument.0.expiryDate` → "Sender — expiry date of ID document 1"), else its path
 * spelled out (`Sender KYC · ID document 1 · Expiry date`).
 */
export function fieldLabel(field: string): string {
  const form = formOf(field);
  if (fieldWordsOf(field, form)) return fieldInWords(field, form);
  // A list index joins the item's name: `idDocument.0` → `ID document 1`.
  return field
    .split('.')
    .reduce<string[]>((parts, part) => {
      if (/^\d+$/.test(part) && parts.length > 0) parts[parts.length - 1] += ` ${Number(part) + 1}`;
      else parts.push(humanize(part));
      return parts;
    }, [])
    .join(' · ');
}
