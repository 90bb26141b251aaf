import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { DbOrTx } from '@/lib/db/client';
import { getCaseByReference } from '@/lib/desk/review/cases';
import { getRemittance, type Remittance } from './record';

/**
 * The remittance a page is about (its own page, its receipt). One still held in review was never
 * sent: its review page says why it waits. None at all is a 404.
 */
export async function remittanceForPage(db: DbOrTx, reference: string): Promise<Remittance> {
  const remittance = await getRemittance(db, reference);
  if (remittance) return remittance;
  if (await getCaseByReference(db, reference)) redirect(`/review/${encodeURIComponent(reference)}`);
  notFound();
}
