import { test } from 'node:test';
import assert from 'node:assert/strict';
import { can, ROLES, type Role } from '@/lib/auth/roles';
import { searchablePages, visibleSections, type NavAccess } from './nav-sections';

/** What the shell grants each role (as components/shell/app-shell.tsx computes it). */
function accessOf(role: Role, sandbox = true): NavAccess {
  return {
    compose: can(role, 'remittances:compose'),
    review: can(role, 'review:read'),
    audit: can(role, 'audit:read'),
    webhooks: can(role, 'webhooks:read'),
    settings: can(role, 'settings:manage'),
    sandboxClock: sandbox && can(role, 'sandbox:clock'),
  };
}

const titles = (role: Role) => visibleSections(accessOf(role)).map((section) => section.title ?? '(top)');
const labels = (role: Role) => visibleSections(accessOf(role)).flatMap((s) => s.links.map((link) => link.label));

test('a viewer sees no composing, no compliance and no settings, and no empty group', () => {
  assert.deepEqual(titles('viewer'), ['(top)', 'Counterparties', 'Funds', 'Desk']);
  for (const hidden of ['New transaction', 'Drafts', 'Review queue', 'Audit trail', 'Settings', 'Webhooks'])
    assert.ok(!labels('viewer').includes(hidden), hidden);
  assert.ok(labels('viewer').includes('Demo'));
});

test('a reviewer has the compliance group but not the settings; an operator composes but does not review', () => {
  assert.ok(titles('reviewer').includes('Compliance'));
  assert.ok(labels('reviewer').includes('Screening list'));
  assert.ok(!labels('reviewer').includes('Settings'));
  assert.ok(titles('operator').includes('Send'));
  assert.ok(!titles('operator').includes('Compliance'));
});

test('an admin sees every group; a link is listed once', () => {
  assert.deepEqual(titles('admin'), ['(top)', 'Send', 'Counterparties', 'Funds', 'Compliance', 'Desk']);
  for (const role of ROLES) assert.equal(new Set(labels(role)).size, labels(role).length, role);
});

test('the search finds the settings pages left out of the navigation, for admins only, the clock in sandbox mode only', () => {
  const found = (access: NavAccess) => searchablePages(access).map((page) => page.label);
  assert.ok(found(accessOf('admin')).includes('API connection'));
  assert.ok(found(accessOf('admin')).includes('Sandbox clock'));
  assert.ok(!found(accessOf('admin', false)).includes('Sandbox clock'));
  assert.ok(!found(accessOf('operator')).includes('API connection'));
  assert.ok(found(accessOf('viewer')).includes('Preferences'));
});
