// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The database drivers must exist once per process: Next must not bundle its own copies
  // (see lib/db/client.ts — the handle lives on globalThis).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  turbopack: {
    resolveAlias: {
      // In the browser, phone numbers are checked with libphonenumber's small metadata (by length,
      // ~50 kB less JavaScript on every form); the API checks them fully with the large one, and
      // its error lands on the same field.
      'libphonenumber-js/max': { browser: 'libphonenumber-js/min' },
    },
  },
};

export default nextConfig;
