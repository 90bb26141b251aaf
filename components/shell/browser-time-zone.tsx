'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/desk/time-zone';

/**
 * Tells the server the browser's timezone (a cookie), for people who never chose one; when the
 * page was rendered in another zone (first visit, travel), it is rendered again in the browser's.
 */
export function BrowserTimeZone({ renderedIn, chosen }: { renderedIn: string; chosen: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const encoded = encodeURIComponent(zone);
    const current = document.cookie.split('; ').find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
    if (current === `${TIME_ZONE_COOKIE}=${encoded}`) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encoded}; path=/; max-age=31536000; samesite=lax`;
    if (!chosen && zone !== renderedIn) router.refresh();
  }, [router, renderedIn, chosen]);
  return null;
}
