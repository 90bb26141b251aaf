'use client';

import { useRouter } from 'next/navigation';
import { useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCountdown, useCountdown } from '@/components/ui/use-countdown';

/**
 * A live countdown to `expireTime` over the instruction's details. At zero the details are
 * greyed out and a refresh asks the API again (which renews an expired instruction).
 */
export function ExpiringPanel({ expireTime, children }: { expireTime: string; children: ReactNode }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const seconds = useCountdown(Date.parse(expireTime));
  const expired = seconds === 0;
  const urgent = seconds !== null && seconds < 60;

  return (
    <div>
      <div
        className={`mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md px-4 py-3 ${expired ? 'bg-red-50 text-red-900' : urgent ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}
      >
        {expired ? (
          <p role="alert" className="text-sm font-medium" data-testid="expiry-state">
            Expired — refresh for a valid instruction before you share it.
          </p>
        ) : (
          <p className="text-sm" data-testid="expiry-state">
            Valid for{' '}
            <time dateTime={expireTime} className="font-mono font-semibold tabular-nums" data-testid="countdown">
              {seconds === null ? '…' : formatCountdown(seconds)}
            </time>{' '}
            <span className="text-slate-500">(until {new Date(expireTime).toUTCString().replace('GMT', 'UTC')})</span>
          </p>
        )}
        {expired && (
          <Button onClick={() => startRefresh(() => router.refresh())} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </Button>
        )}
      </div>
      <div className={expired ? 'pointer-events-none opacity-40 select-none' : ''} aria-hidden={expired || undefined}>
        {children}
      </div>
    </div>
  );
}
