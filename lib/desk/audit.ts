/** The desk's audit trail (lib/desk/audit/): append with `recordAudit`, check with `verifyAuditTrail`. */
export { appendAudits, auditAddress, recordAudit, recordAudits, type AuditEntry } from './audit/record';
export { verifyAuditChain, type AuditChainVerdict } from './audit/verify';
export { scheduleCheckpoints, verifyAuditTrail } from './audit/checkpoints';
export { auditSignedOutRefusal } from './audit/signed-out';
