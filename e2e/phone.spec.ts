import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './fixtures';
import { corridor, individualRecipient, individualSender, parties, quoteAndReview, submitAndLand } from './composer';

/*
 * The desk on a phone (390 × 844): a compact bar with the menu, the navigation in a drawer, and a
 * p2p composed, sent and read there — every page it visits without sideways scrolling and clean
 * under axe.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectFitsTheScreen(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(width);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test('on a phone: sign in, open the menu, compose a p2p, send it and read its page', async ({ page }) => {
  const user = await signIn(page, 'operator');

  // The bar at the top is short; the sidebar's navigation is not on screen until the menu opens.
  const bar = page.getByRole('banner');
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeLessThan(80);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Find anything' })).toBeVisible();
  await expectFitsTheScreen(page);
  await expectNoSeriousViolations(page);

  // The menu: a labelled dialog with the navigation and the person; Escape closes it.
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(drawer(page)).toContainText(user.name);
  await expect(drawer(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: /theme/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Focus stays in the drawer: Tab through more stops than it holds and it never leaves.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    if (!inside) expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  // Following a link closes the drawer.
  await menuButton(page).click();
  await drawer(page).getByRole('link', { name: 'New transaction' }).click();
  await expect(page.getByRole('heading', { name: 'New transaction' })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expectFitsTheScreen(page);

  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await expectNoSeriousViolations(page);
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  const reference = await quoteAndReview(page);
  await expectFitsTheScreen(page);
  await expectNoSeriousViolations(page);
  await submitAndLand(page, reference);

  // Its page: the reference, the status as it moves, the people and the money, on one narrow column.
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByTestId('remittance-status')).toHaveText(/Acknowledged|Pending|Success|Paid out/i);
  await expect(page.getByTestId('timeline-event').first()).toBeVisible();
  await expect(page.locator('main')).toContainText('Grace Ann Miller');
  await expectFitsTheScreen(page);
  await expectNoSeriousViolations(page);

  // The drawer from the remittance page, and its own page's link marked current.
  await menuButton(page).click();
  await expect(drawer(page).getByRole('link', { name: 'Remittances' })).toHaveAttribute('aria-current', 'page');
  await drawer(page).getByRole('button', { name: 'Close' }).click();
  await expect(drawer(page)).toBeHidden();
});
