import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { DbOrTx } from '@/lib/db/client';
import { getCaseByReference } from '@/lib/desk/review/cases';
import { referenceFromParam } from '@/lib/schemas/reference-path';
import { getRemittance, type Remittance } from './record';
import { reviewPath } from '@/lib/schemas/reference-path';

/**
 * The remittance a page is about (its own page, its receipt). One still held in review was never
 * sent: its review page says why it waits. None at all is a 404.
 */
export async function remittanceForPage(db: DbOrTx, reference: string): Promise<Remittance> {
  const remittance = await getRemittance(db, reference);
  if (remittance) return remittance;
  if (await getCaseByReference(db, reference)) redirect(reviewPath(reference));
  notFound();
}

/**
 * The reference a page's `[reference]` segment names. An address written another way (a
 * percent-encoded link from another tool, an old bookmark) is sent to the desk's own form of it,
 * `pathOf(reference)`: only that form survives Next rendering the page again.
 */
export function pageReference(param: string, pathOf: (reference: string) => string): string {
  const reference = referenceFromParam(param);
  if (/[^A-Za-z0-9_.~-]/.test(param)) redirect(pathOf(reference));
  return reference;
}
