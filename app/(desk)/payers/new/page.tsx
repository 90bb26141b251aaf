import type { Metadata } from 'next';
import Link from 'next/link';
import { randomUUID } from 'node:crypto';
import { CreatePayerForm } from '@/components/payers/create-payer-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New payer' };

export default async function NewPayerPage() {
  await requirePermission('parties:write');
  // One requestId and Idempotency-Key per form instance: a doubled submit creates one payer.
  const requestId = `desk-payer-${randomUUID()}`;
  return (
    <>
      <PageHeader
        title="New payer"
        description="The original payer of FX payments: an individual, or a business with its directors and ultimate beneficial owners."
        actions={
          <Link href="/payers" className="text-sm font-medium text-brand-700 hover:underline">
            ← All payers
          </Link>
        }
      />
      <CreatePayerForm requestId={requestId} idempotencyKey={randomUUID()} />
    </>
  );
}
