/** Password lengths: better-auth's minimum (lib/auth/auth.ts `minPasswordLength`) and its default maximum. Zod-free, for forms' hints. */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
