import { test, after, before, describe } from 'node:test';
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

describe('a server action larger than 1 MB is a 413 with a short body, never a 500', () => {
  // Next reads an action's body up to its bodySizeLimit (1 MB) and answers 500 beyond it (its
  // action handler turns its own 413 into a 500); this stand-in does the same.
  let nextAnswered = 0;
  const actionDesk = secureDesk(
    async (req, res) => {
      let size = 0;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of req) {
          size += (chunk as Buffer).length;
          chunks.push(chunk as Buffer);
          if (size > 1024 * 1024 && !req.url!.startsWith('/api/')) throw new Error('Body exceeded 1 MB limit.');
        }
        nextAnswered++;
        // React decodes an action's JSON arguments with a reviver, which recurses.
        const text = Buffer.concat(chunks).toString();
        if (req.headers['content-type']?.startsWith('text/plain') && text.startsWith('['))
          JSON.parse(text, (_key, value: unknown) => value);
        res.end(`read ${size}`);
      } catch {
        nextAnswered++;
        res.statusCode = 500;
        res.end('Internal Server Error');
      }
    },
    { mode: 'sandbox', dev: false, deskUrl: 'http://localhost:3000', deskOrigins: ['http://localhost:3000'] },
  );
  const actionServer = createServer((req, res) => void actionDesk(req, res));
  let actionBase = '';
  before(async () => {
    await new Promise<void>((resolve) => actionServer.listen(0, '127.0.0.1', resolve));
    actionBase = `http://127.0.0.1:${(actionServer.address() as AddressInfo).port}`;
  });
  after(() => actionServer.close());
  const action = (body: BodyInit, extra: Record<string, string> = {}) =>
    fetch(`${actionBase}/compose`, {
      method: 'POST',
      headers: { 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8', ...extra },
      body,
      duplex: 'half',
    } as RequestInit);
  const streamed = (total: number) => {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x61);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
  };

  test('declared: refused by its Content-Length before Next reads it', async () => {
    const before = nextAnswered;
    const response = await action(`["${'x'.repeat(1024 * 1024 + 10)}"]`);
    assert.equal(response.status, 413);
    assert.equal(await response.text(), 'This request is larger than 1 MB.');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(nextAnswered, before, 'Next never saw it');
  });

  test('streamed without a length: refused at the byte that passes the limit', async () => {
    const response = await action(streamed(3 * 1024 * 1024));
    assert.equal(response.status, 413);
    assert.equal(await response.text(), 'This request is larger than 1 MB.');
  });

  test('a page form post (no Next-Action) is held to the same limit; under it, both reach Next', async () => {
    const form = await fetch(`${actionBase}/compose`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(1024 * 1024 + 1)}`,
    });
    assert.equal(form.status, 413);
    const small = await action('["fine"]');
    assert.equal(small.status, 200);
    assert.equal(await small.text(), 'read 8');
    const smallStreamed = await action(streamed(1000));
    assert.equal(await smallStreamed.text(), 'read 1000');
  });

  test('JSON arguments nested thousands deep: a 400 in words, declared or streamed; at the limit they pass', async () => {
    const deep = (depth: number) => '['.repeat(depth) + '"x"' + ']'.repeat(depth);
    for (const body of [deep(5_000), deep(100_000)]) {
      const declared = await action(body);
      assert.equal(declared.status, 400);
      assert.equal(await declared.text(), 'This request is nested more than 32 levels deep (arrays and objects).');
      const bytes = new TextEncoder().encode(body);
      const streamedBody = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 4096) controller.enqueue(bytes.subarray(at, at + 4096));
          controller.close();
        },
      });
      assert.equal((await action(streamedBody)).status, 400);
    }
    const fine = await action(`[${deep(31)}, "${'['.repeat(5_000)}"]`);
    assert.equal(fine.status, 200, 'brackets in a string are text');
  });

  test('watching leaves the body to Next however it reads it: its own data listener (forwarding an action) too', async () => {
    // Next forwards an action to the worker that has it by reading the request with a 'data'
    // listener alone (NodeNextRequest.stream), never resuming it: a guard that paused the request
    // left that read waiting for ever (the payer form's double submit hung, "failed to forward").
    const forwarding = secureDesk(
      (req, res) => {
        let size = 0;
        req.on('data', (chunk: Buffer) => (size += chunk.length));
        req.on('end', () => res.end(`read ${size}`));
      },
      { mode: 'sandbox', dev: false, deskUrl: 'http://localhost:3000', deskOrigins: ['http://localhost:3000'] },
    );
    const server = createServer((req, res) => void forwarding(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payers/new`;
      const headers = { 'next-action': 'deadbeef', 'content-type': 'text/plain;charset=UTF-8' };
      const declared = await fetch(url, {
        method: 'POST',
        headers,
        body: '["a payer"]',
        signal: AbortSignal.timeout(5000),
      });
      assert.equal(await declared.text(), 'read 11');
      const chunked = await fetch(url, {
        method: 'POST',
        headers,
        body: streamed(200_000),
        duplex: 'half',
        signal: AbortSignal.timeout(5000),
      } as RequestInit);
      assert.equal(await chunked.text(), 'read 200000');
    } finally {
      server.close();
    }
  });

  test('API routes and GETs are not the desk actions limit', async () => {
    const upload = await fetch(`${actionBase}/api/desk/files/x`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    assert.equal(upload.status, 200);
  });
});
