import { beneficiaryListSchema, beneficiarySchema, createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { listQuerySchema } from '@/lib/schemas/list';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerCreate, idempotencyKeyFrom } from '../idempotency/service';
import {
  beneficiaryNotFound,
  createBeneficiary,
  deactivateBeneficiary,
  getBeneficiary,
  listBeneficiaries,
} from './service';

// POST /api/v1/beneficiaries — create a beneficiary (idempotent on Idempotency-Key and on requestId).
// Answers the beneficiary record itself, not the reference's {code, message, data} envelope: see
// beneficiarySchema in lib/schemas/beneficiary.ts.
export const createBeneficiaryRoute = defineRoute({
  method: 'POST',
  path: '/beneficiaries',
  summary: 'Create beneficiary',
  status: 201,
  body: createBeneficiaryRequestSchema,
  response: beneficiarySchema,
  handler: async ({ deps, caller, body, request, setHeader }) =>
    answerCreate(
      setHeader,
      await createBeneficiary(deps, caller.merchantId, body, idempotencyKeyFrom(request.headers)),
    ),
});

// GET /api/v1/beneficiaries/{beneficiaryId} — one beneficiary of the caller's merchant
export const getBeneficiaryRoute = defineRoute({
  method: 'GET',
  path: '/beneficiaries/:beneficiaryId',
  summary: 'Get beneficiary',
  response: beneficiarySchema,
  handler: (ctx) => foundByParam(ctx, 'beneficiaryId', getBeneficiary, beneficiaryNotFound),
});

// POST /api/v1/beneficiaries/{beneficiaryId}/deactivate — refuse the beneficiary in new payments (an
// extension of the interface, which has no update); idempotent, the beneficiary stays readable
export const deactivateBeneficiaryRoute = defineRoute({
  method: 'POST',
  path: '/beneficiaries/:beneficiaryId/deactivate',
  summary: 'Deactivate beneficiary (extension: new payments naming it are refused)',
  response: beneficiarySchema,
  handler: (ctx) => foundByParam(ctx, 'beneficiaryId', deactivateBeneficiary, beneficiaryNotFound),
});

// GET /api/v1/beneficiaries?search=&limit=&cursor= — the caller's beneficiaries, newest first
export const listBeneficiariesRoute = defineRoute({
  method: 'GET',
  path: '/beneficiaries',
  summary: 'List beneficiaries',
  query: listQuerySchema,
  response: beneficiaryListSchema,
  handler: async ({ deps, caller, query }) => listBeneficiaries(deps.db, caller.merchantId, query),
});

export const beneficiaryRoutes = [
  createBeneficiaryRoute,
  getBeneficiaryRoute,
  deactivateBeneficiaryRoute,
  listBeneficiariesRoute,
];
