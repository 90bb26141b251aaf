import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readJson } from './use-polling';

/* What an island shows when a read of its route fails: the failure in words, never a stack. */

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = (status: number, body: string) => async () => new Response(body, { status });

test('readJson answers the JSON body of a successful read', async () => {
  globalThis.fetch = answer(200, '{"status":"PENDING"}');
  assert.deepEqual(await readJson(`/api/x`, new AbortController().signal, 'The status could not be refreshed'), {
    status: 'PENDING',
  });
});

test('readJson words a refusal, a lost connection and an unreadable answer', async () => {
  const signal = new AbortController().signal;
  globalThis.fetch = answer(503, '{"ok":false,"message":"internal detail"}');
  await assert.rejects(readJson('/api/x', signal, 'The status could not be refreshed'), {
    message: 'The status could not be refreshed (HTTP 503)',
  });
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  await assert.rejects(readJson('/api/x', signal, 'The status could not be refreshed'), {
    message: 'The status could not be refreshed (no connection)',
  });
  globalThis.fetch = answer(200, '<html>');
  await assert.rejects(readJson('/api/x', signal, 'The status could not be refreshed'), {
    message: 'The status could not be refreshed (an unreadable answer)',
  });
});

test('readJson lets an abort through as an abort, so the poller drops it silently', async () => {
  const controller = new AbortController();
  globalThis.fetch = async () => {
    controller.abort();
    throw new DOMException('aborted', 'AbortError');
  };
  await assert.rejects(readJson('/api/x', controller.signal, 'The status could not be refreshed'), {
    name: 'AbortError',
  });
});
