import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { contentTypeOf, fileProblem, formatBytes, isCitable } from './accept';

describe('fileProblem', () => {
  test('takes PDF, PNG and JPEG up to 10 MB', () => {
    assert.equal(fileProblem({ name: 'invoice.pdf', type: 'application/pdf', size: 1200 }), undefined);
    assert.equal(fileProblem({ name: 'scan.JPG', type: '', size: 10 * 1024 * 1024 }), undefined);
  });

  test('names the file and what is wrong', () => {
    assert.equal(
      fileProblem({
        name: 'notes.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
      'notes.docx is not a PDF, PNG or JPEG file.',
    );
    assert.equal(
      fileProblem({ name: 'big.pdf', type: 'application/pdf', size: 12 * 1024 * 1024 }),
      'big.pdf is 12.0 MB; files may be at most 10 MB.',
    );
    assert.equal(fileProblem({ name: 'blank.png', type: 'image/png', size: 0 }), 'blank.png is empty.');
  });
});

describe('contentTypeOf', () => {
  test("the browser's type, else the extension", () => {
    assert.equal(contentTypeOf({ name: 'a.bin', type: 'image/png' }), 'image/png');
    assert.equal(contentTypeOf({ name: 'a.jpeg', type: 'application/octet-stream' }), 'image/jpeg');
    assert.equal(contentTypeOf({ name: 'a.pdf', type: 'text/plain' }), undefined);
  });
});

test('formatBytes', () => {
  assert.deepEqual([formatBytes(512), formatBytes(2048), formatBytes(3 * 1024 * 1024)], ['512 B', '2.0 KB', '3.0 MB']);
});

test('a file is citable from UPLOADED on, never PENDING or REJECTED', () => {
  assert.deepEqual((['PENDING', 'UPLOADED', 'PROCESSING', 'ACCEPTED', 'REJECTED'] as const).map(isCitable), [
    false,
    true,
    true,
    true,
    false,
  ]);
});
