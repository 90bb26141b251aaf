import { NotFoundPage } from '@/components/ui/not-found-page';

export default function PayerNotFound() {
  return (
    <NotFoundPage title="Payer not found" back={{ href: '/payers', label: 'Go to all payers' }}>
      The payments service has no payer with that ID for this merchant.
    </NotFoundPage>
  );
}
