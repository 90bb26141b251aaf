import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { sanitizeExcerpt, EXCERPT_CHARS } from './post';
import { addressRefusal, endpointUrlRefusal, guardedLookup, hostRefusal } from './url-guard';

const strict = { allowPrivate: false };
const lenient = { allowPrivate: true };

const LOOPBACK_AND_PRIVATE = [
  '127.0.0.1',
  '127.255.1.2',
  '::1',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.1',
  'fc00::1',
  'fd12:3456::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '100.64.0.1',
];
const NEVER = [
  '169.254.169.254',
  '169.254.1.1',
  '::ffff:169.254.169.254',
  'fe80::1',
  'fd00:ec2::254',
  '100.100.100.200',
  '0.0.0.0',
  '::',
  '224.0.0.1',
  '255.255.255.255',
  '::7f00:1',
  '64:ff9b::a00:1',
  '2002:7f00:1::',
];

test('loopback, private and IPv4-mapped forms are refused unless private addresses are allowed', () => {
  for (const address of LOOPBACK_AND_PRIVATE) {
    assert.ok(addressRefusal(address, strict), `${address} is refused`);
    assert.equal(addressRefusal(address, lenient), undefined, `${address} is allowed with allowPrivate`);
  }
});

test('link-local, metadata, unspecified, multicast and embedded forms are refused whatever the setting', () => {
  for (const address of NEVER) {
    assert.ok(addressRefusal(address, lenient), `${address} is refused even with allowPrivate`);
  }
  assert.match(addressRefusal('169.254.169.254', lenient)!, /metadata/);
});

test('public addresses are accepted', () => {
  for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) {
    assert.equal(addressRefusal(address, strict), undefined, address);
  }
});

test('names and literal forms are judged before any DNS: metadata names, localhost, odd IPv4 spellings', () => {
  const refused = (url: string, options = strict) => hostRefusal(new URL(url), options);
  assert.match(refused('http://metadata.google.internal/computeMetadata/v1/', lenient)!, /metadata/);
  assert.match(refused('http://METADATA.google.internal./x', lenient)!, /metadata/);
  assert.match(refused('http://localhost:3000/hooks')!, /loopback/);
  assert.match(refused('http://api.localhost/hooks')!, /loopback/);
  assert.equal(refused('http://localhost:3000/hooks', lenient), undefined);
  for (const url of [
    'http://2130706433/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://0/',
  ]) {
    assert.ok(refused(url), `${url} is refused`);
  }
  assert.match(refused('http://[::ffff:a9fe:a9fe]/', lenient)!, /169\.254\.169\.254|link-local/);
  assert.equal(refused('https://hooks.example.com/x'), undefined);
});

const fakeResolve = (table: Record<string, string[]>) => async (host: string) =>
  (table[host] ?? []).map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));

test('registration resolves the name: any private answer refuses it; a name that does not resolve is accepted', async () => {
  const resolve = fakeResolve({
    'inside.example': ['93.184.215.14', '10.1.2.3'],
    'outside.example': ['93.184.215.14'],
  });
  const check = (url: string) => endpointUrlRefusal(new URL(url), strict, resolve);
  assert.match((await check('https://inside.example/hooks'))!, /inside\.example resolves to 10\.1\.2\.3/);
  assert.equal(await check('https://outside.example/hooks'), undefined);
  assert.equal(await check('https://unknown.example/hooks'), undefined);
});

test('the connection lookup refuses a name rebound to an internal address and hands over only checked ones', async () => {
  let answer = ['93.184.215.14'];
  const lookup = guardedLookup(strict, async () => answer.map((address) => ({ address, family: 4 })));
  const call = (all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) =>
      lookup('rebind.example', { all }, (error, address) => resolve({ error, result: address })),
    );
  assert.deepEqual(await call(false), { error: null, result: '93.184.215.14' });
  assert.deepEqual((await call(true)).result, [{ address: '93.184.215.14', family: 4 }]);
  answer = ['169.254.169.254'];
  assert.match((await call(false)).error?.message ?? '', /rebind\.example resolves to 169\.254\.169\.254/);
  answer = ['127.0.0.1'];
  assert.match((await call(true)).error?.message ?? '', /loopback/);
});

test('an answer excerpt is short, plain text: no markup, no control characters', () => {
  const html = `<html><head><script>alert(1)</script></head><body>\u001b[31mroot:x:0:0\u0000\u202e ${'a'.repeat(1000)}</body></html>`;
  const excerpt = sanitizeExcerpt(html);
  assert.ok(excerpt.length <= EXCERPT_CHARS, `${excerpt.length} chars`);
  assert.doesNotMatch(excerpt, /[<>\u0000-\u001f\u007f\u202e]/);
  assert.match(excerpt, /^alert\(1\) \[31mroot:x:0:0 a+$/);
  assert.equal(sanitizeExcerpt('{"acknowledged":true}'), '{"acknowledged":true}');
});
