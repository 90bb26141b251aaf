import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
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
  const theme = themeFromCookie((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang="en" className={theme === 'system' ? undefined : theme}>
      <body>{children}</body>
    </html>
  );
}
