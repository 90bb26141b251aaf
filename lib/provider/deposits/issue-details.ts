import { randomBytes, randomInt } from 'node:crypto';
import { composeIBAN } from 'ibantools';
import type { BankAccountRecord, BlockchainInstructionRecord } from '@/lib/db/schema';

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** A US ABA routing number with a valid checksum (3-7-1 weights). */
export function abaRoutingNumber(prefix8 = `0210${digits(4)}`): string {
  const d = prefix8.split('').map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = d.reduce((acc, n, i) => acc + n * weights[i]!, 0);
  return `${prefix8}${(10 - (sum % 10)) % 10}`;
}

function ibanOrThrow(countryCode: string, bban: string): string {
  const iban = composeIBAN({ countryCode, bban });
  if (!iban) throw new Error(`could not compose an IBAN for ${countryCode}`);
  return iban;
}

/** A fresh virtual account at the sandbox bank, in the banking system of the asset. */
export function issueBankAccount(merchantId: string, asset: string): BankAccountRecord {
  const beneficiaryName = `Corridor Sandbox FBO ${merchantId}`;
  if (asset === 'EUR') {
    const bankCode = '50070010';
    const account = digits(10);
    return {
      bankName: 'Corridor Sandbox Bank Europe AG',
      accountNumber: account,
      routingNumber: bankCode,
      iban: ibanOrThrow('DE', `${bankCode}${account}`),
      swiftCode: 'CRDRDEFFXXX',
      beneficiaryName,
    };
  }
  if (asset === 'GBP') {
    const sortCode = '401276';
    const account = digits(8);
    return {
      bankName: 'Corridor Sandbox Bank UK Ltd',
      accountNumber: account,
      routingNumber: sortCode,
      iban: ibanOrThrow('GB', `CRDR${sortCode}${account}`),
      swiftCode: 'CRDRGB2LXXX',
      beneficiaryName,
    };
  }
  // US accounts have no IBAN; the field is present and empty, as the record's shape requires.
  return {
    bankName: 'Corridor Sandbox Bank, N.A.',
    accountNumber: digits(12),
    routingNumber: abaRoutingNumber(),
    iban: '',
    swiftCode: 'CRDRUS33XXX',
    beneficiaryName,
  };
}

// Pooled addresses: on these chains one address serves everyone and the memo or tag routes it.
const STELLAR_POOL = 'GA34DIXSY57ULWW2Z62IB6ETNKMAQRRIT3WUECF74CRCLFFX7KRQCL5O';
const XRPL_POOL = 'rH4afRxqfxQJugg1SahZTWARYHjdtEEfNZ';

/** A fresh address, or the pooled address with a fresh memo or destination tag. */
export function issueChainInstruction(network: string): BlockchainInstructionRecord {
  switch (network) {
    case 'STELLAR':
      return { address: STELLAR_POOL, memo: `CRD${digits(10)}`, tag: '' };
    case 'XRPL':
      return { address: XRPL_POOL, memo: '', tag: String(randomInt(100_000_000, 999_999_999)) };
    default:
      return { address: `0x${randomBytes(20).toString('hex')}`, memo: '', tag: '' };
  }
}
