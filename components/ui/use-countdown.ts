'use client';

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (epoch ms on this browser's clock; rounded up, so zero only
 * once it has passed), ticking every second; null before the first tick and without a deadline.
 */
export function useCountdown(deadline: number | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === undefined) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === undefined || now === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 754 → "12:34", 3754 → "1:02:34". */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
