// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  // The database drivers must exist once per process: Next must not bundle its own copies
  // (see lib/db/client.ts — the handle lives on globalThis).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'drizzle-orm'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default nextConfig;
