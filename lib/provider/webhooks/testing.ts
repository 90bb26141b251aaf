import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordTransition } from '../lifecycle/record-transition';
import type { TestProvider } from '../testing';

// Helpers of the webhook tests: a local receiver, and a payment event that leaves outbox messages.

/** A receiver on 127.0.0.1 that records what it gets and answers `reply()` (status and body). */
export async function startReceiver(
  reply: () => { status: number; body: string; contentType?: string } = () => ({ status: 200, body: '{}' }),
) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const answer = reply();
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, url: `http://127.0.0.1:${port}/hooks`, received, close: () => server.close() };
}

/** Records a payment move to `to` for M1 (or as told): one outbox message per subscribed endpoint. */
export async function emitPaymentEvent(provider: TestProvider, to: string, merchantId = 'M1') {
  await provider.database.db.transaction((tx) =>
    recordTransition(
      tx,
      {
        merchantId,
        aggregate: 'payment',
        ref: 'GS1',
        from: 'PROCESSING',
        to,
        actor: 'test',
        at: provider.clock.now(),
      },
      { eventType: `payment.${to.toLowerCase()}`, payload: { serviceRef: 'GS1', status: to } },
    ),
  );
}
