// GET /api/desk/parties?kind=payer|beneficiary&search= — the composer's party search (components/ui/use-polling.ts):
// for those who compose only, since it searches by name (viewers see names masked and may not).
import { paymentsApi } from '@/lib/api-client';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { namesFor } from '@/lib/desk/mask';
import { beneficiaryOption, payerOption, type PartyKind } from '@/lib/desk/payments/party-option';

export const dynamic = 'force-dynamic';

const KINDS: readonly PartyKind[] = ['payer', 'beneficiary'];
const LIMIT = 10;

export const GET = withDeskRoute('remittances:compose', async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const kind = query.get('kind') as PartyKind;
  if (!KINDS.includes(kind)) throw new DeskRouteError('VALIDATION_FAILED', 'kind must be payer or beneficiary', 'kind');
  const search = query.get('search')?.trim().slice(0, 100) || undefined;
  const api = paymentsApi();
  // Deactivated parties stay on record but are not offered: the API refuses them in new payments.
  const items =
    kind === 'payer'
      ? (await api.listPayers({ search, limit: LIMIT })).items.filter((p) => p.status === 'ACTIVE').map(payerOption)
      : (await api.listBeneficiaries({ search, limit: LIMIT })).items
          .filter((b) => b.status === 'ACTIVE')
          .map(beneficiaryOption);
  // Names as the person sees them: masked while presenting (the picker needs only the id).
  const name = namesFor(user);
  return { items: items.map((item) => ({ ...item, name: name(item.name) })) };
});
