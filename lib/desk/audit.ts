import type { Db } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';

export interface AuditEntry {
  actorId: string | null;
  actorRole: string | null;
  action: string;
  outcome: 'ok' | 'refused' | 'failed';
  target?: string;
  details?: Record<string, unknown>;
}

/** Appends to the desk's audit trail; refused attempts are recorded too. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values(entry);
}
