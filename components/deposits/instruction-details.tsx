import QRCode from 'qrcode';
import { Badge } from '@/components/ui/badge';
import { CopyButton } from '@/components/ui/copy-button';
import { countryName } from '@/lib/reference/countries';
import { findNetwork } from '@/lib/reference/deposit-networks';
import type { DepositInstructionRecord } from '@/lib/schemas/deposit-instruction';

const ROUTING_LABEL: Record<string, string> = { EUR: 'Bank code (BLZ)', GBP: 'Sort code' };

function Row({ label, value, mono = true }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 py-2.5 last:border-0">
      <dt className="w-40 shrink-0 text-sm text-slate-500">{label}</dt>
      {/* The copy button sits in the dd: a list's row holds only its term and its description. */}
      <dd className="flex min-w-0 flex-1 items-center justify-between gap-4">
        <span className={`min-w-0 text-sm break-all ${mono ? 'font-mono' : ''}`} data-testid={`field-${label}`}>
          {value}
        </span>
        <CopyButton value={value} label={label} />
      </dd>
    </div>
  );
}

function BankAccountRows({ record }: { record: DepositInstructionRecord }) {
  const account = record.bankAccount!;
  return (
    <dl>
      <Row label="Beneficiary name" value={account.beneficiaryName} mono={false} />
      <Row label="Bank name" value={account.bankName} mono={false} />
      <Row label="Account number" value={account.accountNumber} />
      <Row label={ROUTING_LABEL[record.asset] ?? 'Routing number (ABA)'} value={account.routingNumber} />
      {account.iban && <Row label="IBAN" value={account.iban} />}
      <Row label="SWIFT / BIC" value={account.swiftCode} />
    </dl>
  );
}

/** The one token and network this address takes: anything else sent to it is lost. */
function OnlyTokenWarning({ record }: { record: DepositInstructionRecord }) {
  const network = findNetwork(record.network)?.label ?? record.network;
  return (
    <div
      role="note"
      aria-label="Send only this token on this network"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="only-token-warning"
    >
      <p className="font-semibold">
        Send only {record.asset} on {network}.
      </p>
      <p className="mt-1">
        This address takes {record.asset} on {network} and nothing else. Another token, or {record.asset} sent on
        another network, cannot be credited and may be lost for good. Tell the payer before they send.
      </p>
    </div>
  );
}

async function ChainRows({ record }: { record: DepositInstructionRecord }) {
  const instruction = record.depositInstruction!;
  const qr = await QRCode.toString(instruction.address, {
    type: 'svg',
    margin: 1,
    width: 160,
    errorCorrectionLevel: 'M',
  });
  return (
    <div className="space-y-4">
      <OnlyTokenWarning record={record} />
      <div className="flex flex-col gap-6 md:flex-row">
        <figure className="shrink-0">
          <div
            className="h-40 w-40 rounded border border-slate-200 bg-white"
            role="img"
            aria-label={`QR code of the address ${instruction.address}`}
            dangerouslySetInnerHTML={{ __html: qr }}
          />
          <figcaption className="mt-1 text-center text-xs text-slate-500">Scan to pay</figcaption>
        </figure>
        <div className="min-w-0 flex-1">
          <dl>
            <Row label="Address" value={instruction.address} />
            {instruction.memo && <Row label="Memo" value={instruction.memo} />}
            {instruction.tag && <Row label="Destination tag" value={instruction.tag} />}
          </dl>
          {(instruction.memo || instruction.tag) && (
            <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              This address is shared: the payer must include the {instruction.memo ? 'memo' : 'destination tag'}, or the
              funds cannot be credited to you.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The instruction as a payer needs it, with copy buttons, and whether its signature holds. */
export function InstructionDetails({
  record,
  signatureValid,
}: {
  record: DepositInstructionRecord;
  signatureValid: boolean;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone="info">{record.depositType === 'CRYPTO' ? 'Digital asset' : 'Bank transfer'}</Badge>
        <span className="font-medium">
          {record.asset} over {findNetwork(record.network)?.label ?? record.network}
        </span>
        <span className="text-slate-500">· for payers in {record.sourceCountry.map(countryName).join(', ')}</span>
        <span className="ml-auto" data-testid="signature-state">
          {signatureValid ? (
            <Badge tone="good">Signature verified</Badge>
          ) : (
            <Badge tone="bad">Signature does not verify — do not share</Badge>
          )}
        </span>
      </div>
      {record.bankAccount ? <BankAccountRows record={record} /> : <ChainRows record={record} />}
    </div>
  );
}
