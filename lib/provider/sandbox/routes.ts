import { randomUUID } from 'node:crypto';
import { simulateDepositRequestSchema, simulateDepositResponseSchema } from '@/lib/schemas/sandbox';
import { formatAmount } from '@/lib/reference/money';
import { findNetwork } from '@/lib/reference/deposit-networks';
import { findCurrentCryptoInstruction, settleCrypto } from '../deposits/crypto-deposit';
import { refuseSanctionedCurrency } from '../deposits/sanctions';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { postEntry, toBalance } from '../ledger/service';

// POST /api/v1/sandbox/deposits — simulate funds arriving on a deposit instruction (sandbox only):
// a bank transfer in `currency`, or a digital `asset` sent on a chain `network` to the current
// instruction issued for them, credited to the currency it settles into (crypto-deposit.ts)
export const simulateDepositRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/deposits',
  summary: 'Simulate an incoming deposit',
  sandboxOnly: true,
  status: 201,
  body: simulateDepositRequestSchema,
  response: simulateDepositResponseSchema,
  handler: async ({ deps, caller, body }) => {
    const depositId = `dep_${randomUUID()}`;
    const at = deps.now();
    let currency: string;
    let amount: string;
    let received: { asset: string; network: string; amount: string; rate: string } | undefined;
    let reference = body.reference;
    if (body.asset && body.network) {
      const instruction = await findCurrentCryptoInstruction(deps.db, caller.merchantId, body.asset, body.network, at);
      if (!instruction)
        throw new ApiError('NOT_FOUND', `No current deposit instruction for ${body.asset} on ${body.network}`, [
          { field: 'network', message: `has no current deposit instruction for ${body.asset}: get one first` },
        ]);
      const settled = settleCrypto(body.asset, body.amount);
      if (Number(settled.credited) <= 0)
        throw new ApiError('VALIDATION_FAILED', `amount is too small to credit any ${settled.currency}`, [
          { field: 'amount', message: `is too small to credit any ${settled.currency}` },
        ]);
      ({ currency, credited: amount } = settled);
      received = { asset: body.asset, network: body.network, amount: body.amount, rate: settled.rate };
      const { address, memo, tag } = instruction.depositInstruction ?? { address: '', memo: '', tag: '' };
      const label = findNetwork(body.network)?.label ?? body.network;
      reference ??=
        `${body.amount} ${body.asset} on ${label} to ${address}${memo ? ` memo ${memo}` : ''}${tag ? ` tag ${tag}` : ''}`.slice(
          0,
          140,
        );
    } else {
      currency = body.currency!;
      amount = body.amount;
      refuseSanctionedCurrency(deps.config, currency, 'currency', 'deposit is credited');
    }
    const account = await deps.db.transaction((tx) =>
      postEntry(tx, {
        merchantId: caller.merchantId,
        currency,
        amount,
        kind: 'DEPOSIT',
        reference: reference ?? depositId,
        // The service clock, as every other ledger entry: a statement orders by it.
        at,
      }),
    );
    return {
      depositId,
      credited: formatAmount(amount, currency),
      balance: toBalance(account),
      ...(received ? { received } : {}),
    };
  },
});

export const sandboxRoutes = [simulateDepositRoute];
