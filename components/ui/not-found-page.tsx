import Link from 'next/link';
import type { ReactNode } from 'react';
import { EmptyState } from './list-controls';
import { PageHeader } from './page-header';

/** A desk record that is not there: what was not found, why it may be, and the way back to its list. */
export function NotFoundPage({
  title,
  back,
  children,
}: {
  title: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState>
        <p>{children}</p>
        <p className="mt-3">
          <Link href={back.href} className="font-medium text-brand-700 hover:underline">
            {back.label}
          </Link>
        </p>
      </EmptyState>
    </>
  );
}
