
import { bigserial, jsonb, numeric, pgSchema, primaryKey, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

/** Tables of the built-in payments API. The desk never reads them: it goes through /api/v1. */
export const providerSchema = pgSchema('provider');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type BankAccountRecord = {
  bankName: string;
  accountNumber: string;
  routingNumber: string;
  iban: string;
  swiftCode: string;
  beneficiaryName: string;
};
export type BlockchainInstructionRecord = { address: string; memo: string; tag: string };

/** One instruction per merchant/asset/network/source countries; renewed in place after expiry. */
export const depositInstructions = providerSchema.table(
  'deposit_instructions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    asset: text('asset').notNull(),
    network: text('network').notNull(),
    /** Sorted, comma-joined ISO 3166-1 alpha-2 codes: the lookup key. */
    sourceCountries: text('source_countries').notNull(),
    depositType: text('deposit_type').notNull(),
    depositInstruction: jsonb('deposit_instruction').$type<BlockchainInstructionRecord>(),
    bankAccount: jsonb('bank_account').$type<BankAccountRecord>(),
    expireTime: timestamp('expire_time', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('deposit_instructions_lookup').on(t.merchantId, t.asset, t.network, t.sourceCountries)],
);

/** Balance per merchant and currency; every change is a ledger entry in the same transaction. */
export const ledgerAccounts = providerSchema.table(
  'ledger_accounts',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    balance: numeric('balance').notNull().default('0'),
    reserved: numeric('reserved').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency] })],
);

export const ledgerEntries = providerSchema.table(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: numeric('amount').notNull(),
    balanceAfter: numeric('balance_after').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account').on(t.merchantId, t.currency, t.id)],
);

export const providerTables = { depositInstructions, ledgerAccounts, ledgerEntries };
