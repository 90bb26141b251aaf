import type { ReactNode } from 'react';

/** The frame of the pages before the desk (sign in, choose a password, an invitation): one card, centred. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Corridor</p>
        <h1 className="mt-1 text-xl font-semibold">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-500">{description}</p>
        {children}
      </div>
    </main>
  );
}
