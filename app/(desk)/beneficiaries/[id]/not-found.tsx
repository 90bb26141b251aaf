import Link from 'next/link';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';

export default function BeneficiaryNotFound() {
  return (
    <>
      <PageHeader title="Beneficiary not found" />
      <EmptyState>
        <p>The payments service has no beneficiary with that ID for this merchant.</p>
        <p className="mt-3">
          <Link href="/beneficiaries" className="font-medium text-brand-700 hover:underline">
            Go to all beneficiaries
          </Link>
        </p>
      </EmptyState>
    </>
  );
}
