import assert from 'node:assert/strict';
import { test } from 'node:test';
import { partyDocument } from './documents';

const cited = { fileId: 'file_1', type: 'CR_CERT' };
const file = (
  uploadStatus: 'PENDING' | 'UPLOADED' | 'PROCESSING' | 'ACCEPTED' | 'REJECTED',
  rejectionReason?: string,
) => ({
  fileName: 'certificate-of-incorporation.pdf',
  uploadStatus,
  rejectionReason,
});

test("a payer's document: its type's name, and 'Accepted' or 'Rejected:' with the reason in words", () => {
  assert.deepEqual(partyDocument(cited, file('ACCEPTED')), {
    fileId: 'file_1',
    type: 'Certificate of incorporation',
    fileName: 'certificate-of-incorporation.pdf',
    status: 'Accepted',
    tone: 'good',
    citable: true,
  });
  const rejected = partyDocument(
    cited,
    file('REJECTED', 'The content is not a PDF document (it does not start with %PDF)'),
  );
  assert.equal(rejected.status, 'Rejected: the file is not a real PDF document (it may be damaged or renamed)');
  assert.equal(rejected.citable, false, 'a new version does not cite a rejected file');
  assert.equal(partyDocument(cited, file('PROCESSING')).status, 'Being checked');
  assert.equal(partyDocument(cited, file('PENDING')).citable, false);
  assert.equal(partyDocument(cited, undefined).status, 'Its status could not be read from the payments service');
});
