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
import { accountRoutes } from './accounts/routes';
import { mountEigRoutes } from './eig/http';
import { EIG_ROUTES } from './eig/routes';

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
  ...accountRoutes,
];

/** The payments API with every operation, bound to its dependencies; the provider-compatible surface under /eig. */
export function buildProviderApp(deps: ProviderDeps) {
  const app = createProviderApp(deps, PROVIDER_ROUTES);
  mountEigRoutes(app, deps, EIG_ROUTES);
  // The same provider-compatible paths under the API's prefix (/api/v1/gsma/…): a client written
  // for the provider works with either base URL, only the prefix changed (issue 18).
  mountEigRoutes(app, deps, EIG_ROUTES, { prefix: '/api/v1', fallback: false });
  return app;
}

export type { ProviderDeps, ProviderConfig } from './deps';
export { SandboxClock } from './clock/sandbox-clock';
