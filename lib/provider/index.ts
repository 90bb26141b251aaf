import type { ProviderDeps } from './deps';
import { createProviderApp } from './http/create-app';
import { depositRoutes } from './deposits/routes';
import { healthRoute } from './health/routes';
import { ledgerRoutes } from './ledger/routes';
import { sandboxRoutes } from './sandbox/routes';
import { fxRoutes } from './fx/routes';
import { paymentRoutes } from './payments/routes';
import { webhookRoutes } from './webhooks/routes';

export const PROVIDER_ROUTES = [healthRoute, ...depositRoutes, ...ledgerRoutes, ...sandboxRoutes, ...fxRoutes, ...paymentRoutes(), ...webhookRoutes];

/** The payments API with every operation, bound to its dependencies. */
export function buildProviderApp(deps: ProviderDeps) {
  return createProviderApp(deps, PROVIDER_ROUTES);
}

export type { ProviderDeps, ProviderConfig } from './deps';
