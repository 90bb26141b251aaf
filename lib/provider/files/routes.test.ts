import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { files, lifecycleEvents } from '@/lib/db/schema';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import {
  fileStatusResponseSchema,
  fileUploadSessionResponseSchema,
  MAX_FILE_BYTES,
  type FileUploadSessionResponse,
} from '@/lib/schemas/file';
import {
  createTestProvider,
  expectError,
  jsonPost,
  OTHER_API_KEY,
  runWorkerSteps,
  TEST_API_KEY,
  testJwt,
} from '../testing';
import { malformedBodies } from '../testing-malformed';
import { advanceDueFiles } from './lifecycle';
import { assertFilesUsable, UPLOAD_URL_TTL_SECONDS } from './service';
import { signUpload } from './upload-url';

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'corridor-files-test-'));
const provider = await createTestProvider({ filesDir });
after(async () => {
  await provider.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const JSON_HEADERS = { 'content-type': 'application/json' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

type SessionBody = { fileName: string; fileType: string; purpose: string; contentType: string; size: number };
const sessionBody = (overrides: Partial<SessionBody> = {}): SessionBody => ({
  fileName: 'invoice-2026-11.pdf',
  fileType: 'PAYMENT_SUPPORTING_DOCUMENT',
  purpose: 'PAYMENT',
  contentType: 'application/pdf',
  size: PDF.length,
  ...overrides,
});

const postSession = (body: unknown, init: { key?: string | null; idempotencyKey?: string } = {}) =>
  provider.request('/api/v1/files', jsonPost(body, init));

async function openSession(overrides: Partial<SessionBody> = {}, key?: string): Promise<FileUploadSessionResponse> {
  const response = await postSession(sessionBody(overrides), { key });
  assert.equal(response.status, 201, await response.clone().text());
  return fileUploadSessionResponseSchema.strict().parse(await response.json());
}

/** PUT to the pre-signed URL without any API credential, as a browser would. */
const put = (
  uploadUrl: string,
  bytes: Uint8Array,
  contentType: string | null = 'application/pdf',
  headers: Record<string, string> = {},
) =>
  provider.app.request(uploadUrl, {
    method: 'PUT',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body: new Uint8Array(bytes),
  });

const getStatus = async (fileId: string, key?: string) => {
  const response = await provider.request(`/api/v1/files/${fileId}`, { key });
  assert.equal(response.status, 200, await response.clone().text());
  return fileStatusResponseSchema.strict().parse(await response.json());
};

const eventsOf = (fileId: string) =>
  provider.database.db
    .select({
      from: lifecycleEvents.fromStatus,
      to: lifecycleEvents.toStatus,
      actor: lifecycleEvents.actor,
      reason: lifecycleEvents.reason,
    })
    .from(lifecycleEvents)
    .where(and(eq(lifecycleEvents.aggregate, 'file'), eq(lifecycleEvents.ref, fileId)))
    .orderBy(asc(lifecycleEvents.id));

/** Runs the worker until nothing is due, moving the clock a step at a time. */
const processAll = () => runWorkerSteps(provider, advanceDueFiles, 3);

// ---------------------------------------------------------------- the full flow

test('session → PUT → UPLOADED → PROCESSING → ACCEPTED, one lifecycle event per step', async () => {
  const session = await openSession();
  assert.match(session.fileId, /^file_[0-9a-f]{24}$/);
  assert.equal(session.uploadStatus, 'PENDING');
  assert.equal(session.uploadMethod, 'PRESIGNED_URL');
  assert.equal(session.fileName, 'invoice-2026-11.pdf');
  const url = new URL(session.uploadUrl);
  assert.equal(url.origin, 'http://api.test', 'absolute on the origin of the request');
  assert.equal(url.pathname, `/api/v1/files/${session.fileId}/content`);
  const expires = Number(url.searchParams.get('expires'));
  assert.equal(expires * 1000, Date.parse(session.expiresAt));
  assert.equal(expires, Math.floor(provider.clock.now().getTime() / 1000) + UPLOAD_URL_TTL_SECONDS);
  assert.equal(
    url.searchParams.get('signature'),
    signUpload(provider.deps.config.jwtSecret, {
      fileId: session.fileId,
      expires,
      contentType: 'application/pdf',
      size: PDF.length,
    }),
    'HMAC over fileId, expires, contentType and size',
  );

  const pending = await getStatus(session.fileId);
  assert.equal(pending.uploadStatus, 'PENDING');
  assert.equal(pending.sha256, null);
  assert.equal(pending.size, PDF.length);

  const uploaded = await put(session.uploadUrl, PDF);
  assert.equal(uploaded.status, 200, await uploaded.clone().text());
  assert.equal(uploaded.headers.get('etag'), `"${sha256(PDF)}"`);
  const afterPut = fileStatusResponseSchema.strict().parse(await uploaded.json());
  assert.equal(afterPut.uploadStatus, 'UPLOADED');
  assert.equal(afterPut.sha256, sha256(PDF));
  assert.equal(afterPut.size, PDF.length);

  const stored = path.join(filesDir, 'M1', session.fileId);
  assert.deepEqual(readFileSync(stored), PDF, 'the bytes are kept under <filesDir>/<merchantId>/<fileId>');

  assert.equal(await advanceDueFiles(provider.deps, 100), 0, 'not due before the step delay');
  provider.clock.advance(provider.deps.config.sandboxStepMs);
  assert.ok((await advanceDueFiles(provider.deps, 100)) >= 1);
  assert.equal((await getStatus(session.fileId)).uploadStatus, 'PROCESSING');
  provider.clock.advance(provider.deps.config.sandboxStepMs);
  await advanceDueFiles(provider.deps, 100);
  const accepted = await getStatus(session.fileId);
  assert.equal(accepted.uploadStatus, 'ACCEPTED');
  assert.equal(accepted.rejectionReason, undefined);
  assert.ok(Date.parse(accepted.updatedAt) > Date.parse(accepted.createdAt));

  assert.deepEqual(
    (await eventsOf(session.fileId)).map((e) => [e.from, e.to, e.actor]),
    [
      ['PENDING', 'UPLOADED', 'api'],
      ['UPLOADED', 'PROCESSING', 'worker'],
      ['PROCESSING', 'ACCEPTED', 'worker'],
    ],
  );
  const [row] = await provider.database.db.select().from(files).where(eq(files.id, session.fileId));
  assert.equal(row?.nextStepAt, null, 'a final file is not scheduled any more');
});

test('REJECTED when the file name contains "reject" (sandbox magic value), with the reason', async () => {
  const session = await openSession({ fileName: 'Please-REJECT-me.pdf' });
  assert.equal((await put(session.uploadUrl, PDF)).status, 200);
  await processAll();
  const status = await getStatus(session.fileId);
  assert.equal(status.uploadStatus, 'REJECTED');
  assert.match(status.rejectionReason ?? '', /reject/);
  assert.deepEqual(
    (await eventsOf(session.fileId)).map((e) => e.to),
    ['UPLOADED', 'PROCESSING', 'REJECTED'],
  );
  assert.match((await eventsOf(session.fileId)).at(-1)?.reason ?? '', /reject/);
});

test('REJECTED when a PDF does not start with %PDF; a PNG is not held to that', async () => {
  const notPdf = Buffer.from('GIF89a this is not a pdf');
  const pdf = await openSession({ size: notPdf.length });
  assert.equal((await put(pdf.uploadUrl, notPdf)).status, 200);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const image = await openSession({
    fileName: 'passport.png',
    fileType: 'KYC_DOCUMENT',
    purpose: 'KYC',
    contentType: 'image/png',
    size: png.length,
  });
  assert.equal((await put(image.uploadUrl, png, 'image/png')).status, 200);
  await processAll();
  const refused = await getStatus(pdf.fileId);
  assert.equal(refused.uploadStatus, 'REJECTED');
  assert.match(refused.rejectionReason ?? '', /%PDF/);
  assert.equal((await getStatus(image.fileId)).uploadStatus, 'ACCEPTED');
});

test('file.processing and file.accepted webhooks are queued for a subscribed endpoint', async () => {
  const endpoint = await provider.request('/api/v1/webhook-endpoints', {
    method: 'POST',
    key: OTHER_API_KEY,
    headers: JSON_HEADERS,
    body: JSON.stringify({
      url: 'http://127.0.0.1:9/hooks',
      eventTypes: ['file.processing', 'file.accepted', 'file.rejected'],
    }),
  });
  assert.equal(endpoint.status, 201, await endpoint.clone().text());
  const session = await openSession({}, OTHER_API_KEY);
  assert.equal((await put(session.uploadUrl, PDF)).status, 200);
  await processAll();
  const messages = (await provider.database.db.execute(
    sql`select event_type, payload from provider.webhook_outbox where merchant_id = 'M2' order by created_at, id`,
  )) as unknown as {
    rows: { event_type: string; payload: { fileId: string; uploadStatus: string; final: boolean } }[];
  };
  const mine = messages.rows.filter((m) => m.payload.fileId === session.fileId);
  assert.deepEqual(mine.map((m) => m.event_type).sort(), ['file.accepted', 'file.processing']);
  assert.equal(mine.find((m) => m.event_type === 'file.accepted')?.payload.final, true);
});

test('over a real socket: the URL is on the Host the caller used, and 2 MB stream through; oversize is a 413', async () => {
  const server = createServer(getRequestListener(provider.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bytes = Buffer.alloc(2 * 1024 * 1024, 1);
    bytes.write('%PDF', 0);
    const created = await fetch(`${origin}/api/v1/files`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-api-key': TEST_API_KEY },
      body: JSON.stringify(sessionBody({ size: bytes.length })),
    });
    assert.equal(created.status, 201);
    const session = fileUploadSessionResponseSchema.parse(await created.json());
    assert.equal(new URL(session.uploadUrl).origin, origin);

    const tooBig = await fetch(session.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.concat([bytes, Buffer.from('x')]),
    });
    await expectError(tooBig, 413, 'PAYLOAD_TOO_LARGE');
    const uploaded = await fetch(session.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    assert.equal(fileStatusResponseSchema.parse(await uploaded.json()).sha256, sha256(bytes));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a bearer token whose merchant id is not a plain name cannot place files outside the files folder', async () => {
  // A token may only name a configured merchant (authenticate.ts): configure one with a hostile id.
  provider.deps.config.apiKeys.set('sk_test_escape', '../../escape');
  const token = await testJwt({ merchantId: '../../escape' });
  const created = await provider.request('/api/v1/files', {
    method: 'POST',
    key: null,
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    body: JSON.stringify(sessionBody()),
  });
  assert.equal(created.status, 201);
  const session = fileUploadSessionResponseSchema.parse(await created.json());
  assert.equal((await put(session.uploadUrl, PDF)).status, 200);
  assert.equal(existsSync(path.join(filesDir, '..', '..', 'escape', session.fileId)), false);
  const [merchantDir] = readdirSync(filesDir).filter((name) => name.startsWith('m_'));
  assert.ok(
    merchantDir && existsSync(path.join(filesDir, merchantDir, session.fileId)),
    'kept under a hashed folder inside filesDir',
  );
});

// ---------------------------------------------------------------- the upload's refusals

test('403 UPLOAD_NOT_ALLOWED for a tampered, missing or foreign signature, and for an unknown file', async () => {
  const session = await openSession();
  const url = new URL(session.uploadUrl);
  const tampered = new URL(url);
  tampered.searchParams.set(
    'signature',
    url.searchParams.get('signature')!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
  );
  await expectError(await put(tampered.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');

  const longer = new URL(url);
  longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  await expectError(await put(longer.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');

  for (const drop of ['signature', 'expires']) {
    const missing = new URL(url);
    missing.searchParams.delete(drop);
    await expectError(await put(missing.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');
  }
  const other = await openSession();
  const swapped = new URL(other.uploadUrl);
  swapped.pathname = url.pathname;
  await expectError(await put(swapped.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');

  const unknown = new URL(url);
  unknown.pathname = '/api/v1/files/file_000000000000000000000000/content';
  await expectError(await put(unknown.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');
  unknown.pathname = '/api/v1/files/..%2F..%2Fetc/content';
  await expectError(await put(unknown.toString(), PDF), 403, 'UPLOAD_NOT_ALLOWED');

  assert.equal((await getStatus(session.fileId)).uploadStatus, 'PENDING', 'nothing was taken');
  assert.equal((await put(session.uploadUrl, PDF)).status, 200, 'the real URL still works');
});

test('403 UPLOAD_NOT_ALLOWED once the URL has expired', async () => {
  const session = await openSession();
  provider.clock.advance(UPLOAD_URL_TTL_SECONDS * 1000);
  const body = await expectError(await put(session.uploadUrl, PDF), 403, 'UPLOAD_NOT_ALLOWED');
  assert.match(body.message, /expired/);
  assert.equal((await getStatus(session.fileId)).uploadStatus, 'PENDING');
});

test('403 UPLOAD_NOT_ALLOWED for a second upload, and the first bytes stay', async () => {
  const session = await openSession();
  assert.equal((await put(session.uploadUrl, PDF)).status, 200);
  const other = Buffer.from(PDF.toString().replace('1.7', '1.4'));
  assert.equal(other.length, PDF.length);
  const body = await expectError(await put(session.uploadUrl, other), 403, 'UPLOAD_NOT_ALLOWED');
  assert.match(body.message, /already uploaded/);
  assert.deepEqual(readFileSync(path.join(filesDir, 'M1', session.fileId)), PDF);
  assert.equal((await getStatus(session.fileId)).sha256, sha256(PDF));
});

test('concurrent uploads to one URL: exactly one is taken', async () => {
  const session = await openSession();
  const results = await Promise.all(Array.from({ length: 5 }, () => put(session.uploadUrl, PDF)));
  const statuses = results.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 403, 403, 403, 403]);
  assert.deepEqual(
    (await eventsOf(session.fileId)).map((e) => e.to),
    ['UPLOADED'],
  );
});

test('415 for a Content-Type other than the declared one, or none', async () => {
  const session = await openSession();
  for (const type of ['image/png', 'application/octet-stream', 'text/plain', null]) {
    const body = await expectError(await put(session.uploadUrl, PDF, type), 415, 'UNSUPPORTED_MEDIA_TYPE');
    assert.match(body.message, /application\/pdf/);
  }
  assert.equal(
    (await put(session.uploadUrl, PDF, 'Application/PDF; charset=binary')).status,
    200,
    'case and parameters do not matter',
  );
});

test('413 beyond the declared size (streamed or declared), 400 short of it; nothing is kept', async () => {
  const session = await openSession();
  const bigger = Buffer.concat([PDF, Buffer.from('x')]);
  const tooBig = await expectError(await put(session.uploadUrl, bigger), 413, 'PAYLOAD_TOO_LARGE');
  assert.match(tooBig.message, new RegExp(String(PDF.length)));
  await expectError(
    await put(session.uploadUrl, PDF, 'application/pdf', { 'content-length': String(PDF.length + 1) }),
    413,
    'PAYLOAD_TOO_LARGE',
  );
  const short = await expectError(
    await put(session.uploadUrl, PDF.subarray(0, PDF.length - 1)),
    400,
    'VALIDATION_FAILED',
  );
  assert.match(short.message, new RegExp(`${PDF.length - 1} bytes`));
  await expectError(await put(session.uploadUrl, new Uint8Array()), 400, 'VALIDATION_FAILED');
  assert.equal(existsSync(path.join(filesDir, 'M1', session.fileId)), false);
  assert.equal((await getStatus(session.fileId)).uploadStatus, 'PENDING');
  assert.equal((await put(session.uploadUrl, PDF)).status, 200, 'the exact size is taken afterwards');
});

test('a 10 MB upload streams through and is hashed', async () => {
  const big = Buffer.alloc(MAX_FILE_BYTES, 7);
  big.write('%PDF', 0);
  const session = await openSession({ size: big.length });
  const response = await put(session.uploadUrl, big);
  assert.equal(response.status, 200, await response.clone().text());
  assert.equal(fileStatusResponseSchema.parse(await response.json()).sha256, sha256(big));
});

// ---------------------------------------------------------------- the session's refusals

test('400 naming the field for each documented session rule', async () => {
  const cases: [Partial<SessionBody>, string, RegExp][] = [
    [{ size: 0 }, 'size', /at least 1 byte/],
    [{ size: MAX_FILE_BYTES + 1 }, 'size', /10 MB/],
    [{ size: 1.5 }, 'size', /whole number/],
    [{ contentType: 'text/plain' }, 'contentType', /application\/pdf, image\/png, image\/jpeg/],
    [{ fileType: 'SELFIE' }, 'fileType', /PAYMENT_SUPPORTING_DOCUMENT/],
    [{ purpose: 'FUN' }, 'purpose', /PAYMENT, PAYER, KYC/],
    [{ purpose: 'KYC' }, 'purpose', /must be PAYMENT for fileType PAYMENT_SUPPORTING_DOCUMENT/],
    [{ fileName: '../etc/passwd' }, 'fileName', /without a path/],
    [{ fileName: '  ' }, 'fileName', /must not be empty/],
    [{ fileName: 'a\u0000b.pdf' }, 'fileName', /NUL characters/],
  ];
  for (const [overrides, field, message] of cases) {
    const body = await expectError(await postSession(sessionBody(overrides)), 400, 'VALIDATION_FAILED');
    const detail = body.details.find((d) => d.field === field);
    assert.ok(detail, `${JSON.stringify(overrides)} → ${JSON.stringify(body.details)}`);
    assert.match(detail.message, message);
    assert.match(body.message, new RegExp(`^${field} `));
  }
  const missing = await expectError(await postSession({ fileName: 'x.pdf' }), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(missing.details.map((d) => d.field).sort(), ['contentType', 'fileType', 'purpose', 'size']);
});

test('contentType is read case-insensitively', async () => {
  const session = await openSession({ contentType: ' Application/PDF ' });
  assert.equal((await getStatus(session.fileId)).contentType, 'application/pdf');
});

test('every malformed session body is a 4xx in the error envelope, and opens nothing', async () => {
  const before = (await provider.database.db.select({ id: files.id }).from(files)).length;
  for (const variant of malformedBodies(sessionBody())) {
    const response = await provider.request('/api/v1/files', {
      method: 'POST',
      headers: { 'content-type': variant.contentType ?? 'application/json' },
      body: variant.body,
    });
    const text = await response.text();
    assert.ok(
      response.status >= 400 && response.status < 500,
      `${variant.label}: ${response.status} ${text.slice(0, 300)}`,
    );
    errorEnvelopeSchema.strict().parse(JSON.parse(text));
  }
  assert.equal((await provider.database.db.select({ id: files.id }).from(files)).length, before);
});

test('401 without a credential on the session and the status', async () => {
  await expectError(await postSession(sessionBody(), { key: null }), 401, 'UNAUTHENTICATED');
  const session = await openSession();
  await expectError(await provider.request(`/api/v1/files/${session.fileId}`, { key: null }), 401, 'UNAUTHENTICATED');
});

// ---------------------------------------------------------------- idempotency, isolation

test('Idempotency-Key: the same body replays the session (201), another body is a 409', async () => {
  const first = await postSession(sessionBody(), { idempotencyKey: 'file-key-1' });
  assert.equal(first.status, 201);
  const session = fileUploadSessionResponseSchema.parse(await first.json());
  const again = await postSession(sessionBody(), { idempotencyKey: 'file-key-1' });
  assert.equal(again.status, 201);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(fileUploadSessionResponseSchema.parse(await again.json()), session);
  const body = await expectError(
    await postSession(sessionBody({ fileName: 'other.pdf' }), { idempotencyKey: 'file-key-1' }),
    409,
    'IDEMPOTENCY_KEY_REUSED',
  );
  assert.deepEqual(body.details, [{ field: 'Idempotency-Key', message: 'was used for a different request' }]);
  await expectError(
    await postSession(sessionBody(), { idempotencyKey: 'bad key with spaces' }),
    400,
    'VALIDATION_FAILED',
  );
});

test('20 concurrent identical sessions under one Idempotency-Key open exactly one file', async () => {
  const body = sessionBody({ fileName: 'concurrent.pdf' });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => postSession(body, { idempotencyKey: 'file-concurrent-1' })),
  );
  const ids = new Set<string>();
  for (const response of responses) {
    assert.equal(response.status, 201, await response.clone().text());
    ids.add(fileUploadSessionResponseSchema.parse(await response.json()).fileId);
  }
  assert.equal(ids.size, 1);
  const rows = await provider.database.db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.fileName, 'concurrent.pdf'));
  assert.equal(rows.length, 1);
});

test("merchant M2 cannot read M1's file: 404, as for an unknown id", async () => {
  const session = await openSession();
  await expectError(
    await provider.request(`/api/v1/files/${session.fileId}`, { key: OTHER_API_KEY }),
    404,
    'NOT_FOUND',
  );
  await expectError(await provider.request('/api/v1/files/file_000000000000000000000000'), 404, 'NOT_FOUND');
  await expectError(await provider.request('/api/v1/files/not-an-id'), 404, 'NOT_FOUND');
});

// ---------------------------------------------------------------- assertFilesUsable

test('assertFilesUsable: UPLOADED, PROCESSING, ACCEPTED pass; unknown, foreign, PENDING, REJECTED are named', async () => {
  const uploaded = await openSession();
  await put(uploaded.uploadUrl, PDF);
  const accepted = await openSession();
  await put(accepted.uploadUrl, PDF);
  const rejected = await openSession({ fileName: 'reject.pdf' });
  await put(rejected.uploadUrl, PDF);
  await processAll();
  const fresh = await openSession();
  await put(fresh.uploadUrl, PDF);
  const pending = await openSession();
  const foreign = await openSession({}, OTHER_API_KEY);
  await put(foreign.uploadUrl, PDF);

  await provider.database.db.transaction((tx) =>
    assertFilesUsable(tx, 'M1', [fresh.fileId, accepted.fileId], 'compliance.supportingDocuments'),
  );
  await assertFilesUsable(provider.database.db, 'M1', [], 'compliance.supportingDocuments');

  await assert.rejects(
    assertFilesUsable(
      provider.database.db,
      'M1',
      [accepted.fileId, 'file_000000000000000000000000', foreign.fileId, pending.fileId, rejected.fileId, 'junk'],
      'documents',
      '.fileId',
    ),
    (error: unknown) => {
      const e = error as {
        code: string;
        status: number;
        message: string;
        details: { field: string; message: string }[];
      };
      assert.equal(e.code, 'FILE_NOT_USABLE');
      assert.equal(e.status, 422);
      assert.match(e.message, /^documents\.1\.fileId is not a file of this merchant/);
      assert.deepEqual(
        e.details.map((d) => d.field),
        ['documents.1.fileId', 'documents.2.fileId', 'documents.3.fileId', 'documents.4.fileId', 'documents.5.fileId'],
      );
      assert.match(e.details[2]!.message, /not been uploaded/);
      assert.match(e.details[3]!.message, /rejected/);
      return true;
    },
  );
});
