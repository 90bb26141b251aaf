import { NotFoundPage } from '@/components/ui/not-found-page';

export default function BeneficiaryNotFound() {
  return (
    <NotFoundPage title="Beneficiary not found" back={{ href: '/beneficiaries', label: 'Go to all beneficiaries' }}>
      The payments service has no beneficiary with that ID for this merchant.
    </NotFoundPage>
  );
}
