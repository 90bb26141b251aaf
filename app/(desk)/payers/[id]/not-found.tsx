import Link from 'next/link';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';

export default function PayerNotFound() {
  return (
    <>
      <PageHeader title="Payer not found" />
      <EmptyState>
        <p>The payments service has no payer with that ID for this merchant.</p>
        <p className="mt-3">
          <Link href="/payers" className="font-medium text-brand-700 hover:underline">
            Go to all payers
          </Link>
        </p>
      </EmptyState>
    </>
  );
}
