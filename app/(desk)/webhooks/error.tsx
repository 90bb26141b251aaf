'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function WebhooksError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="error" title="The webhook log could not be shown.">
        Something went wrong on our side{error.digest ? ` (reference ${error.digest})` : ''}. No remittance is affected;
        try again in a moment.
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
