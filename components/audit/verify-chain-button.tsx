'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { verifyAuditChainAction } from '@/lib/desk/actions/audit';
import type { AuditChainVerdict } from '@/lib/desk/audit/verify';

function Verdict({ verdict }: { verdict: AuditChainVerdict }) {
  if (!verdict.ok)
    return (
      <Alert tone="error" title="The chain is broken.">
        {verdict.firstBroken.reason[0]!.toUpperCase() + verdict.firstBroken.reason.slice(1)}. Rows after it cannot be
        vouched for until this is explained.
      </Alert>
    );
  const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
  return (
    <Alert tone="success" title={`The chain holds: ${rows(verdict.rows)} checked.`}>
      {verdict.unchained > 0 && (
        <p>
          The first {rows(verdict.unchained)} were written before the chain began and carry no hash: they cannot be
          vouched for.
        </p>
      )}
      {verdict.unkeyed > 0 && (
        <p>
          {verdict.unkeyed === 1 ? 'One row was' : `${rows(verdict.unkeyed)} were`} hashed before the chain was keyed:
          anyone who can write to the database could have rewritten {verdict.unkeyed === 1 ? 'it' : 'them'}.
        </p>
      )}
      <p>
        {verdict.checkpoint
          ? `Every row of the last checkpoint (${rows(verdict.checkpoint.rows)}, ${verdict.checkpoint.at}) is still there.`
          : 'There was no checkpoint to compare with: rows removed from the end could not be noticed this time.'}
        {verdict.head &&
          (verdict.checkpointNotWritten
            ? ` No checkpoint of this verification could be kept: ${verdict.checkpointNotWritten}.`
            : ' A checkpoint of this verification was written.')}
      </p>
      {verdict.head && (
        <p>
          Last hash: <code className="font-mono text-xs break-all">{verdict.head}</code>
        </p>
      )}
    </Alert>
  );
}

/** "Verify chain": recomputes every hash on the server (an audited action) and shows the verdict. */
export function VerifyChainButton() {
  const [pending, start] = useTransition();
  const [verdict, setVerdict] = useState<AuditChainVerdict>();
  const [error, setError] = useState<string>();
  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        disabled={pending}
        onClick={() =>
          start(async () => {
            setError(undefined);
            const result = await verifyAuditChainAction({});
            if (result.ok) setVerdict(result.data);
            else setError(result.formError ?? 'The chain could not be verified.');
          })
        }
      >
        {pending ? 'Verifying…' : 'Verify chain'}
      </Button>
      <div aria-live="polite">
        {error && <Alert tone="error">{error}</Alert>}
        {verdict && !error && <Verdict verdict={verdict} />}
      </div>
    </div>
  );
}
