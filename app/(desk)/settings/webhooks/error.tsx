'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function WebhookSettingsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="error" title="The webhook endpoints could not be shown.">
        The payments API did not answer{error.digest ? ` (reference ${error.digest})` : ''}. Nothing was changed; try
        again in a moment.
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
