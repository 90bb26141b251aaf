import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCrossOriginAction } from './action-origin';
import { newNonce, pageSecurityHeaders } from './security-headers';

const csp = (headers: Record<string, string>) =>
  Object.fromEntries(
    headers['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
  );

test('page headers in production sandbox: nonce scripts, no eval, no framing, nosniff, referrer, permissions', () => {
  const headers = pageSecurityHeaders({ mode: 'sandbox', nonce: 'abc123==', dev: false, https: false });
  const policy = csp(headers);
  assert.equal(policy['script-src'], "'self' 'nonce-abc123==' 'strict-dynamic'");
  assert.doesNotMatch(headers['Content-Security-Policy']!, /unsafe-eval/);
  assert.equal(policy['frame-ancestors'], "'none'");
  assert.equal(policy['object-src'], "'none'");
  assert.equal(
    policy['style-src'],
    "'self' 'unsafe-inline'",
    'inline style attributes (React style props) keep working',
  );
  assert.equal('upgrade-insecure-requests' in policy, false, 'plain http stays usable on localhost');
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.match(headers['Permissions-Policy']!, /camera=\(\)/);
  assert.equal(headers['Strict-Transport-Security'], undefined, 'no HSTS outside live mode');
});

test('live mode adds HSTS; the development server alone allows eval; https upgrades sub-resources', () => {
  const live = pageSecurityHeaders({ mode: 'live', nonce: 'n', dev: false, https: true });
  assert.match(live['Strict-Transport-Security']!, /^max-age=\d{8,}; includeSubDomains$/);
  assert.ok('upgrade-insecure-requests' in csp(live));
  const dev = pageSecurityHeaders({ mode: 'sandbox', nonce: 'n', dev: true, https: false });
  assert.match(csp(dev)['script-src']!, /'unsafe-eval'/);
});

test('a nonce is fresh per request and in the form Next reads from the CSP header', () => {
  const [a, b] = [newNonce(), newNonce()];
  assert.notEqual(a, b);
  assert.match(a, /^[A-Za-z0-9+/]{22}==$/);
});

test('isCrossOriginAction: a server action from another origin is refused; same origin and API calls are not', () => {
  const desk = ['http://localhost:3000'];
  const action = (headers: Record<string, string>, method = 'POST', url = '/compose') =>
    isCrossOriginAction({ method, url, headers: { host: 'localhost:3000', ...headers } }, desk);
  assert.equal(action({ 'next-action': 'abc', origin: 'https://evil.example' }), true);
  assert.equal(action({ origin: 'https://evil.example', 'content-type': 'multipart/form-data' }), true);
  assert.equal(action({ 'next-action': 'abc', origin: 'null' }), true);
  assert.equal(action({ 'next-action': 'abc', origin: 'http://localhost:3000' }), false);
  assert.equal(action({ 'next-action': 'abc', origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), false);
  assert.equal(
    action({ 'next-action': 'abc', origin: 'https://desk.example.com', 'x-forwarded-host': 'desk.example.com' }),
    false,
  );
  assert.equal(action({ 'next-action': 'abc' }), false, 'no Origin: left to Next, as Next does');
  assert.equal(action({ origin: 'https://evil.example' }, 'GET', '/'), false, 'a cross-origin page view is fine');
  assert.equal(
    action({ origin: 'https://evil.example' }, 'POST', '/api/desk/webhooks'),
    false,
    'API routes check their own',
  );
});
