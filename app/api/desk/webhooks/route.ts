// POST /api/desk/webhooks — the desk's receiver of payment and transaction status webhooks.
import { NextResponse } from 'next/server';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { receiveWebhook } from '@/lib/desk/webhook-receiver';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const result = await receiveWebhook(await deskDb(), config().secrets.WEBHOOK_SECRET, await request.text(), request.headers);
  if (result.status !== 200) return NextResponse.json({ acknowledged: false, message: result.message }, { status: result.status });
  return NextResponse.json({ acknowledged: true });
}
