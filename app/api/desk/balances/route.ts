// GET /api/desk/balances — the balances as JSON for the signed-in user; used by the journeys.
import { paymentsApi } from '@/lib/api-client';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('balances:read', () => paymentsApi().listBalances());
