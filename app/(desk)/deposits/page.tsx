import type { Metadata } from 'next';
import { DepositPicker, type PickerOptions } from '@/components/deposits/deposit-picker';
import { ExpiringPanel } from '@/components/deposits/expiring-panel';
import { InstructionDetails } from '@/components/deposits/instruction-details';
import { SimulateDepositForm, type DepositTarget } from '@/components/deposits/simulate-deposit-form';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { deskMerchantId, paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { COUNTRIES } from '@/lib/reference/countries';
import { CURRENCIES, isCurrencyCode } from '@/lib/reference/currencies';
import { CRYPTO_ASSETS, DEPOSIT_NETWORKS, findNetwork } from '@/lib/reference/deposit-networks';
import { depositInstrumentsQuerySchema, type DepositInstructionRecord } from '@/lib/schemas/deposit-instruction';
import { verifyDepositInstructionSignature } from '@/lib/signing/deposit-signature';

export const metadata: Metadata = { title: 'Deposit instructions' };

const FEATURED = ['USD', 'EUR', 'GBP', 'SGD', 'JPY'];

function pickerOptions(): PickerOptions {
  const featured = FEATURED.map((code) => CURRENCIES.find((c) => c.code === code)!).map((c) => ({
    code: c.code,
    label: `${c.code} — ${c.name}`,
  }));
  const rest = CURRENCIES.filter((c) => !FEATURED.includes(c.code)).map((c) => ({
    code: c.code,
    label: `${c.code} — ${c.name}`,
  }));
  const crypto = CRYPTO_ASSETS.map((code) => ({ code, label: `${code} (digital asset)` }));
  return {
    assets: [...featured, ...crypto, ...rest],
    networks: DEPOSIT_NETWORKS.map(({ network, label, assets }) => ({ network, label, assets })),
    countries: [...COUNTRIES],
  };
}

/** What a simulated deposit into this instruction would carry: its currency, or its asset on its network. */
function depositTarget(record: DepositInstructionRecord): DepositTarget | undefined {
  if (record.depositType === 'FIAT') return isCurrencyCode(record.asset) ? { currency: record.asset } : undefined;
  const asset = CRYPTO_ASSETS.find((a) => a === record.asset);
  const network = findNetwork(record.network);
  return asset && network ? { asset, network: network.network, networkLabel: network.label } : undefined;
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function InstructionSection({
  asset,
  network,
  sourceCountry,
  canSimulate,
}: {
  asset: string;
  network: string;
  sourceCountry: string;
  canSimulate: boolean;
}) {
  const parsed = depositInstrumentsQuerySchema.safeParse({
    merchantId: deskMerchantId(),
    asset,
    network,
    sourceCountry,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return <ApiErrorAlert code="VALIDATION_FAILED" message={`${issue?.path.join('.')} ${issue?.message}`} />;
  }
  const result = await settle(paymentsApi().getDepositInstruction(parsed.data));
  if (!result.ok) {
    const { code, message, requestId, details } = result.error;
    // A currency the service takes no money in (comprehensive sanctions): said plainly, not as an error.
    const refusal = details.find((d) => d.field === 'asset' && /sanctions/.test(d.message));
    if (code === 'CURRENCY_NOT_SUPPORTED' && refusal)
      return (
        <Alert tone="error" title={`No deposit instructions in ${parsed.data.asset}`}>
          <p data-testid="sanctions-refusal">
            {refusal.message.replace(/^./, (c) => c.toUpperCase())}. Payers cannot fund your balance in this currency;
            choose another one.
          </p>
        </Alert>
      );
    return <ApiErrorAlert code={code} message={message} requestId={requestId} />;
  }
  const record = result.data;
  const target = depositTarget(record);
  const signatureValid = verifyDepositInstructionSignature(record, config().secrets.DEPOSIT_SIGNING_SECRET);
  return (
    <>
      <Card
        title="Where the payer sends funds"
        description="Share these details with the payer. They are valid until the countdown ends."
      >
        <ExpiringPanel key={record.expireTime} expireTime={record.expireTime}>
          <InstructionDetails record={record} signatureValid={signatureValid} />
        </ExpiringPanel>
      </Card>
      {canSimulate && target && (
        <Card
          title="Simulate an incoming deposit"
          description={
            'currency' in target
              ? 'Sandbox only: credits your balance as if the payer had paid into this instruction.'
              : `Sandbox only: as if the payer had sent ${target.asset} to this address. It is credited to your ${target.asset === 'XRP' ? 'USD balance at the sandbox rate' : 'USD balance one for one'}.`
          }
          className="mt-6"
        >
          <SimulateDepositForm target={target} />
        </Card>
      )}
    </>
  );
}

export default async function DepositsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('deposits:read');
  const params = await searchParams;
  const chosen = {
    asset: first(params.asset),
    network: first(params.network),
    sourceCountry: first(params.sourceCountry),
  };
  const complete = Boolean(chosen.asset && chosen.network && chosen.sourceCountry);
  const canSimulate = config().mode === 'sandbox' && can(user.role, 'sandbox:simulate-deposit');
  return (
    <>
      <PageHeader
        title="Deposit instructions"
        description="How a payer funds your balance: a bank account, or a blockchain address with its memo or tag."
      />
      <Card className="mb-6">
        <DepositPicker
          options={pickerOptions()}
          value={{
            asset: chosen.asset ?? 'USD',
            network: chosen.network ?? 'SWIFT',
            sourceCountry: chosen.sourceCountry ?? 'US',
          }}
        />
      </Card>
      {complete ? (
        <InstructionSection
          asset={chosen.asset!}
          network={chosen.network!}
          sourceCountry={chosen.sourceCountry!}
          canSimulate={canSimulate}
        />
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-500">
          Choose the asset, the network and the payer&apos;s country, then <strong>Show instructions</strong>.
        </div>
      )}
    </>
  );
}
