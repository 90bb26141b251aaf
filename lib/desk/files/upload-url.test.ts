import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loopbackOrigins, uploadUrlForBrowser } from './upload-url';

const signed = 'http://127.0.0.1:3000/api/v1/files/file_abc/content?expires=1&signature=ff';

test("a URL on this server becomes a path on the page's own origin", () => {
  assert.equal(
    uploadUrlForBrowser(signed, loopbackOrigins(3000)),
    '/api/v1/files/file_abc/content?expires=1&signature=ff',
  );
});

test("another deployment's URL is kept whole", () => {
  assert.equal(
    uploadUrlForBrowser('https://payments.example.com/api/v1/files/x/content?s=1', loopbackOrigins(3000)),
    'https://payments.example.com/api/v1/files/x/content?s=1',
  );
  assert.equal(uploadUrlForBrowser(signed, loopbackOrigins(3100)), signed);
});
