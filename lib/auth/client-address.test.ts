import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secureDesk } from '@/lib/server/secure-desk';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom } from './client-address';

// The server entry is where the address comes from: Next and better-auth only see its header.
const seen: IncomingMessage[] = [];
const desk = secureDesk(
  (req, res) => {
    seen.push(req);
    res.end('ok');
  },
  { mode: 'sandbox', dev: false, deskUrl: 'http://localhost:3000', deskOrigins: ['http://localhost:3000'] },
);
const server = createServer((req, res) => desk(req, res));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
after(() => server.close());
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('the desk sees the socket address, never one the client claims', async () => {
  await fetch(`${base}/sign-in`, {
    headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.99', 'x-forwarded-for': '1.2.3.4' },
  });
  const address = clientAddressFrom(new Headers(seen.at(-1)!.headers as Record<string, string>));
  assert.match(address, /^(::ffff:)?127\.0\.0\.1$/);
});

test('without the server entry the address is unknown (one shared bucket), and garbage is ignored', () => {
  assert.equal(clientAddressFrom(undefined), 'unknown');
  assert.equal(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: 'not an address' })), 'unknown');
  assert.equal(clientAddressFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: ' 2001:db8::1 ' })), '2001:db8::1');
});
