// GET /api/desk/parties?kind=payer|beneficiary&search= — the composer's party search (TanStack Query).
import { NextResponse } from 'next/server';
import { paymentsApi, PaymentsApiError } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { getCurrentUser } from '@/lib/auth/session';
import { piiFor } from '@/lib/desk/mask';
import { beneficiaryOption, payerOption, type PartyKind } from '@/lib/desk/payments/party-option';

export const dynamic = 'force-dynamic';

const KINDS: readonly PartyKind[] = ['payer', 'beneficiary'];
const LIMIT = 10;

export async function GET(request: Request) {
  const user = await getCurrentUser();
  if (!user) return NextResponse.json({ message: 'Sign in first' }, { status: 401 });
  if (!can(user.role, 'parties:read'))
    return NextResponse.json({ message: 'Your role may not read payers and beneficiaries' }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const kind = params.get('kind') as PartyKind;
  if (!KINDS.includes(kind))
    return NextResponse.json({ message: 'kind must be payer or beneficiary' }, { status: 400 });
  const search = params.get('search')?.trim().slice(0, 100) || undefined;
  try {
    const api = paymentsApi();
    const items =
      kind === 'payer'
        ? (await api.listPayers({ search, limit: LIMIT })).items.map(payerOption)
        : (await api.listBeneficiaries({ search, limit: LIMIT })).items.map((b) =>
            beneficiaryOption(b, piiFor(user.role)),
          );
    return NextResponse.json({ items });
  } catch (error) {
    if (error instanceof PaymentsApiError)
      return NextResponse.json({ code: error.code, message: error.message }, { status: error.status });
    throw error;
  }
}
