import { z } from 'zod';
import {
  paymentModeList,
  paymentOptionList,
  relationshipList,
  remittancePurposeList,
  sourceOfFundsList,
} from '@/lib/reference/remittance-lists';
import {
  countryCodeSchema,
  currencyCodeSchema,
  decimalStringSchema,
  positiveAmountSchema,
  timestampSchema,
} from './common';
import {
  PROVIDER_REFERENCE_ALIAS,
  readTransactionDialect,
  TRANSACTION_TYPE_ALIASES,
  type TransactionTypeAlias,
} from './dialect';
import { textSchema } from './fields';
import {
  businessRecipientKycSchema,
  businessSenderKycSchema,
  listValueSchema,
  onObjects,
  recipientKycSchema,
  senderKycSchema,
} from './kyc';
import {
  BLOCK_MATRIX,
  TRANSACTION_TYPES,
  type BlockName,
  type BlockRule,
  type TransactionType,
} from './transaction-blocks';
import {
  checkMinorUnits,
  creditPartySchema,
  debitPartySchema,
  kidNumberSchema,
  partnerCodeSchema,
  providerSchema,
  quoteIdSchema,
  requestDateSchema,
  transactionReferenceSchema,
} from './transaction-fields';

export {
  checkMinorUnits,
  checkRequestDate,
  creditPartySchema,
  CREDIT_PARTY_KEYS,
  debitPartySchema,
  DEBIT_PARTY_KEYS,
  MSISDN,
  parseRequestDate,
  REQUEST_DATE_WINDOW_MS,
  requestDateSchema,
  type Party,
} from './transaction-fields';
export {
  BLOCK_FIELDS,
  BLOCK_MATRIX,
  BLOCK_NAMES,
  BUSINESS_FIELDS,
  TRANSACTION_TYPES,
  type BlockName,
  type BlockRule,
  type BusinessField,
  type TransactionType,
} from './transaction-blocks';

/*
 * POST /api/v1/transactions — the wire format of one remittance transaction (service-interface.md
 * "Transaction request"), one schema per `type` joined on `type`. Which blocks a type carries is
 * written once, in BLOCK_MATRIX, and every per-type rule of the schema is derived from it; the
 * desk's composer reads the same constant to show or hide its sections.
 */

// --- Rules from the matrix ------------------------------------------------------------------

/** What a forbidden block accepts: absent or `{}`; anything in it is refused naming the block. */
type EmptyBlock = Record<string, never>;
function emptyBlockSchema(type: TransactionType): z.ZodType<EmptyBlock, EmptyBlock> {
  return z.looseObject({}).superRefine((block, ctx) => {
    if (Object.keys(block).length > 0) ctx.addIssue({ code: 'custom', message: `must be empty for ${type}` });
  }) as unknown as z.ZodType<EmptyBlock, EmptyBlock>;
}

/** What a forbidden field accepts: absent or "". */
function absentFieldSchema(type: TransactionType) {
  return z.literal('', { error: `must be absent for ${type}` });
}

type Ruled<R extends BlockRule, S extends z.ZodType, F extends z.ZodType> = R extends 'required'
  ? S
  : R extends 'optional'
    ? z.ZodOptional<S>
    : z.ZodOptional<F>;

/**
 * Applies the rule of `block` in a BLOCK_MATRIX row to a field's schema. The row and the block name
 * are passed separately (not `rules[block]`) so the compiler keeps the rule's literal type and the
 * inferred request type of each transaction type is exact.
 */
function ruled<M extends Rules, K extends BlockName, S extends z.ZodType, F extends z.ZodType>(
  rules: M,
  block: K,
  schema: S,
  forbidden: F,
): Ruled<M[K], S, F> {
  const rule: BlockRule = rules[block];
  if (rule === 'required') return schema as Ruled<M[K], S, F>;
  if (rule === 'optional') return schema.optional() as Ruled<M[K], S, F>;
  return forbidden.optional() as Ruled<M[K], S, F>;
}

/* The rules arrive as a type parameter (M), so each type's inferred request type is exact. */
type Rules = Readonly<Record<BlockName, BlockRule>>;

function businessSchema<M extends Rules>(type: TransactionType, rules: M) {
  const empty = emptyBlockSchema(type);
  return z.strictObject({
    senderKyc: ruled(rules, 'businessSender', businessSenderKycSchema, empty),
    // Spelled so on the wire (the interface): kept exactly.
    recepientKyc: ruled(rules, 'businessRecipient', businessRecipientKycSchema, empty),
    recipientKyc: z.never({ error: 'is spelled recepientKyc in business (as on the wire)' }).optional(),
  });
}

type BusinessBlock<M extends Rules> = ReturnType<typeof businessSchema<M>>;
/** `business` itself is required when one of its members is, else it may be absent (p2p). */
type BusinessRuled<M extends Rules> = [M['businessSender'] | M['businessRecipient']] extends ['forbidden' | 'optional']
  ? z.ZodOptional<BusinessBlock<M>>
  : BusinessBlock<M>;

function businessRuled<M extends Rules>(type: TransactionType, rules: M): BusinessRuled<M> {
  const schema = businessSchema(type, rules);
  const required = rules.businessSender === 'required' || rules.businessRecipient === 'required';
  return (required ? schema : schema.optional()) as BusinessRuled<M>;
}

/**
 * The request of one type, every per-type rule taken from its row of BLOCK_MATRIX. `type` is the
 * literal the body carries: one of ours, or a provider alias with its type's rules (inttransfer).
 */
function transactionRequestOf<T extends TransactionType | TransactionTypeAlias, M extends Rules>(type: T, rules: M) {
  const empty = emptyBlockSchema(type as TransactionType);
  const absent = absentFieldSchema(type as TransactionType);
  const business = <S extends z.ZodType>(schema: S) => ruled(rules, 'businessFields', schema, absent);
  return z
    .strictObject({
      type:
        type in TRANSACTION_TYPE_ALIASES
          ? z.literal(type).meta({
              description: `The provider's name of ${TRANSACTION_TYPE_ALIASES[type as TransactionTypeAlias]}: recorded as ${TRANSACTION_TYPE_ALIASES[type as TransactionTypeAlias]} (its query, webhooks and the desk say so); the create's answer echoes ${type}.`,
            })
          : z.literal(type),
      currency: currencyCodeSchema,
      /** Payout amount in `currency` (A.3). */
      amount: positiveAmountSchema,
      requestDate: requestDateSchema,
      /** A.3: GeoSwift 1-256 (TerraPay 0-20); "" (and null) is taken as none. */
      descriptionText: textSchema(256, { min: 0 }).optional(),
      transactionReference: transactionReferenceSchema.meta({
        description:
          "The caller's unique reference (idempotency key of the create). The provider's name requestingOrganisationTransactionReference is accepted instead (or as well, when equal).",
      }),
      [PROVIDER_REFERENCE_ALIAS]: transactionReferenceSchema.optional().meta({
        description:
          "Alias of transactionReference (the provider's and GSMA's name): either name may be sent; both only when equal.",
      }),
      /** Pay-in amount in `payinCcyCode`. */
      sendingAmount: business(positiveAmountSchema),
      payinCcyCode: business(currencyCodeSchema),
      provider: business(providerSchema),
      paymentMode: business(listValueSchema(paymentModeList)),
      paymentOption: business(listValueSchema(paymentOptionList)),
      authenticationPartnerCode: business(partnerCodeSchema),
      sendingPartnerCode: business(partnerCodeSchema),
      receivingPartnerCode: business(partnerCodeSchema),
      /** Optional in b2b and p2b (the provider's own examples leave it out); checked when sent. */
      kidNumber: ruled(rules, 'kidNumber', kidNumberSchema, absent),
      debitParty: debitPartySchema,
      creditParty: creditPartySchema,
      senderKyc: ruled(rules, 'senderKyc', senderKycSchema, empty),
      recipientKyc: ruled(rules, 'recipientKyc', recipientKycSchema, empty),
      internationalTransferInformation: z.strictObject({
        quoteId: quoteIdSchema,
        receivingCountry: countryCodeSchema,
        remittancePurpose: listValueSchema(remittancePurposeList),
        sourceOfFunds: listValueSchema(sourceOfFundsList),
        relationshipSender: ruled(rules, 'relationshipSender', listValueSchema(relationshipList), absent),
      }),
      business: businessRuled(type as TransactionType, rules),
    })
    .superRefine((body, ctx) => {
      const raw = body as Record<string, unknown>;
      const alias = raw[PROVIDER_REFERENCE_ALIAS];
      if (typeof alias === 'string' && typeof raw.transactionReference === 'string') {
        const [a, b] = [alias.trim(), raw.transactionReference.trim()];
        if (a !== b) {
          const message = `and ${PROVIDER_REFERENCE_ALIAS} name the same reference: send one, or both equal`;
          ctx.addIssue({ code: 'custom', path: ['transactionReference'], message: `${message} (they differ)` });
          ctx.addIssue({
            code: 'custom',
            path: [PROVIDER_REFERENCE_ALIAS],
            message: `must equal transactionReference when both are sent (they name the same reference)`,
          });
        }
      }
      checkMinorUnits(raw.amount, raw.currency, ['amount'], ctx, 'currency');
      checkMinorUnits(raw.sendingAmount, raw.payinCcyCode, ['sendingAmount'], ctx, 'payinCcyCode');
      // Where the business fields are optional (p2p) the pay-in pair still comes together; where
      // they are required, each field's own "is required" already says it.
      if (rules.businessFields === 'optional') {
        if (raw.sendingAmount !== undefined && raw.payinCcyCode === undefined) {
          ctx.addIssue({ code: 'custom', path: ['payinCcyCode'], message: 'is required with sendingAmount' });
        }
        if (raw.payinCcyCode !== undefined && raw.sendingAmount === undefined) {
          ctx.addIssue({ code: 'custom', path: ['sendingAmount'], message: 'is required with payinCcyCode' });
        }
      }
    }, onObjects);
}

/** One schema per type, for the desk's per-type composer forms. */
export const transactionRequestSchemas = {
  b2b: transactionRequestOf('b2b', BLOCK_MATRIX.b2b),
  b2p: transactionRequestOf('b2p', BLOCK_MATRIX.b2p),
  p2b: transactionRequestOf('p2b', BLOCK_MATRIX.p2b),
  p2p: transactionRequestOf('p2p', BLOCK_MATRIX.p2p),
};

/** The provider's p2p under its older type name (TRANSACTION_TYPE_ALIASES): p2p's rules. */
const inttransferRequestSchema = transactionRequestOf(
  'inttransfer',
  BLOCK_MATRIX[TRANSACTION_TYPE_ALIASES.inttransfer],
);

/** Every type a body may carry: ours, then the provider's aliases. */
export const ACCEPTED_TRANSACTION_TYPES = [
  ...TRANSACTION_TYPES,
  ...(Object.keys(TRANSACTION_TYPE_ALIASES) as TransactionTypeAlias[]),
] as const;

/** The types' union — ours and the provider's inttransfer — before the dialect's reading and mapping (see transactionRequestSchema). */
const transactionRequestUnion = z.discriminatedUnion(
  'type',
  [
    transactionRequestSchemas.b2b,
    transactionRequestSchemas.b2p,
    transactionRequestSchemas.p2b,
    transactionRequestSchemas.p2p,
    inttransferRequestSchema,
  ],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const input = issue.input as { type?: unknown } | undefined;
      return input?.type === undefined
        ? 'is required'
        : `must be one of ${TRANSACTION_TYPES.join(', ')} (or inttransfer, the provider's name of p2p)`;
    },
  },
);

export type TransactionRequest = z.output<(typeof transactionRequestSchemas)[TransactionType]>;
/** What a client may send: one of the four types (the provider's dialect aside). */
export type TransactionRequestInput = z.input<(typeof transactionRequestSchemas)[TransactionType]>;
export type TransactionRequestOf<T extends TransactionType> = Extract<TransactionRequest, { type: T }>;
export type TransactionRequestInputOf<T extends TransactionType> = Extract<TransactionRequestInput, { type: T }>;
/** A parsed request and the type as the client sent it, when that was a provider alias. */
export type TransactionRequestAsSent = TransactionRequest & { typeAsSent?: TransactionTypeAlias };

/**
 * The transaction request, chosen by `type`. Unknown fields are refused at every level. The output
 * carries canonical list spellings, upper-case codes and `requestDate` as a Date; check
 * `requestDate` against the clock with checkRequestDate.
 *
 * The provider's dialect is read too (lib/schemas/dialect.ts): explicit nulls as absent members,
 * requestingOrganisationTransactionReference as transactionReference, and `type: "inttransfer"`
 * as p2p — answered as `type: "p2p"` with `typeAsSent: "inttransfer"`, so the record is a p2p and
 * the create's answer can echo the type as it was sent.
 */
export const transactionRequestSchema = z.preprocess(
  readTransactionDialect,
  transactionRequestUnion.transform((body): TransactionRequestAsSent => {
    if (body.type !== 'inttransfer') return body as TransactionRequest;
    return { ...body, type: TRANSACTION_TYPE_ALIASES[body.type], typeAsSent: body.type } as TransactionRequestAsSent;
  }),
) as unknown as z.ZodType<TransactionRequestAsSent, TransactionRequestInput>;

// --- Responses ------------------------------------------------------------------------------

/**
 * The machine status of a transaction (docs/architecture.md "Transaction status"): ACKNOWLEDGED is
 * ours (the interface's create answer), the rest are the reference's query statuses (A.7).
 */
export const TRANSACTION_STATUSES = [
  'ACKNOWLEDGED',
  'PENDING',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'RETURNED',
  // A reversal the sender asked for after SUCCESS (the SDK's REVERSAL PENDING / REVERSAL REJECTED).
  'REVERSAL_PENDING',
  'REVERSAL_REJECTED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The readable `transactionStatus` of the query for each machine status. */
export const TRANSACTION_STATUS_TEXT: Readonly<Record<TransactionStatus, string>> = {
  ACKNOWLEDGED: 'Remit Acknowledged',
  PENDING: 'Payout Pending',
  SUCCESS: 'Payout Processed',
  FAILED: 'Payout Failed',
  CANCELLED: 'Transaction Cancelled',
  RETURNED: 'Payout Returned',
  REVERSAL_PENDING: 'Reversal Pending',
  REVERSAL_REJECTED: 'Reversal Rejected',
};

const responsePartySchema = z.array(z.object({ key: z.string(), value: z.string() }));

const transactionRecordShape = {
  amount: decimalStringSchema,
  currency: z.string(),
  /** The record's type (an inttransfer is recorded as p2p). */
  type: z.enum(TRANSACTION_TYPES),
  requestDate: timestampSchema,
  /** The caller's transactionReference. */
  requestingOrganisationTransactionReference: z.string(),
  debitParty: responsePartySchema,
  creditParty: responsePartySchema,
  /** The service's own reference of the transaction. */
  transactionReference: z.string(),
};

/**
 * Response of POST /api/v1/transactions (the interface's p2p shape, answered for every type). The
 * type is echoed as it was sent: `inttransfer` for a provider client's p2p (the record is a p2p).
 */
export const transactionResponseSchema = z.object({
  ...transactionRecordShape,
  type: z.enum(ACCEPTED_TRANSACTION_TYPES),
  transactionStatus: z.enum(TRANSACTION_STATUSES),
});
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/**
 * Response of the transaction query (reference A.7, GeoSwift): the machine `status` and a readable
 * `transactionStatus`; errorCode / errorMessage once it failed (as in the status webhook).
 */
export const transactionQueryResponseSchema = z.object({
  ...transactionRecordShape,
  status: z.enum(TRANSACTION_STATUSES),
  transactionStatus: z.string(),
  creditingOrganisationTransactionReference: z.string().optional(),
  errorCode: z.string().optional(),
  errorMessage: z.string().optional(),
});
export type TransactionQueryResponse = z.infer<typeof transactionQueryResponseSchema>;
