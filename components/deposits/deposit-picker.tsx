'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { networkCarries } from '@/lib/reference/deposit-networks';

export interface PickerOptions {
  assets: { code: string; label: string }[];
  networks: { network: string; label: string; assets: readonly string[] }[];
  countries: { code: string; name: string }[];
}

/**
 * Asset, network and source country; a plain GET form, so the page (a server component) fetches
 * the instruction and the URL can be shared. Networks are narrowed to the ones carrying the asset.
 */
export function DepositPicker({
  options,
  value,
}: {
  options: PickerOptions;
  value: { asset: string; network: string; sourceCountry: string };
}) {
  const [asset, setAsset] = useState(value.asset);
  const carries = (n: PickerOptions['networks'][number], a: string) => networkCarries(n, a);
  const networks = options.networks.filter((n) => carries(n, asset));
  const [network, setNetwork] = useState(
    networks.some((n) => n.network === value.network) ? value.network : (networks[0]?.network ?? ''),
  );

  return (
    <form
      method="get"
      action="/deposits"
      className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
      aria-label="Choose a deposit instruction"
    >
      <div className="space-y-1">
        <label htmlFor="asset" className="block text-sm font-medium text-slate-700">
          Asset
        </label>
        <select
          id="asset"
          name="asset"
          className={inputClasses}
          value={asset}
          onChange={(e) => {
            const next = e.target.value;
            setAsset(next);
            const stillCarried = options.networks.find((n) => n.network === network && carries(n, next));
            if (!stillCarried) setNetwork(options.networks.find((n) => carries(n, next))?.network ?? '');
          }}
        >
          {options.assets.map((a) => (
            <option key={a.code} value={a.code}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="network" className="block text-sm font-medium text-slate-700">
          Network
        </label>
        <select
          id="network"
          name="network"
          className={inputClasses}
          value={network}
          onChange={(e) => setNetwork(e.target.value)}
        >
          {networks.map((n) => (
            <option key={n.network} value={n.network}>
              {n.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="sourceCountry" className="block text-sm font-medium text-slate-700">
          Payer&apos;s country
        </label>
        <select id="sourceCountry" name="sourceCountry" className={inputClasses} defaultValue={value.sourceCountry}>
          {options.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Show instructions</Button>
    </form>
  );
}
