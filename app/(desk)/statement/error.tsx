'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function StatementError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="error" title="The statement could not be shown.">
        Something went wrong on our side{error.digest ? ` (reference ${error.digest})` : ''}. Your balances are not
        affected; try again in a moment.
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
