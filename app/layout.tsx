import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

// Every page is rendered per request: its scripts carry that request's CSP nonce (lib/server/secure-desk.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Corridor', template: '%s · Corridor' },
  description: 'Compose and track cross-border remittances.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
