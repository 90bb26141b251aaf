import { expect, test, type Page } from '@playwright/test';
import { corridor, group, individualRecipient, individualSender, parties, quoteAndReview, type } from './composer';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './fixtures';
import { callServerAction } from './server-actions';

/*
 * Compliance review, as its three kinds of users live it: the operator composes, a rule or a
 * finding holds the remittance unsent, the reviewer returns, approves or rejects it, and the admin
 * reads it all in the audit trail, whose chain holds.
 */

async function composeP2p(
  page: Page,
  options: {
    amount: string;
    amountType?: 'SEND' | 'RECEIVE';
    idExpires?: string;
    recipient?: Parameters<typeof individualRecipient>[1];
  },
): Promise<string> {
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await corridor(page, {
    amount: options.amount,
    amountType: options.amountType,
    purpose: 'Gift',
    source: 'Salary',
    relationship: 'Brother',
  });
  await individualSender(page, { idExpires: options.idExpires });
  await individualRecipient(page, options.recipient);
  await parties(page, { value: '0123456789' });
  return quoteAndReview(page);
}

async function submitAndHold(page: Page, reference: string) {
  await page.getByRole('button', { name: 'Submit remittance' }).click();
  await page.waitForURL(`**/review/${reference}`);
  await expect(page.getByText('waiting for review').first()).toBeVisible();
}

const row = (page: Page, field: string) => page.locator(`li[data-field="${field}"]`);
/** A card of the page, found by its heading. */
const card = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });

test('held, returned with a comment at its field, fixed, approved and sent; another rejected; all of it audited', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const operator = await (await browser.newContext()).newPage();
  const reviewer = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await signIn(operator, 'operator');
  await signIn(reviewer, 'reviewer');
  await signIn(admin, 'admin');

  // 1. An expired passport, and an amount above the USD threshold: both wait, unsent.
  const expired = await composeP2p(operator, { amount: '250000', idExpires: '2025-01-10' });
  await submitAndHold(operator, expired);
  await expect(operator.getByText('Findings').first()).toBeVisible();
  await expect(row(operator, 'senderKyc.idDocument.0.expiryDate')).toContainText('expired');
  const large = await composeP2p(operator, { amount: '12000', amountType: 'SEND' });
  await submitAndHold(operator, large);
  await expect(operator.getByText('USD 10,000 or more').first()).toBeVisible();

  // The maker sees no approve control, and the server action refuses them.
  await expect(operator.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const refused = await callServerAction(operator, 'approveRemittanceAction', [{ reference: large, round: 1 }]);
  expect(refused).toContain('may not do this');
  await operator.goto('/remittances');
  await expect(card(operator, 'Held for compliance review')).toContainText(expired);

  // 2. The reviewer finds both in the queue, returns the first with a comment at the expiry field.
  await reviewer.goto('/review');
  await expect(reviewer.getByRole('link', { name: expired })).toBeVisible();
  await expect(reviewer.getByRole('link', { name: large })).toBeVisible();
  await reviewer.getByRole('link', { name: expired }).click();
  const expiry = row(reviewer, 'senderKyc.idDocument.0.expiryDate');
  await expiry.locator('summary').click();
  await expiry.getByLabel('Needs fix').check();
  await expiry.getByLabel('What needs fixing').fill('The passport has expired: use a valid one');
  await expiry.getByRole('button', { name: 'Save verdict' }).click();
  await expect(expiry.getByText('The passport has expired: use a valid one')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Return to maker' }).first().click();
  await reviewer.getByLabel('What the maker should do').fill('Please fix the sender’s ID document');
  await reviewer.getByRole('button', { name: 'Return to maker' }).last().click();
  await expect(reviewer.getByTestId('decision-reason')).toHaveText('Please fix the sender’s ID document');

  // 3. The operator reopens the draft: the comment is there as a checklist; fixes and resubmits.
  // The drafts list says it was returned, with the reviewer's words, and offers to fix it (not to delete it unseen).
  await operator.goto('/compose/drafts');
  const returnedRow = operator.getByTestId('draft-row').filter({ hasText: expired });
  await expect(returnedRow.getByTestId('draft-status')).toHaveText(
    'Returned to you: Please fix the sender’s ID document',
  );
  await expect(returnedRow.getByRole('link', { name: 'Open review' })).toBeVisible();
  await operator.getByRole('link', { name: `Fix and resubmit draft ${expired}` }).click();
  const checklist = operator.getByRole('region', { name: /Returned by compliance/ });
  await expect(checklist).toContainText('The passport has expired: use a valid one');
  await checklist.getByRole('button', { name: 'Go to field' }).click();
  await type(group(operator, 'Individual sender'), 'Sender ID 1: expires on', '2031-03-09');
  await quoteAndReview(operator);
  await submitAndHold(operator, expired);

  // 4. The reviewer sees what changed, approves; it is sent and tracked to a final status.
  await reviewer.goto(`/review/${expired}`);
  await expect(reviewer.getByTestId('changes')).toContainText('2031-03-09');
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  // The page now says it was sent (and, had the quote expired meanwhile, how far the rate moved).
  await expect(reviewer.getByRole('link', { name: 'Track it' })).toBeVisible();
  await reviewer.goto(`/remittances/${expired}`);
  await expect(reviewer.getByTestId('remittance-status')).toHaveText(/Success|Failed|Returned|Cancelled/i, {
    timeout: 45_000,
  });

  // 5. The second is rejected with a reason, which the operator reads.
  await reviewer.goto(`/review/${large}`);
  await reviewer.getByRole('button', { name: 'Reject' }).first().click();
  await reviewer.getByLabel(/Why it is rejected/).fill('Source of funds not evidenced for this amount');
  await reviewer.getByRole('button', { name: 'Reject remittance' }).click();
  await operator.goto(`/review/${large}`);
  await expect(operator.getByTestId('decision-reason')).toHaveText('Source of funds not evidenced for this amount');

  // 6. The compliance dossier has it all on one page; the admin sees all of it in the audit trail, and the chain holds.
  await admin.goto(`/review/${expired}`);
  await admin.getByRole('link', { name: 'Compliance dossier' }).click();
  await expect(admin.getByText('Compliance dossier', { exact: true })).toBeVisible();
  // Both rounds: the first with its finding, the verdict and the return's comment; the second approved.
  const roundOne = admin.getByTestId('dossier-round-1');
  await expect(roundOne.getByTestId('round-outcome')).toContainText('Returned to the maker by Rita Reviewer');
  await expect(roundOne.getByTestId('round-outcome')).toContainText('Please fix the sender’s ID document');
  await expect(roundOne).toContainText('Sender — expiry date of ID document 1');
  await expect(roundOne.getByRole('table', { name: 'Field verdicts' })).toContainText('The passport has expired');
  const roundTwo = admin.getByTestId('dossier-round-2');
  await expect(roundTwo.getByTestId('round-outcome')).toContainText('Approved and sent');
  await expect(roundTwo.getByRole('table', { name: 'Approvals' })).toContainText('Rita Reviewer');
  const download = await admin.request.get(`/api/desk/remittances/${expired}/dossier`);
  expect(download.headers()['content-disposition']).toContain('attachment');
  const dossier = (await download.json()) as {
    approvals: unknown[];
    rounds: { round: number; findings: unknown[]; outcome: { status: string; reason: string | null } }[];
    timeline: { source: string }[];
  };
  expect(dossier.approvals).toHaveLength(1);
  expect(dossier.rounds.map((r) => [r.round, r.outcome.status])).toEqual([
    [1, 'returned'],
    [2, 'sent'],
  ]);
  expect(dossier.rounds[0]!.findings.length).toBeGreaterThan(0);
  expect(dossier.rounds[0]!.outcome.reason).toBe('Please fix the sender’s ID document');
  expect(dossier.timeline[0]?.source).toBe('submit');
  await admin.goto(`/audit?remittance=${expired}`);
  for (const action of [
    'transactions.submit',
    'review.field-verdict',
    'review.return',
    'review.approve',
    'remittance.status',
    'dossier.view',
  ])
    await expect(admin.getByText(action).first()).toBeVisible();
  await admin.goto(`/audit?remittance=${large}`);
  await expect(admin.getByText('review.reject').first()).toBeVisible();
  await admin.getByRole('button', { name: /Verify/ }).click();
  await expect(admin.getByText(/The chain holds/)).toBeVisible();
});

test('screening: a recipient named like a listed person, in other accents and word order, is caught and explained; a reviewer dismisses it', async ({
  browser,
}) => {
  const operator = await (await browser.newContext()).newPage();
  const reviewer = await (await browser.newContext()).newPage();
  await signIn(operator, 'operator');
  await signIn(reviewer, 'reviewer');
  const reference = await composeP2p(operator, {
    amount: '100000',
    recipient: { first: 'Bjorn', last: 'Lindqvist', full: 'Lindqvist Bjorn Akeson' },
  });
  await submitAndHold(operator, reference);

  await reviewer.goto(`/review/${reference}`);
  await expectNoSeriousViolations(reviewer);
  const screening = card(reviewer, 'Screening');
  await expect(screening).toContainText('resembles “Björn Åkesson-Lindqvist”');
  await expect(screening.getByRole('table', { name: 'How the name parts were matched' })).toContainText('akeson');
  await expect(screening).toContainText(/score 0\.\d\d/);
  await screening.getByText('Dismiss as a false positive').click();
  await screening
    .getByLabel('Why this is not the listed person')
    .fill('Different person: born 1990, Swedish ID checked');
  await screening.getByRole('button', { name: 'Dismiss hit' }).click();
  await expect(screening).toContainText(
    'Dismissed as a false positive: “Different person: born 1990, Swedish ID checked”',
  );
});

test('maker-checker holds for an admin too: no approve control on what they composed, and the server refuses it', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const reference = await composeP2p(admin, { amount: '250000', idExpires: '2025-02-01' });
  await submitAndHold(admin, reference);
  await expect(admin.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(admin.getByTestId('approve-blocked')).toHaveText(
    'You cannot approve this remittance. You composed or last edited this remittance, so someone else must approve it.',
  );
  const refused = await callServerAction(admin, 'approveRemittanceAction', [{ reference, round: 1 }]);
  expect(refused).toContain('someone else must approve it');
  // Returning or rejecting stays open to them: only approving is the checker's.
  await expect(admin.getByRole('button', { name: 'Return to maker' })).toBeVisible();
});
