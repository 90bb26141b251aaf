'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** Whole seconds left, rounded up: zero only once the instant has passed, never a second early. */
function remaining(expireTime: string, now: number) {
  return Math.max(0, Math.ceil((new Date(expireTime).getTime() - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * A live countdown to `expireTime` over the instruction's details. At zero the details are
 * greyed out and a refresh asks the API again (which renews an expired instruction).
 */
export function ExpiringPanel({ expireTime, children }: { expireTime: string; children: ReactNode }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expireTime]);

  const seconds = now === null ? null : remaining(expireTime, now);
  const expired = seconds === 0;
  const urgent = seconds !== null && seconds < 60;

  return (
    <div>
      <div className={`mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md px-4 py-3 ${expired ? 'bg-red-50 text-red-900' : urgent ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}>
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
