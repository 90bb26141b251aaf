import 'server-only';
import { config } from '@/lib/config';
import { createPaymentsApi, type PaymentsApi } from './client';
import { exchangeListener } from './exchange-hook';

export { PaymentsApiError, settle, type PaymentsApi, type Settled } from './client';

/** The client configured from PAYMENTS_API_URL and PAYMENTS_API_KEY. */
export function paymentsApi(): PaymentsApi {
  const { paymentsApiUrl, paymentsApiKey } = config();
  return createPaymentsApi({ baseUrl: paymentsApiUrl, apiKey: paymentsApiKey, onExchange: exchangeListener() });
}

/** The merchant the desk acts for: the one its API key belongs to. */
export function deskMerchantId(): string {
  return config().paymentsMerchantId;
}
