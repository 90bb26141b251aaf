import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { control as field, group } from './composer';

/*
 * The composer without a mouse: every control is reached with Tab and operated with the keys a
 * keyboard user has (typing, arrows, Enter). Only the sign-in uses the ordinary fixture.
 */

// Date inputs take their segments in the locale's order: typed as MMDDYYYY below.
test.use({ locale: 'en-US' });

const MAX_TABS = 300;

/** Presses Tab until `target` has the focus; fails when it is not reachable that way. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${MAX_TABS} presses of Tab: ${target}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** A date input, typed segment by segment (month, day, year in en-US). */
async function typeDate(page: Page, target: Locator, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await tabTo(page, target);
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(target).toHaveValue(isoDate);
}

/** A native select: type the start of the option's text (the browser's type-ahead picks it). */
async function selectByTyping(page: Page, target: Locator, optionText: string) {
  await tabTo(page, target);
  await page.keyboard.type(optionText);
  await expect(target.locator('option:checked')).toHaveText(optionText);
}

/** A combobox of components/forms/combobox.tsx: type to filter, arrow to the option, Enter. */
async function pickInCombobox(page: Page, target: Locator, search: string, optionText: string) {
  await tabTo(page, target);
  await page.keyboard.type(search);
  await expect(target).toHaveAttribute('aria-expanded', 'true');
  const highlighted = async () => {
    const id = await target.getAttribute('aria-activedescendant');
    return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  };
  for (let presses = 0; !(await highlighted()).startsWith(optionText); presses++) {
    if (presses > 20) throw new Error(`no option "${optionText}" among the matches of "${search}"`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(target).toHaveAttribute('aria-expanded', 'false');
  await expect(target).toHaveValue(optionText);
}

async function pressButton(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('a p2p remittance composed and submitted with the keyboard alone', async ({ page }) => {
  await signIn(page, 'operator');
  await tabTo(page, page.getByRole('link', { name: 'New transaction' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New transaction' })).toBeVisible();

  // The type radios are one group: Tab lands on the checked one, arrows move (and wrap).
  await tabTo(page, page.getByRole('radio', { name: /^b2b ·/ }));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /^p2p ·/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^p2p ·/ })).toBeFocused();

  const transfer = group(page, 'Corridor and amount');
  await pickInCombobox(page, field(transfer, 'Receiving country'), 'Nigeria', 'Nigeria');
  await expect(field(transfer, 'Payout currency')).toHaveValue(/NGN/);
  await typeInto(page, field(transfer, 'Amount they receive'), '250000');
  await selectByTyping(page, field(transfer, 'Remittance purpose'), 'Gift');
  await selectByTyping(page, field(transfer, 'Source of funds'), 'Salary');
  await selectByTyping(page, field(transfer, 'Recipient’s relationship to the sender'), 'Brother');

  const sender = group(page, 'Individual sender');
  await typeInto(page, field(sender, 'First name'), 'Grace');
  await typeInto(page, field(sender, 'Last name'), 'Miller');
  await typeInto(page, field(sender, 'Full name'), 'Grace Ann Miller');
  await pickInCombobox(page, field(sender, 'Nationality'), 'United States', 'United States of America');
  await typeDate(page, field(sender, 'Date of birth'), '1985-09-14');
  await selectByTyping(page, field(sender, 'Sender ID 1: type'), 'Passport');
  await typeInto(page, field(sender, 'Sender ID 1: number'), 'P56781234');
  await typeDate(page, field(sender, 'Sender ID 1: expires on'), '2031-03-09');
  await typeInto(page, field(sender, 'Address line 1'), '1600 Park Avenue');
  await typeInto(page, field(sender, 'City'), 'Washington');
  await pickInCombobox(page, field(sender, 'Country'), 'United States', 'United States of America');

  const recipient = group(page, 'Individual recipient');
  await typeInto(page, field(recipient, 'First name'), 'Ada');
  await typeInto(page, field(recipient, 'Last name'), 'Eze');
  await typeInto(page, field(recipient, 'Full name'), 'Ada Ngozi Eze');

  await typeInto(page, field(group(page, 'Debit party'), 'Debit party 1: value'), '+14155550123');
  await typeInto(page, field(group(page, 'Credit party'), 'Credit party 1: value'), '0123456789');

  // Quotes are short-lived in the journeys: quote only now, then go straight on.
  await pressButton(page, 'Get quote');
  await expect(page.getByRole('heading', { name: 'Quote' })).toBeVisible();
  await pressButton(page, 'Continue to review');
  await expect(page.getByTestId('wire-json')).toBeAttached();
  const reference = (await page.getByTestId('draft-reference').textContent())!.trim();
  await pressButton(page, 'Submit remittance');
  await page.waitForURL(`**/remittances/${reference}`);
});

test('a country typed whole and taken with ↓ Enter is that country, not the match after it', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  const nationality = field(group(page, 'Individual sender'), 'Nationality');
  await nationality.click();
  await page.keyboard.type('United States');
  await expect(nationality).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(nationality).toHaveValue('United States of America');
  // Typing and Enter alone still take the best match.
  const country = field(group(page, 'Individual sender'), 'Country');
  await country.click();
  await page.keyboard.type('Nigeria');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Nigeria');
});
