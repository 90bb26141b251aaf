// GET /api/desk/remittances/:reference — one remittance's status and timeline, for the page's
// TanStack Query polling (session and role checked; no personal data in the answer).
import { NextResponse } from 'next/server';
import { paymentsApi } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { getCurrentUser } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { freshLiveStatus } from '@/lib/desk/remittances/live';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ reference: string }> }) {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ message: 'Sign in first' }, { status: 401 });
  if (!can(user.role, 'remittances:read'))
    return NextResponse.json({ message: 'Your role may not read remittances' }, { status: 403 });
  const { reference } = await params;
  if (reference.length > 256)
    return NextResponse.json({ message: 'reference is longer than 256 characters' }, { status: 400 });
  const live = await freshLiveStatus(await deskDb(), paymentsApi, reference);
  if (!live) return NextResponse.json({ message: `No remittance with reference ${reference}` }, { status: 404 });
  return NextResponse.json(live, { headers: { 'cache-control': 'no-store' } });
}
