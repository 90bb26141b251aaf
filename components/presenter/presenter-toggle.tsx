'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { PRESENTER_COOKIE, PRESENTER_ON } from '@/lib/auth/presenter';

/**
 * Turns presenter mode on or off for this person (a cookie the server reads on every request):
 * the type grows at once, and the page is rendered again so personal data is masked (or shown
 * again) by the server, never by hiding it in the browser.
 */
export function PresenterToggle({ on }: { on: boolean }) {
  const router = useRouter();
  const [current, setCurrent] = useState(on);
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      aria-pressed={current}
      disabled={pending}
      className="rounded-md px-2 py-1 text-xs whitespace-nowrap text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 aria-pressed:bg-amber-50 aria-pressed:text-amber-900 aria-pressed:ring-amber-700 disabled:opacity-60"
      onClick={() => {
        const next = !current;
        setCurrent(next);
        document.cookie = next
          ? `${PRESENTER_COOKIE}=${PRESENTER_ON}; path=/; max-age=31536000; samesite=lax`
          : `${PRESENTER_COOKIE}=; path=/; max-age=0; samesite=lax`;
        document.documentElement.classList.toggle('presenter', next);
        startTransition(() => router.refresh());
      }}
    >
      Presenter mode
    </button>
  );
}
