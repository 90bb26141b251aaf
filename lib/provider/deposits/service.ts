import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { depositInstructions } from '@/lib/db/schema';
import { findNetwork } from '@/lib/reference/deposit-networks';
import type { DepositInstructionRecord, DepositInstrumentsQuery } from '@/lib/schemas/deposit-instruction';
import { signDepositInstruction } from '@/lib/signing/deposit-signature';
import type { ProviderDeps } from '../deps';
import { issueBankAccount, issueChainInstruction } from './issue-details';
import { refuseSanctionedCurrency } from './sanctions';

type Row = typeof depositInstructions.$inferSelect;

function toRecord(row: Row, secret: string): DepositInstructionRecord {
  const unsigned = {
    merchantId: row.merchantId,
    asset: row.asset,
    network: row.network,
    depositType: row.depositType as 'FIAT' | 'CRYPTO',
    sourceCountry: row.sourceCountries.split(','),
    ...(row.bankAccount ? { bankAccount: row.bankAccount } : {}),
    ...(row.depositInstruction ? { depositInstruction: row.depositInstruction } : {}),
    expireTime: row.expireTime.toISOString(),
  };
  return { ...unsigned, signature: signDepositInstruction(unsigned, secret) };
}

function freshDetails(query: DepositInstrumentsQuery) {
  const isBank = findNetwork(query.network)?.kind === 'bank';
  return {
    depositType: isBank ? 'FIAT' : 'CRYPTO',
    bankAccount: isBank ? issueBankAccount(query.merchantId, query.asset) : null,
    depositInstruction: isBank ? null : issueChainInstruction(query.network),
  };
}

/**
 * The merchant's instruction for an asset/network/source countries: the stored one while it is
 * valid, else a new one (created on first request, renewed in place after expiry). Concurrent
 * renewals race on the unique key; the loser reads the winner's row. None is answered in a
 * currency under comprehensive sanctions, not even one issued before the list named it.
 */
export async function getOrIssueDepositInstruction(
  deps: ProviderDeps,
  query: DepositInstrumentsQuery,
): Promise<DepositInstructionRecord> {
  const { db, config, now } = deps;
  refuseSanctionedCurrency(config, query.asset, 'asset', 'deposit instructions are issued');
  const countries = query.sourceCountry.join(',');
  const lookup = and(
    eq(depositInstructions.merchantId, query.merchantId),
    eq(depositInstructions.asset, query.asset),
    eq(depositInstructions.network, query.network),
    eq(depositInstructions.sourceCountries, countries),
  );
  const at = now();
  const [current] = await db.select().from(depositInstructions).where(lookup).limit(1);
  if (current && current.expireTime > at) return toRecord(current, config.depositSigningSecret);

  const details = freshDetails(query);
  const expireTime = new Date(at.getTime() + config.depositTtlSeconds * 1000);
  const [issued] = await db
    .insert(depositInstructions)
    .values({
      id: `di_${randomUUID()}`,
      merchantId: query.merchantId,
      asset: query.asset,
      network: query.network,
      sourceCountries: countries,
      expireTime,
      ...details,
    })
    .onConflictDoUpdate({
      target: [
        depositInstructions.merchantId,
        depositInstructions.asset,
        depositInstructions.network,
        depositInstructions.sourceCountries,
      ],
      set: { ...details, expireTime, renewedAt: at },
      setWhere: sql`${depositInstructions.expireTime} <= ${at.toISOString()}`,
    })
    .returning();
  if (issued) return toRecord(issued, config.depositSigningSecret);
  const [winner] = await db.select().from(depositInstructions).where(lookup).limit(1);
  if (!winner) throw new Error('deposit instruction vanished during renewal');
  return toRecord(winner, config.depositSigningSecret);
}
