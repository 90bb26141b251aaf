import { PaymentsApiError, type PaymentsApi } from '@/lib/api-client/client';

/** One call of the connection test: what was asked, whether it answered well, in how long, and what it said. */
export interface ConnectionCheck {
  label: string;
  ok: boolean;
  latencyMs: number;
  answer: string;
}

/** What a failed call says to an admin: the API's own code and words, or why it was not reached. */
function failureInWords(error: unknown): string {
  if (error instanceof PaymentsApiError) {
    if (error.code === 'SERVICE_UNAVAILABLE' && error.status === 503) return error.message;
    const why =
      error.status === 401
        ? 'the API does not accept the configured key'
        : error.status === 403
          ? 'the key may not read balances'
          : `the API answered HTTP ${error.status}`;
    return `${why} (${error.rawCode}: ${error.message})`;
  }
  return error instanceof Error ? error.message : 'the call failed';
}

async function timed(label: string, call: () => Promise<string>): Promise<ConnectionCheck> {
  const started = performance.now();
  try {
    const answer = await call();
    return { label, ok: true, latencyMs: Math.round(performance.now() - started), answer };
  } catch (error) {
    return { label, ok: false, latencyMs: Math.round(performance.now() - started), answer: failureInWords(error) };
  }
}

/**
 * Tests the desk's connection to the payments API as the desk itself calls it: the health check
 * (no key needed), then one read with the configured key. The key itself is never part of an answer.
 */
export async function testConnection(api: PaymentsApi): Promise<ConnectionCheck[]> {
  const health = await timed('Health', async () => {
    const { status } = await api.getHealth();
    return status === 'ok' ? 'Ready' : `Answered “${status}”`;
  });
  const read = await timed('Balances, read with the configured key', async () => {
    const { merchantId, balances } = await api.listBalances();
    return `${balances.length} ${balances.length === 1 ? 'balance' : 'balances'} of merchant ${merchantId}`;
  });
  return [health, read];
}
