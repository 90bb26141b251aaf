// GET /api/desk/demo — the demo run the watch page shows (its steps and its remittances' live
// status, names masked as the person sees them), for the page's polling (components/ui/use-polling.ts).
import { deskDb } from '@/lib/desk/database';
import { demoView } from '@/lib/desk/demo/view';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('remittances:read', async ({ user }) => demoView(await deskDb(), user));
