import { test } from 'node:test';
import assert from 'node:assert/strict';
import { can, PERMISSIONS, ROLES } from './roles';

test('viewers can read but never simulate a deposit or see PII', () => {
  assert.equal(can('viewer', 'balances:read'), true);
  assert.equal(can('viewer', 'sandbox:simulate-deposit'), false);
  assert.equal(can('viewer', 'pii:read'), false);
});

test('operators may simulate deposits; reviewers may not', () => {
  assert.equal(can('operator', 'sandbox:simulate-deposit'), true);
  assert.equal(can('reviewer', 'sandbox:simulate-deposit'), false);
});

test('every permission names only known roles, and admin holds all of them', () => {
  for (const [permission, roles] of Object.entries(PERMISSIONS)) {
    for (const role of roles) assert.ok(ROLES.includes(role), `${permission}: ${role}`);
    assert.ok((roles as readonly string[]).includes('admin'), permission);
  }
});
