import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { PRESENTER_COOKIE, presenterFromCookie } from '@/lib/auth/presenter';
import { THEME_COOKIE, themeFromCookie } from '@/lib/desk/theme';
import './globals.css';

// Every page is rendered per request: its scripts carry that request's CSP nonce (lib/server/secure-desk.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Corridor', template: '%s · Corridor' },
  description: 'Compose and track cross-border remittances.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The chosen theme is a class from the first byte (no flash); "system" leaves it to the media query.
  const jar = await cookies();
  const theme = themeFromCookie(jar.get(THEME_COOKIE)?.value);
  // Presenter mode enlarges type from the first byte too (app/globals.css).
  const presenter = presenterFromCookie(jar.get(PRESENTER_COOKIE)?.value);
  const classes = [theme === 'system' ? '' : theme, presenter ? 'presenter' : ''].filter(Boolean).join(' ');
  return (
    <html lang="en" className={classes || undefined}>
      <body>{children}</body>
    </html>
  );
}
