import type { ProviderDeps } from './deps';
import { createProviderApp } from './http/create-app';
import type { AnyRoute } from './http/define-route';
import { depositRoutes } from './deposits/routes';
import { healthRoute } from './health/routes';
import { ledgerRoutes } from './ledger/routes';
import { sandboxRoutes } from './sandbox/routes';
import { clockRoutes } from './clock/routes';
import { sandboxResetRoutes } from './sandbox-reset/routes';
import { fxRoutes } from './fx/routes';
import { paymentRoutes } from './payments/routes';
import { assertFilesUsable } from './files/service';
import { webhookRoutes } from './webhooks/routes';
import { openApiRoute } from './openapi/routes';
import { quotationRoutes } from './quotations/routes';
import { transactionRoutes } from './transactions/routes';
import { payerRoutes } from './payers/routes';
import { beneficiaryRoutes } from './beneficiaries/routes';
import { fileRoutes } from './files/routes';

export const PROVIDER_ROUTES: AnyRoute[] = [
  healthRoute,
  openApiRoute(() => PROVIDER_ROUTES),
  ...depositRoutes,
  ...ledgerRoutes,
  ...sandboxRoutes,
  ...clockRoutes,
  ...sandboxResetRoutes,
  ...fxRoutes,
  ...paymentRoutes({ assertFilesUsable }),
  ...webhookRoutes,
  ...payerRoutes,
  ...beneficiaryRoutes,
  ...fileRoutes,
  ...quotationRoutes,
  ...transactionRoutes,
];

/** The payments API with every operation, bound to its dependencies. */
export function buildProviderApp(deps: ProviderDeps) {
  return createProviderApp(deps, PROVIDER_ROUTES);
}

export type { ProviderDeps, ProviderConfig } from './deps';
export { SandboxClock } from './clock/sandbox-clock';
