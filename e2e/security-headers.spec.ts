import { expect, test, type Page, type Response } from '@playwright/test';
import { signIn } from './fixtures';

/** The CSP's directives by name: `{ 'script-src': "'self' 'nonce-…' 'strict-dynamic'", … }`. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1).join(' ')]),
  );
}

/** Asserts the page headers of a desk answer and returns its script nonce. */
function expectPageHeaders(response: Response | null): string {
  expect(response, 'the page answered').not.toBeNull();
  const headers = response!.headers();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['script-src']).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(csp['frame-ancestors']).toBe("'none'");
  expect(csp['object-src']).toBe("'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The e2e server runs in sandbox mode on http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  return /'nonce-([^']+)'/.exec(csp['script-src']!)![1]!;
}

/** Collects the browser's CSP refusals on the page (a blocked script, style or image). */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the sign-in page: security headers, and every script Next wrote carries this answer’s nonce', async ({
  page,
}) => {
  const violations = watchCspViolations(page);
  const nonce = expectPageHeaders(await page.goto('/sign-in'));
  // The browser hides a nonce attribute from the DOM; the raw HTML shows it.
  const html = await (await page.request.get('/sign-in')).text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/\snonce="[^"]+"/);
  expect(nonce).not.toBe('');
  // Styles still apply (Tailwind's stylesheet), and the page is interactive (hydrated).
  await expect(page.locator('main').first()).toHaveCSS('display', 'flex');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your password')).toBeVisible();
  expect(violations).toEqual([]);
});

test('each answer has a fresh nonce', async ({ page }) => {
  const first = expectPageHeaders(await page.goto('/sign-in'));
  const second = expectPageHeaders(await page.reload());
  expect(second).not.toBe(first);
});

test('signed-in pages carry the headers and run without a CSP refusal (QR code, comboboxes, fonts)', async ({
  page,
}) => {
  const violations = watchCspViolations(page);
  await signIn(page, 'operator');
  for (const path of ['/', '/remittances', '/payers', '/compose/transaction', '/api-reference']) {
    expectPageHeaders(await page.goto(path));
    await expect(page.getByTestId('current-user')).toBeVisible();
  }
  expectPageHeaders(await page.goto('/deposits?asset=USDT&network=ETHEREUM&sourceCountry=SG'));
  await expect(page.getByRole('img', { name: /QR code of the address/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code of the address/ }).locator('svg')).toBeVisible();

  await page.goto('/payers/new');
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  await country.click();
  await country.pressSequentially('singa');
  await expect(country).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Singapore' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the session cookie is HttpOnly, SameSite=Lax, and not Secure on plain http', async ({ page }) => {
  await signIn(page, 'viewer');
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('session_token'));
  expect(session, `a session cookie among ${cookies.map((c) => c.name).join(', ')}`).toBeDefined();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Lax');
  expect(session!.secure).toBe(false);
  expect(session!.name.startsWith('__Secure-')).toBe(false);
});

test('a cross-origin server-action call is refused with 403, a same-origin one is not', async ({ page }) => {
  await signIn(page, 'operator');
  const post = (origin: string) =>
    page.request.post('/payers/new', {
      headers: { 'Next-Action': '00'.repeat(21), Origin: origin, 'Content-Type': 'text/plain;charset=UTF-8' },
      data: '[]',
      maxRedirects: 0,
    });
  const crossOrigin = await post('https://attacker.example');
  expect(crossOrigin.status()).toBe(403);
  expect(crossOrigin.headers()['x-content-type-options']).toBe('nosniff');
  // Same origin reaches Next, which answers for an action it does not know — never a 403 or a 500.
  const baseURL = new URL(page.url()).origin;
  const sameOrigin = await post(baseURL);
  expect(sameOrigin.status()).not.toBe(403);
  expect(sameOrigin.status()).toBeLessThan(500);
});

test('the API answers with nosniff and no-store, not the page policy', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['content-security-policy']).toBeUndefined();
});
