import assert from 'node:assert/strict';
import { test } from 'node:test';
import { draftState } from './draft-state';

test('a draft says where it stands with review and offers only what that allows', () => {
  assert.deepEqual(draftState(), {
    words: 'Not submitted',
    tone: 'neutral',
    resume: 'Resume',
    remove: true,
    review: false,
  });
  const held = draftState({ status: 'in_review', reason: null });
  assert.equal(held.remove, false, 'no Delete on a draft in review (it was refused only after "Yes, delete")');
  assert.equal(held.review, true);
  const returned = draftState({ status: 'returned', reason: 'The ID has expired' });
  assert.equal(returned.words, 'Returned to you: The ID has expired');
  assert.equal(returned.resume, 'Fix and resubmit');
  const rejected = draftState({ status: 'rejected', reason: 'Confirmed sanctions match' });
  assert.equal(rejected.resume, null, 'no Resume on a rejected remittance');
  assert.equal(rejected.words, 'Rejected: Confirmed sanctions match');
  assert.equal(draftState({ status: 'approved', reason: null }).remove, false);
});
