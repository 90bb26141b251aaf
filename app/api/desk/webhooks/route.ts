// POST /api/desk/webhooks — the desk's receiver of payment and transaction status webhooks.
import { after, NextResponse } from 'next/server';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { handleStatusWebhook } from '@/lib/desk/remittances/on-webhook';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  // Looking up a remittance the desk does not know yet runs after the acknowledgement (`after`).
  const result = await handleStatusWebhook(
    await deskDb(),
    config().secrets.WEBHOOK_SECRET,
    await request.text(),
    request.headers,
    { api: paymentsApi, defer: (task) => after(task) },
  );
  if (result.status !== 200)
    return NextResponse.json({ acknowledged: false, message: result.message }, { status: result.status });
  return NextResponse.json({ acknowledged: true });
}
