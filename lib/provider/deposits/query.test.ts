import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { createTestProvider, OTHER_API_KEY, TEST_SIGNING_SECRET } from '../testing';
import { depositInstructions } from '@/lib/db/schema';
import { depositInstructionRecordSchema, type DepositInstructionRecord } from '@/lib/schemas/deposit-instruction';
import { verifyDepositInstructionSignature } from '@/lib/signing/deposit-signature';

const provider = await createTestProvider();
after(() => provider.close());

type Query = { merchantId?: string; asset: string; network: string; sourceCountry: string };

const pathFor = ({ merchantId = 'M1', ...rest }: Query) =>
  `/api/v1/funding/deposit-instruments?${new URLSearchParams({ merchantId, ...rest })}`;

/** Asks for an instruction and checks what every answer shares: schema, signature, expiry. */
async function instruction(
  query: Query,
  key?: string,
): Promise<{ record: DepositInstructionRecord; raw: Record<string, unknown> }> {
  const response = await provider.request(pathFor(query), key ? { key } : {});
  const text = await response.text();
  assert.equal(response.status, 200, `${pathFor(query)} → ${text}`);
  const raw = JSON.parse(text) as Record<string, unknown>;
  const record = depositInstructionRecordSchema.strict().parse(raw);
  assert.equal(verifyDepositInstructionSignature(record, TEST_SIGNING_SECRET), true, 'signature verifies');
  assert.ok(new Date(record.expireTime) > provider.clock.now(), 'not expired');
  assert.equal(record.merchantId, query.merchantId ?? 'M1');
  return { record, raw };
}

/** Exactly one of bankAccount and depositInstruction, as the depositType says. */
function assertCrypto(raw: Record<string, unknown>, record: DepositInstructionRecord) {
  assert.equal(record.depositType, 'CRYPTO');
  assert.ok(!('bankAccount' in raw), 'no bankAccount key at all');
  assert.ok(record.depositInstruction, 'depositInstruction present');
  return record.depositInstruction;
}

function assertFiat(raw: Record<string, unknown>, record: DepositInstructionRecord) {
  assert.equal(record.depositType, 'FIAT');
  assert.ok(!('depositInstruction' in raw), 'no depositInstruction key at all');
  assert.ok(record.bankAccount, 'bankAccount present');
  assert.match(record.bankAccount.beneficiaryName, new RegExp(record.merchantId));
  assert.ok(isValidBIC(record.bankAccount.swiftCode), `BIC ${record.bankAccount.swiftCode}`);
  return record.bankAccount;
}

/** Arguments for assertCrypto/assertFiat from an answer. */
function pair(answer: { record: DepositInstructionRecord; raw: Record<string, unknown> }) {
  return [answer.raw, answer.record] as const;
}

/** ABA routing number checksum: weights 3, 7, 1 over the nine digits, sum divisible by 10. */
function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return value.split('').reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 10 === 0;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Stellar StrKey account id: base32 of version byte G, 32-byte key, CRC16-XModem (little endian). */
function isStellarAccountId(address: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of address) {
    value = ((value << 5) | alphabet.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  if (bytes.length !== 35 || bytes[0] !== 6 << 3) return false;
  let crc = 0;
  for (const byte of bytes.slice(0, 33)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

/** XRPL classic address: base58 (Ripple alphabet) of 0x00, 20-byte account id, 4-byte double-SHA256 check. */
function isXrplClassicAddress(address: string): boolean {
  const alphabet = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
  if (!address.startsWith('r')) return false;
  let n = 0n;
  for (const ch of address) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) return false;
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16).padStart(50, '0');
  if (hex.length !== 50) return false;
  const raw = Buffer.from(hex, 'hex');
  return (
    raw[0] === 0 &&
    sha256(sha256(raw.subarray(0, 21)))
      .subarray(0, 4)
      .equals(raw.subarray(21))
  );
}

// ---------------------------------------------------------------- chains

test('ETHEREUM/USDT answers CRYPTO with a 0x address and no bankAccount', async () => {
  const { record, raw } = await instruction({ asset: 'USDT', network: 'ETHEREUM', sourceCountry: 'US' });
  assert.equal(record.asset, 'USDT');
  assert.equal(record.network, 'ETHEREUM');
  const chain = assertCrypto(raw, record);
  assert.match(chain.address, /^0x[0-9a-f]{40}$/);
  assert.equal(chain.memo, '');
  assert.equal(chain.tag, '');
});

test('asset and network are read case-insensitively and answer the same instruction', async () => {
  const upper = await instruction({ asset: 'USDC', network: 'POLYGON', sourceCountry: 'SG' });
  const lower = await instruction({ asset: ' usdc', network: 'polygon ', sourceCountry: 'sg' });
  assert.deepEqual(lower.record, upper.record);
  assert.equal(lower.record.asset, 'USDC');
  assert.equal(lower.record.network, 'POLYGON');
});

test('each EVM instruction gets its own address', async () => {
  const a = assertCrypto(...pair(await instruction({ asset: 'USDC', network: 'ETHEREUM', sourceCountry: 'US' })));
  const b = assertCrypto(...pair(await instruction({ asset: 'USDC', network: 'POLYGON', sourceCountry: 'US' })));
  const c = assertCrypto(
    ...pair(
      await instruction({ merchantId: 'M2', asset: 'USDC', network: 'ETHEREUM', sourceCountry: 'US' }, OTHER_API_KEY),
    ),
  );
  assert.equal(new Set([a.address, b.address, c.address]).size, 3);
});

test('STELLAR answers the pooled address with a memo of its own', async () => {
  const { record, raw } = await instruction({ asset: 'USDC', network: 'STELLAR', sourceCountry: 'US' });
  const chain = assertCrypto(raw, record);
  assert.match(chain.address, /^G[A-Z2-7]+$/);
  assert.match(chain.memo, /^\S{1,28}$/, 'a Stellar text memo is at most 28 bytes');
  assert.equal(chain.tag, '');

  const other = assertCrypto(
    ...pair(
      await instruction({ merchantId: 'M2', asset: 'USDC', network: 'STELLAR', sourceCountry: 'US' }, OTHER_API_KEY),
    ),
  );
  assert.equal(other.address, chain.address, 'one pooled address');
  assert.notEqual(other.memo, chain.memo, 'the memo routes the funds');
});

test('the STELLAR pooled address is a well-formed account id (StrKey, 56 characters, valid checksum)', async () => {
  const { record } = await instruction({ asset: 'USDC', network: 'STELLAR', sourceCountry: 'US' });
  assert.ok(isStellarAccountId(record.depositInstruction!.address), record.depositInstruction!.address);
});

test('XRPL answers the pooled address with a numeric destination tag of its own', async () => {
  const { record, raw } = await instruction({ asset: 'XRP', network: 'XRPL', sourceCountry: 'US' });
  const chain = assertCrypto(raw, record);
  assert.match(chain.address, /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  assert.match(chain.tag, /^\d+$/);
  assert.ok(Number(chain.tag) <= 2 ** 32 - 1, 'a destination tag is a uint32');
  assert.equal(chain.memo, '');

  const other = assertCrypto(
    ...pair(await instruction({ merchantId: 'M2', asset: 'XRP', network: 'XRPL', sourceCountry: 'US' }, OTHER_API_KEY)),
  );
  assert.equal(other.address, chain.address, 'one pooled address');
  assert.notEqual(other.tag, chain.tag, 'the tag routes the funds');
});

test('the XRPL pooled address is a well-formed classic address (base58check)', async () => {
  const { record } = await instruction({ asset: 'XRP', network: 'XRPL', sourceCountry: 'US' });
  assert.ok(isXrplClassicAddress(record.depositInstruction!.address), record.depositInstruction!.address);
});

// ---------------------------------------------------------------- banks

test('EUR over SEPA answers a valid German IBAN built from the bank code and account', async () => {
  const { record, raw } = await instruction({ asset: 'EUR', network: 'SEPA', sourceCountry: 'DE,FR' });
  const bank = assertFiat(raw, record);
  assert.ok(isValidIBAN(bank.iban), `IBAN ${bank.iban}`);
  const parsed = extractIBAN(bank.iban);
  assert.equal(parsed.countryCode, 'DE');
  assert.equal(parsed.bban, `${bank.routingNumber}${bank.accountNumber}`);
  assert.equal(bank.swiftCode.slice(4, 6), 'DE', 'the BIC is in the IBAN country');
});

test('GBP over FPS answers a valid UK IBAN built from the sort code and account', async () => {
  const { record, raw } = await instruction({ asset: 'GBP', network: 'FPS', sourceCountry: 'GB' });
  const bank = assertFiat(raw, record);
  assert.ok(isValidIBAN(bank.iban), `IBAN ${bank.iban}`);
  assert.match(bank.routingNumber, /^\d{6}$/, 'a sort code');
  assert.match(bank.accountNumber, /^\d{8}$/);
  const parsed = extractIBAN(bank.iban);
  assert.equal(parsed.countryCode, 'GB');
  assert.match(
    parsed.bban ?? '',
    new RegExp(`^[A-Z]{4}${bank.routingNumber}${bank.accountNumber}$`),
    'bank code, sort code, account',
  );
  assert.equal(bank.swiftCode.slice(4, 6), 'GB');
});

test('EUR over SWIFT is a bank account with an IBAN too', async () => {
  const { record, raw } = await instruction({ asset: 'EUR', network: 'SWIFT', sourceCountry: 'US' });
  assert.ok(isValidIBAN(assertFiat(raw, record).iban));
});

test('USD over ACH answers a routing number with a valid ABA checksum and no IBAN', async () => {
  const { record, raw } = await instruction({ asset: 'USD', network: 'ACH', sourceCountry: 'US' });
  const bank = assertFiat(raw, record);
  assert.ok(isAbaRoutingNumber(bank.routingNumber), `ABA ${bank.routingNumber}`);
  assert.equal(bank.iban, '');
  assert.match(bank.accountNumber, /^\d+$/);
});

// ---------------------------------------------------------------- source countries

test('sourceCountry=us, ca,US answers ["CA","US"], the same instruction as CA,US', async () => {
  const messy = await instruction({ asset: 'USD', network: 'FEDWIRE', sourceCountry: 'us, ca,US' });
  assert.deepEqual(messy.record.sourceCountry, ['CA', 'US']);
  const clean = await instruction({ asset: 'USD', network: 'FEDWIRE', sourceCountry: 'CA,US' });
  assert.deepEqual(clean.record, messy.record);

  const onlyUs = await instruction({ asset: 'USD', network: 'FEDWIRE', sourceCountry: 'US' });
  assert.deepEqual(onlyUs.record.sourceCountry, ['US']);
  assert.notEqual(
    onlyUs.record.bankAccount!.accountNumber,
    messy.record.bankAccount!.accountNumber,
    'another set of countries, another account',
  );
});

test('more than 20 source countries is a 400 naming sourceCountry', async () => {
  const codes = [
    'AD',
    'AE',
    'AF',
    'AG',
    'AL',
    'AM',
    'AO',
    'AR',
    'AT',
    'AU',
    'AZ',
    'BA',
    'BB',
    'BD',
    'BE',
    'BF',
    'BG',
    'BH',
    'BI',
    'BJ',
    'BN',
  ];
  const response = await provider.request(pathFor({ asset: 'USD', network: 'SWIFT', sourceCountry: codes.join(',') }));
  assert.equal(response.status, 400);
  const body = (await response.json()) as { code: string; message: string };
  assert.equal(body.code, 'VALIDATION_FAILED');
  assert.match(body.message, /sourceCountry/);
  assert.equal(
    (await provider.request(pathFor({ asset: 'USD', network: 'SWIFT', sourceCountry: codes.slice(0, 20).join(',') })))
      .status,
    200,
  );
});

// ---------------------------------------------------------------- concurrency

/** Rows of one combination; `sourceCountry` must already be in stored form (sorted, comma-joined). */
async function storedRows(query: Query) {
  return provider.database.db
    .select()
    .from(depositInstructions)
    .where(
      and(
        eq(depositInstructions.merchantId, query.merchantId ?? 'M1'),
        eq(depositInstructions.asset, query.asset),
        eq(depositInstructions.network, query.network),
        eq(depositInstructions.sourceCountries, query.sourceCountry),
      ),
    );
}

test('20 concurrent first requests for a new combination all answer one and the same instruction', async () => {
  const query: Query = { asset: 'USD', network: 'SWIFT', sourceCountry: 'MX' };
  assert.deepEqual(await storedRows(query), [], 'the combination is new');

  const responses = await Promise.all(Array.from({ length: 20 }, () => provider.request(pathFor(query))));
  const texts = await Promise.all(responses.map((r) => r.text()));
  assert.deepEqual(
    responses.map((r) => r.status),
    Array(20).fill(200),
    texts.find((t) => !t.startsWith('{"merchantId"')),
  );
  const records = texts.map((t) => depositInstructionRecordSchema.parse(JSON.parse(t)));
  assert.equal(new Set(records.map((r) => r.bankAccount!.accountNumber)).size, 1, 'one account number');
  assert.equal(new Set(records.map((r) => r.signature)).size, 1, 'one signed record');

  const rows = await storedRows(query);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.renewedAt, null, 'issued once, never overwritten by a loser of the race');
  assert.equal(rows[0]!.bankAccount!.accountNumber, records[0]!.bankAccount!.accountNumber);

  // And the next request, alone, still answers it.
  const later = await instruction(query);
  assert.deepEqual(later.record, records[0]);
});

test('20 concurrent requests after expiry all answer one renewed instruction', async () => {
  const query: Query = { asset: 'GBP', network: 'SWIFT', sourceCountry: 'IE' };
  const original = await instruction(query);
  provider.clock.advance(provider.deps.config.depositTtlSeconds * 1000 + 1);

  const records = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const response = await provider.request(pathFor(query));
      assert.equal(response.status, 200);
      return depositInstructionRecordSchema.parse(await response.json());
    }),
  );
  assert.equal(new Set(records.map((r) => r.bankAccount!.accountNumber)).size, 1, 'one renewed account');
  assert.notEqual(records[0]!.bankAccount!.accountNumber, original.record.bankAccount!.accountNumber);
  assert.equal(
    records[0]!.expireTime,
    new Date(provider.clock.now().getTime() + provider.deps.config.depositTtlSeconds * 1000).toISOString(),
  );
  assert.ok(verifyDepositInstructionSignature(records[0]!, TEST_SIGNING_SECRET));

  const rows = await storedRows(query);
  assert.equal(rows.length, 1, 'renewed in place');
  assert.equal(rows[0]!.renewedAt?.getTime(), provider.clock.now().getTime());
});
