import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { CreatePayerForm } from '@/components/payers/create-payer-form';
import { CreatePage } from '@/components/shell/create-page';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New payer' };

export default async function NewPayerPage() {
  await requirePermission('parties:write');
  return (
    <CreatePage
      title="New payer"
      description="The original payer of FX payments: an individual, or a business with its directors and ultimate beneficial owners."
      back={{ href: '/payers', label: 'All payers' }}
    >
      {/* One requestId and Idempotency-Key per form instance: a doubled submit creates one payer. */}
      <CreatePayerForm requestId={`desk-payer-${randomUUID()}`} idempotencyKey={randomUUID()} />
    </CreatePage>
  );
}
