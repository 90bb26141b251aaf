'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export default function DeskError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="error" title="This page could not be shown.">
        Something went wrong on our side{error.digest ? ` (reference ${error.digest})` : ''}. Your data is safe.
      </Alert>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
