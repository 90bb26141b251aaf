import { createPaymentsApi, type PaymentsApi } from './client';

/** For tests: the desk's real client, calling an API router in-process (no socket), with `apiKey`. */
export function inProcessApi(
  app: { request: (input: string | Request, init?: RequestInit) => Response | Promise<Response> },
  apiKey: string,
): PaymentsApi {
  return createPaymentsApi({
    baseUrl: 'http://api.test',
    apiKey,
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
  });
}
