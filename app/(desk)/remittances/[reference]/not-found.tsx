import Link from 'next/link';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';

export default function RemittanceNotFound() {
  return (
    <>
      <PageHeader title="Remittance not found" />
      <EmptyState>
        <p>
          The desk has no remittance with that reference. A remittance created moments ago by another API client appears
          once its first webhook arrives.
        </p>
        <p className="mt-3">
          <Link href="/remittances" className="font-medium text-brand-700 hover:underline">
            Go to all remittances
          </Link>
        </p>
      </EmptyState>
    </>
  );
}
