import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';

// GET /api/v1/health — for load balancers: ready once migrations ran; no credentials, no query
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Health',
  auth: false,
  response: z.object({ status: z.literal('ok') }),
  handler: async ({ deps }) => {
    if (!deps.isReady()) throw new ApiError('SERVICE_UNAVAILABLE', 'The database is not migrated yet');
    return { status: 'ok' as const };
  },
});
