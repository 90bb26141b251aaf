/**
 * Presenter mode (issue 17): a person's own display choice for showing the desk to partners —
 * personal data masked whatever the role, a "SANDBOX" watermark, larger type and the messages
 * exchanged beside a remittance. Kept in a cookie the server reads on every request, so the first
 * byte of a page is already masked; zod-free and browser-safe (the toggle sets the same cookie).
 */
export const PRESENTER_COOKIE = 'presenter';

/** The cookie's value when presenter mode is on; anything else (or none) is off. */
export const PRESENTER_ON = 'on';

export function presenterFromCookie(value: string | undefined): boolean {
  return value === PRESENTER_ON;
}
