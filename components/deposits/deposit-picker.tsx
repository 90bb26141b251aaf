'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
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
      <LabelledSelect
        id="asset"
        name="asset"
        label="Asset"
        className="space-y-1"
        options={options.assets.map((a) => ({ value: a.code, label: a.label }))}
        value={asset}
        onChange={(e) => {
          const next = e.target.value;
          setAsset(next);
          const stillCarried = options.networks.find((n) => n.network === network && carries(n, next));
          if (!stillCarried) setNetwork(options.networks.find((n) => carries(n, next))?.network ?? '');
        }}
      />
      <LabelledSelect
        id="network"
        name="network"
        label="Network"
        className="space-y-1"
        options={networks.map((n) => ({ value: n.network, label: n.label }))}
        value={network}
        onChange={(e) => setNetwork(e.target.value)}
      />
      <LabelledSelect
        id="sourceCountry"
        name="sourceCountry"
        label="Payer's country"
        className="space-y-1"
        options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
        defaultValue={value.sourceCountry}
      />
      <Button type="submit">Show instructions</Button>
    </form>
  );
}
