import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secureApi, secureDesk } from './secure-desk';

const seen: IncomingMessage[] = [];
const desk = secureDesk(
  (req, res) => {
    seen.push(req);
    res.setHeader('content-type', 'text/html');
    res.end('<html></html>');
  },
  { mode: 'sandbox', dev: false, deskUrl: 'http://localhost:3000', deskOrigins: ['http://localhost:3000'] },
);
const api = secureApi((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end('{}');
});
const server = createServer((req, res) => (req.url?.startsWith('/api/v1') ? api(req, res) : desk(req, res)));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
after(() => server.close());
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

test('a page: Next sees the same nonce in the request CSP as the browser gets in the answer', async () => {
  const response = await fetch(`${base}/sign-in`, {
    headers: { 'content-security-policy': "script-src 'nonce-mine'" },
  });
  const answered = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(answered)?.[1];
  assert.ok(nonce && nonce !== 'mine', 'a fresh nonce, never the one a client sent');
  assert.equal(seen.at(-1)!.headers['content-security-policy'], answered);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  const again = await fetch(`${base}/sign-in`);
  assert.notEqual(again.headers.get('content-security-policy'), answered, 'a new nonce per request');
});

test('a cross-origin server action is refused with 403 before Next runs', async () => {
  const before = seen.length;
  const response = await fetch(`${base}/compose`, {
    method: 'POST',
    headers: { 'next-action': 'deadbeef', origin: 'https://evil.example', 'content-type': 'text/plain' },
    body: '[]',
  });
  assert.equal(response.status, 403);
  assert.equal(seen.length, before);
});

test('an address whose %-encoding is not UTF-8 is a 400 before Next runs (Next would answer 500)', async () => {
  const before = seen.length;
  for (const path of ['/review/%C3%28', '/remittances/%E0%A4%A']) {
    const response = await fetch(`${base}${path}`);
    assert.equal(response.status, 400);
    assert.equal(await response.text(), 'This address is not valid: its %-encoding is not UTF-8.');
  }
  assert.equal(seen.length, before);
  assert.equal((await fetch(`${base}/review/%25E0`)).status, 200, 'an encoded % is fine');
});

test('the API: nosniff and its own no-store, no page CSP', async () => {
  const response = await fetch(`${base}/api/v1/health`);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.equal(response.headers.get('content-security-policy'), null);
});
