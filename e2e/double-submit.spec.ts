import { expect, test, type Page } from '@playwright/test';
import {
  control,
  corridor,
  group,
  individualRecipient,
  individualSender,
  parties,
  quoteAndReview,
  type,
} from './composer';
import { signIn } from './fixtures';

/*
 * One draft open in two tabs of one browser, edited differently in each and submitted from both
 * at once: one submit wins (sent, or held for review), the other says the draft was already
 * submitted and links to where it went — never one body sent and the other held.
 */

/** What became of a tab's submit: it landed on the remittance or its review, or was refused. */
async function outcomeOf(page: Page, reference: string): Promise<'submitted' | 'refused'> {
  let outcome: 'submitted' | 'refused' | 'pending' = 'pending';
  await expect
    .poll(
      async () => {
        const path = new URL(page.url()).pathname;
        if (path === `/remittances/${reference}` || path === `/review/${reference}`) outcome = 'submitted';
        else if ((await page.getByTestId('already-submitted').count()) > 0) outcome = 'refused';
        return outcome;
      },
      { timeout: 60_000 },
    )
    .not.toBe('pending');
  return outcome as 'submitted' | 'refused';
}

test('the same draft in two tabs, different edits, both submitted: one wins, the other says already submitted with a link', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, 'operator');

  // A p2p draft, saved (its id in the address), then opened again in a second tab.
  await first.goto('/compose/transaction');
  await first.getByRole('radio', { name: /^p2p ·/ }).check();
  await corridor(first, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(first);
  await individualRecipient(first);
  await parties(first, { value: '0123456789' });
  await first.waitForURL(/[?&]draft=/);
  // The last change is saved half a second after it was typed.
  await first.waitForTimeout(1_500);
  await expect(first.getByTestId('draft-status')).toContainText('Draft saved');
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(control(group(second, 'Credit party'), 'Credit party 1: value')).toHaveValue('0123456789');

  // Different edits: the first tab renames the recipient; the second sends USD 12,000 (a rule holds that).
  await type(group(first, 'Individual recipient'), 'Full name', 'Ada N. Eze');
  const block = group(second, 'Corridor and amount');
  await block.getByLabel('What you send').check();
  await type(block, 'Amount you send', '12000');
  // Quoted together: a journey's quote lives 20 s.
  const [reference, seen] = await Promise.all([quoteAndReview(first), quoteAndReview(second)]);
  expect(seen).toBe(reference);

  // Both submitted at once.
  await Promise.all([
    first.getByRole('button', { name: 'Submit remittance' }).click(),
    second.getByRole('button', { name: 'Submit remittance' }).click(),
  ]);
  const outcomes = await Promise.all([outcomeOf(first, reference), outcomeOf(second, reference)]);
  expect([...outcomes].sort()).toEqual(['refused', 'submitted']);
  const winner = outcomes[0] === 'submitted' ? first : second;
  const loser = winner === first ? second : first;
  const went = new URL(winner.url()).pathname;

  // The refused tab says so and links to where the draft went.
  await expect(loser.getByTestId('already-submitted')).toContainText(/already submitted|being submitted/);
  const link = loser.getByRole('link', { name: /Open (its review|the remittance)/ });
  await expect(link).toHaveAttribute('href', went);
  await link.click();
  await loser.waitForURL(`**${went}`);
  await expect(loser.getByText(reference).first()).toBeVisible();

  // One submission: sent and not held, or held once (round 1) and not sent.
  if (went.startsWith('/review/')) {
    await expect(loser.getByText('waiting for review').first()).toBeVisible();
    await expect(loser.getByText(/round 2/)).toHaveCount(0);
  } else {
    await loser.goto('/remittances');
    const held = loser.locator('section', {
      has: loser.getByRole('heading', { name: 'Held for compliance review', exact: true }),
    });
    await expect(held.getByText(reference)).toHaveCount(0);
  }
  await context.close();
});
