// GET /api/desk/balances — the balances as JSON for the signed-in user (session + role checked); used by the journeys.
import { NextResponse } from 'next/server';
import { paymentsApi, PaymentsApiError } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/auth/session';
import { can } from '@/lib/auth/roles';

export const dynamic = 'force-dynamic';

export async function GET() {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ message: 'Sign in first' }, { status: 401 });
  if (!can(user.role, 'balances:read'))
    return NextResponse.json({ message: 'Your role may not read balances' }, { status: 403 });
  try {
    return NextResponse.json(await paymentsApi().listBalances());
  } catch (error) {
    if (error instanceof PaymentsApiError)
      return NextResponse.json({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
