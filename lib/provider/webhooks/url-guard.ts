import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ProviderConfig } from '../deps';

/**
 * Where webhooks may go (server-side request forgery guard). Only public addresses, judged after
 * DNS resolution; with `allowPrivate` (WEBHOOK_ALLOW_PRIVATE, on in sandbox mode) also loopback and
 * private networks, so local receivers and the desk's own work. Link-local, cloud metadata,
 * unspecified, multicast and reserved addresses are refused whatever the setting.
 */
export interface UrlGuardOptions {
  allowPrivate: boolean;
}

/** WEBHOOK_ALLOW_PRIVATE as configured; unset: on in sandbox mode only. */
export const webhookAllowPrivate = (config: Pick<ProviderConfig, 'mode' | 'webhookAllowPrivate'>) =>
  config.webhookAllowPrivate ?? config.mode === 'sandbox';

/** Ranges (as ipaddr.js names them) that `allowPrivate` opens. */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);
/** Metadata services reachable at addresses the ranges above would allow (AWS IPv6, Alibaba). */
const METADATA_ADDRESSES = new Set(['fd00:ec2::254', '100.100.100.200']);
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Why an address may not receive webhooks, or undefined when it may. IPv4-mapped IPv6 is judged as IPv4. */
export function addressRefusal(address: string, { allowPrivate }: UrlGuardOptions): string | undefined {
  if (!ipaddr.isValid(address)) return 'is not an IP address';
  const ip = ipaddr.process(address);
  if (METADATA_ADDRESSES.has(ip.toString())) return 'is a cloud metadata address';
  const range = ip.range();
  if (PRIVATE_RANGES.has(range)) return allowPrivate ? undefined : `is a ${describeRange(range)} address`;
  if (range !== 'unicast') return `is a ${describeRange(range)} address`;
  // IPv6 "unicast" also covers the deprecated IPv4-compatible ::/96 and other unassigned space.
  if (ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'is not a global unicast address';
  return undefined;
}

function describeRange(range: string): string {
  const names: Record<string, string> = {
    loopback: 'loopback',
    private: 'private network',
    uniqueLocal: 'private network (unique local)',
    carrierGradeNat: 'shared (carrier-grade NAT)',
    linkLocal: 'link-local or cloud metadata',
    unspecified: 'unspecified',
  };
  return names[range] ?? `reserved (${range})`;
}

/** Host of a URL without IPv6 brackets or a trailing dot, lower-cased. */
export function urlHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/**
 * The checks that need no DNS: the scheme, metadata and localhost names, and IP literals
 * (`new URL` has already turned forms such as `0x7f.1` or `2130706433` into dotted IPv4).
 */
export function hostRefusal(url: URL, options: UrlGuardOptions): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `the scheme ${url.protocol} is not http or https`;
  const host = urlHost(url);
  if (METADATA_NAMES.has(host)) return `${host} is a cloud metadata service`;
  if ((host === 'localhost' || host.endsWith('.localhost')) && !options.allowPrivate) return `${host} is loopback`;
  if (ipaddr.isValid(host)) {
    const refusal = addressRefusal(host, options);
    return refusal ? `${host} ${refusal}` : undefined;
  }
  return undefined;
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Why a host's resolved addresses may not receive webhooks: any refused address refuses the host. */
export function resolvedRefusal(host: string, addresses: LookupAddress[], options: UrlGuardOptions) {
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, options);
    if (refusal) return `${host} resolves to ${address}, which ${refusal}`;
  }
  return addresses.length === 0 ? `${host} resolves to no address` : undefined;
}

/** How long registration waits on DNS; a slower name is accepted and judged at delivery. */
const REGISTRATION_LOOKUP_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no DNS answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Why a URL may not be registered as a webhook endpoint, or undefined. A name that does not resolve
 * (yet) is accepted: delivery checks again at every attempt.
 */
export async function endpointUrlRefusal(
  url: URL,
  options: UrlGuardOptions,
  resolve: Resolve = systemResolve,
): Promise<string | undefined> {
  const refusal = hostRefusal(url, options);
  const host = urlHost(url);
  if (refusal || ipaddr.isValid(host)) return refusal;
  const addresses = await withTimeout(resolve(host), REGISTRATION_LOOKUP_MS).catch(() => undefined);
  return addresses && addresses.length > 0 ? resolvedRefusal(host, addresses, options) : undefined;
}

/**
 * A `lookup` for `http.request`: resolves, checks every address and hands the socket only checked
 * ones, so a name that resolved to a public address at registration cannot be rebound to an
 * internal one at delivery (DNS rebinding).
 */
export function guardedLookup(options: UrlGuardOptions, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname: string, lookupOptions: LookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refusal = resolvedRefusal(hostname, addresses, options);
        if (refusal) return callback(new WebhookAddressRefused(refusal), '', 4);
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : undefined;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (usable.length === 0)
          return callback(
            Object.assign(new Error(`${hostname}: no IPv${family} address`), { code: 'ENOTFOUND' }),
            '',
            4,
          );
        if (lookupOptions.all) return (callback as (e: null, all: LookupAddress[]) => void)(null, usable);
        return callback(null, usable[0]!.address, usable[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

export class WebhookAddressRefused extends Error {
  override name = 'WebhookAddressRefused';
}
