import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';

/** A page that creates one thing of a list: its header with the way back to the list, then the form. */
export function CreatePage({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description: string;
  back: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link href={back.href} className="text-sm font-medium text-brand-700 hover:underline">
            ← {back.label}
          </Link>
        }
      />
      {children}
    </>
  );
}
