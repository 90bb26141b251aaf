import type { SavedParty } from '@/lib/desk/parties/party';
import { BUSINESS_FIELD_LABELS, dateWords, valueWords } from '@/lib/desk/words';
import { PARTY_KEY_LABELS } from '@/lib/desk/words/values';
import { countryName } from '@/lib/reference/countries';

/*
 * Everything a saved party has on record, as a person reads it, in the desk's words (lib/desk/words):
 * labels, not wire names; countries, ID types and genders by name; dates written out. Names and
 * numbers are shown as the reader's role may see them.
 */

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

type Kind = 'text' | 'country' | 'date' | 'name' | 'number' | 'gender' | 'idType';
type Line = readonly [label: string, value: string, kind: Kind];

const BUSINESS: readonly (readonly [string, Kind])[] = [
  ['businessName', 'name'],
  ['typeofbusiness', 'text'],
  ['businessDescription', 'text'],
  ['businessCountryCode', 'country'],
  ['businessRegistrationType', 'text'],
  ['businessRegistrationNumber', 'number'],
  ['businessRegistrationIssuedBy', 'text'],
  ['businessRegistrationIssuedAt', 'text'],
  ['businessRegistrationIssueDate', 'date'],
  ['businessIDValidThru', 'date'],
  ['businessAddress1', 'name'],
  ['businessAddress2', 'name'],
  ['businessAddressCity', 'text'],
  ['businessAddressState', 'text'],
  ['businessAddressZip', 'text'],
  ['businessPObox', 'text'],
  ['businessAddressCountryCode', 'country'],
  ['businessPINCode', 'number'],
  ['businessPrimaryContactCountryCode', 'country'],
  ['businessPrimaryContactNo', 'number'],
  ['businessPrimaryContactNoType', 'text'],
  ['businessMobile', 'number'],
  ['businessEmail', 'name'],
];

function individualLines(kyc: Loose): Line[] {
  const name = asObject(kyc.subjectName);
  const address = asObject(kyc.postalAddress);
  const lines: Line[] = [
    ['Title', text(name.title), 'text'],
    ['First name', text(name.firstName), 'name'],
    ['Middle name', text(name.middleName), 'name'],
    ['Last name', text(name.lastName), 'name'],
    ['Full name', text(name.fullName), 'name'],
    ['Gender', text(kyc.gender), 'gender'],
    ['Nationality', text(kyc.nationality), 'country'],
    ['Date of birth', text(kyc.dateOfBirth), 'date'],
    ['Country of birth', text(kyc.countryOfBirth), 'country'],
    ['City of birth', text(address.cityOfBirth), 'text'],
    ['Contact country', text(kyc.primaryContactCountryCode), 'country'],
    ['Contact number', text(kyc.primaryContactNo), 'number'],
    ['Contact number type', text(kyc.primaryContactNoType), 'text'],
    ['E-mail', text(kyc.emailAddress), 'name'],
  ];
  const documents = Array.isArray(kyc.idDocument) ? kyc.idDocument.map(asObject) : [];
  documents.forEach((doc, index) => {
    const n = `ID ${index + 1}`;
    lines.push(
      [`${n}: type`, text(doc.idType), 'idType'],
      [`${n}: number`, text(doc.idNumber), 'number'],
      [`${n}: issuing country`, text(doc.issuerCountry), 'country'],
      [`${n}: issued on`, text(doc.issueDate), 'date'],
      [`${n}: expires on`, text(doc.expiryDate), 'date'],
    );
  });
  lines.push(
    ['Address line 1', text(address.addressLine1), 'name'],
    ['Address line 2', text(address.addressLine2), 'name'],
    ['Address line 3', text(address.addressLine3), 'name'],
    ['City', text(address.city), 'text'],
    ['State or province', text(address.stateProvince), 'text'],
    ['Postal code', text(address.postalCode), 'text'],
    ['Country', text(address.country), 'country'],
  );
  return lines;
}

function shownValue(value: string, kind: Kind, mask: { name: (v: string) => string; number: (v: string) => string }) {
  switch (kind) {
    case 'country':
      return countryName(value);
    case 'date':
      return dateWords(value);
    case 'gender':
    case 'idType':
      return valueWords(value);
    case 'name':
      return mask.name(value);
    case 'number':
      return mask.number(value);
    default:
      return mask.name(value);
  }
}

function Lines({ lines, mask }: { lines: readonly Line[]; mask: Parameters<typeof shownValue>[2] }) {
  const filled = lines.filter(([, value]) => value.trim() !== '');
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {filled.map(([label, value, kind], index) => (
        <div key={`${label}-${index}`}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{shownValue(value, kind, mask)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The party's KYC and the account it is paid on, each only where something is on record. */
export function PartyRecord({
  party,
  name,
  number,
}: {
  party: Pick<SavedParty, 'kind' | 'kyc' | 'creditParty'>;
  /** Names, addresses and free text as the reader's role may see them. */
  name: (value: string) => string;
  /** Personal numbers as the reader's role may see them. */
  number: (value: string) => string;
}) {
  const mask = { name, number };
  const lines: Line[] =
    party.kind === 'business'
      ? BUSINESS.map(([key, kind]) => [BUSINESS_FIELD_LABELS[key] ?? key, text(party.kyc[key]), kind] as const)
      : individualLines(party.kyc);
  const credit: Line[] = (party.creditParty ?? []).map((row) => [
    (PARTY_KEY_LABELS as Readonly<Record<string, string>>)[row.key] ?? row.key,
    row.value,
    row.key === 'accountName' || row.key === 'bankBranchName' || row.key === 'organisationid' ? 'name' : 'number',
  ]);
  return (
    <div className="space-y-6">
      <Lines lines={lines} mask={mask} />
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">Account it is paid on</h3>
        {credit.length > 0 ? (
          <Lines lines={credit} mask={mask} />
        ) : (
          <p className="text-sm text-slate-600">None saved.</p>
        )}
      </div>
    </div>
  );
}
