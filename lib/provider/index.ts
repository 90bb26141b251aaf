import type { ProviderDeps } from './deps';
import { createProviderApp } from './http/create-app';
import type { AnyRoute } from './http/define-route';
import { depositRoutes } from './deposits/routes';
import { healthRoute } from './health/routes';
import { ledgerRoutes } from './ledger/routes';
import { sandboxRoutes } from './sandbox/routes';
import { fxRoutes } from './fx/routes';
import { paymentRoutes } from './payments/routes';
import { webhookRoutes } from './webhooks/routes';
import { openApiRoute } from './openapi/routes';

export const PROVIDER_ROUTES: AnyRoute[] = [healthRoute, openApiRoute(() => PROVIDER_ROUTES), ...depositRoutes, ...ledgerRoutes, ...sandboxRoutes, ...fxRoutes, ...paymentRoutes(), ...webhookRoutes];

/** The payments API with every operation, bound to its dependencies. */
export function buildProviderApp(deps: ProviderDeps) {
  return createProviderApp(deps, PROVIDER_ROUTES);
}

export type { ProviderDeps, ProviderConfig } from './deps';
