import { isIP } from 'node:net';

/**
 * The request header that carries the client's address into Next: set by the server entry
 * (lib/server/secure-desk.ts) from the socket, overwriting whatever a client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-corridor-client-ip';

/** The client's address from the server entry's header; `unknown` outside it (one shared bucket). */
export function clientAddressFrom(headers: Headers | undefined): string {
  const address = headers?.get(CLIENT_ADDRESS_HEADER)?.trim() ?? '';
  return isIP(address) ? address : 'unknown';
}
