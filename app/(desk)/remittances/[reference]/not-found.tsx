import { NotFoundPage } from '@/components/ui/not-found-page';

export default function RemittanceNotFound() {
  return (
    <NotFoundPage title="Remittance not found" back={{ href: '/remittances', label: 'Go to all remittances' }}>
      The desk has no remittance with that reference. A remittance created moments ago by another API client appears
      once its first webhook arrives.
    </NotFoundPage>
  );
}
