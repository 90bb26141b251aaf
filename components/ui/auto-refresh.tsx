'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

/**
 * Re-renders the page's server components every `everyMs` while the tab is visible, so figures
 * such as balances stay current without a client data layer on the page. Says so, politely.
 */
export function AutoRefresh({ everyMs, what }: { everyMs: number; what: string }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') startRefresh(() => router.refresh());
    }, everyMs);
    return () => clearInterval(timer);
  }, [everyMs, router]);
  return (
    <p className="mt-3 text-xs text-slate-500" aria-live="polite">
      {refreshing ? 'Refreshing…' : `${what} update every ${Math.round(everyMs / 1000)} seconds.`}
    </p>
  );
}
