'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/desk/time-zone';

/**
 * Tells the server the browser's timezone (a cookie), for people who never chose one; when it
 * was unknown or changed (travel), the page is rendered again in it.
 */
export function BrowserTimeZone() {
  const router = useRouter();
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!zone) return;
    const encoded = encodeURIComponent(zone);
    const current = document.cookie.split('; ').find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`));
    if (current === `${TIME_ZONE_COOKIE}=${encoded}`) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encoded}; path=/; max-age=31536000; samesite=lax`;
    router.refresh();
  }, [router]);
  return null;
}
