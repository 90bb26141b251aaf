/**
 * The pre-signed upload URL as the browser should use it. The built-in API answers URLs on the
 * origin the desk called it at (PAYMENTS_API_URL, by default http://127.0.0.1:PORT), which is
 * another origin than the page's (localhost:PORT, or the public host name) — and the API sends no
 * CORS headers. When the URL points at this very server, the path alone reaches the same route on
 * the page's own origin. A URL of another deployment is handed over as it is (that API must then
 * allow the desk's origin for a PUT).
 */
export function uploadUrlForBrowser(uploadUrl: string, selfOrigins: readonly string[]): string {
  const url = new URL(uploadUrl);
  return selfOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : uploadUrl;
}

/** The origins under which this server reaches itself on `port`. */
export function loopbackOrigins(port: number): string[] {
  return ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0'].map((host) => `http://${host}:${port}`);
}
