import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { auditRowHash, GENESIS_HASH } from './chain';

export type AuditChainVerdict =
  | {
      ok: true;
      /** Rows checked (chained rows plus any `unchained` ones before them). */
      rows: number;
      /** Rows written before the chain existed (no hash, all before the first chained row). */
      unchained: number;
      /** The last row's hash: noted elsewhere, it lets a later check prove nothing was rewritten since. */
      head: string | null;
    }
  | { ok: false; rows: number; firstBroken: { id: number; reason: string } };

const PAGE_SIZE = 500;

/** The ids between two rows, named when there are any: a deleted row shows as a gap at the broken link. */
function missingIds(before: number, after: number): string {
  if (after - before === 2) return ` (no row has id ${before + 1})`;
  if (after - before > 2) return ` (no rows have ids ${before + 1}–${after - 1})`;
  return '';
}

/**
 * Walks the trail in id order, a page at a time, recomputing each row's hash and checking that it
 * links to the row before it. Answers the first broken link: a row whose content was changed, or
 * one that does not link to its predecessor (a row deleted or inserted before it, or a rewritten
 * predecessor whose hash was recomputed). Ids may skip (a rolled-back append draws one too); only
 * a broken link counts.
 */
export async function verifyAuditChain(db: DbOrTx, pageSize = PAGE_SIZE): Promise<AuditChainVerdict> {
  let rows = 0;
  let unchained = 0;
  let previous: { id: number; hash: string } | undefined;
  let afterId = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, afterId))
      .orderBy(asc(auditEvents.id))
      .limit(pageSize);
    for (const row of page) {
      rows += 1;
      const broken = (reason: string) => ({ ok: false as const, rows, firstBroken: { id: row.id, reason } });
      if (row.hash === null && row.prevHash === null && !previous) {
        unchained += 1;
        continue;
      }
      const expectedPrev = previous?.hash ?? GENESIS_HASH;
      if (row.hash === null || row.prevHash === null || auditRowHash({ ...row, prevHash: row.prevHash }) !== row.hash)
        return broken(`row ${row.id}: its content no longer matches its hash`);
      if (row.prevHash !== expectedPrev) {
        if (!previous) return broken(`row ${row.id}: the first chained row does not start from the genesis value`);
        const gap = missingIds(previous.id, row.id);
        return broken(`row ${row.id}: links to a previous hash that is not row ${previous.id}'s${gap}`);
      }
      previous = { id: row.id, hash: row.hash };
    }
    if (page.length < pageSize) return { ok: true, rows, unchained, head: previous?.hash ?? null };
    afterId = page.at(-1)!.id;
  }
}
