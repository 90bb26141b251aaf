import { DEFAULT_SANCTIONED_CURRENCIES } from '@/lib/env';
import { CURRENCIES } from '@/lib/reference/currencies';
import type { ProviderConfig } from '../deps';
import { ApiError } from '../http/api-error';

/*
 * Currencies under comprehensive sanctions (SANCTIONED_CURRENCIES, default DEFAULT_SANCTIONED_CURRENCIES):
 * no deposit instruction is issued in them and no deposit is credited in them.
 */

export function isSanctionedCurrency(config: Pick<ProviderConfig, 'sanctionedCurrencies'>, currency: string): boolean {
  return (config.sanctionedCurrencies ?? DEFAULT_SANCTIONED_CURRENCIES).includes(currency.toUpperCase());
}

/** Throws CURRENCY_NOT_SUPPORTED naming the currency (at `field`) when it is under comprehensive sanctions. */
export function refuseSanctionedCurrency(
  config: Pick<ProviderConfig, 'sanctionedCurrencies'>,
  currency: string,
  field: string,
  what: string,
): void {
  if (!isSanctionedCurrency(config, currency)) return;
  const code = currency.toUpperCase();
  const name = CURRENCIES.find((c) => c.code === code)?.name;
  const message = `${code}${name ? ` (${name})` : ''} is under comprehensive sanctions: no ${what} in it`;
  throw new ApiError('CURRENCY_NOT_SUPPORTED', `${field} ${message}`, [{ field, message }]);
}
