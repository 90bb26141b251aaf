// /api/auth/* — better-auth's own endpoints (session, sign-out) for clients that use them.
import { getAuth } from '@/lib/auth/auth';

export const dynamic = 'force-dynamic';

async function handle(request: Request) {
  const auth = await getAuth();
  return auth.handler(request);
}

export const GET = handle;
export const POST = handle;
