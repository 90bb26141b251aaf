import { z } from 'zod';
import { countryCodeSchema, merchantIdSchema, referenceSchema, timestampSchema } from './common';
import { calendarDateSchema, codeTokenSchema, phoneNumberSchema, textSchema } from './fields';
import { listPageSchema } from './list';
import { isCompanyPayerType, PAYER_TYPES } from './payer-types';

/*
 * Original payers (POST /api/v1/payers), after the provider reference B.2 (CreatePayerRequest,
 * PayerInfo, IdentityInfo, Address, CompanyInfo, Director, UBO, DocumentReference). Where the
 * reference shows a number (merchantId, documents[].fileId) we take a string: every id is a string.
 */

export { isCompanyPayerType, PAYER_TYPES, type PayerType } from './payer-types';
export const payerTypeSchema = z.enum(PAYER_TYPES);

/** INACTIVE: deactivated (an extension of the interface); kept for the payments that used it, refused in new ones. */
export const PAYER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A refinement: the `end` day of a block falls after its `start` day (checked once both are days). */
const endsAfter =
  <K extends string>(block: string, start: K, end: K) =>
  (value: Record<K, unknown>, ctx: z.RefinementCtx) => {
    const from = value[start];
    const to = value[end];
    if (isDay(from) && isDay(to) && to <= from) {
      ctx.addIssue({ code: 'custom', path: [end], message: `must be after ${block}.${start}` });
    }
  };

export const addressSchema = z
  .object({
    line1: textSchema(140),
    line2: textSchema(140).optional(),
    city: textSchema(80),
    state: textSchema(80).optional(),
    postalCode: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9 -]+$/, { message: 'may hold letters, digits, spaces and - only' })
      .optional(),
    country: countryCodeSchema,
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;

export const payerInfoSchema = z
  .object({
    name: textSchema(140),
    /** The name in Latin script, as screening and SWIFT messages need it. */
    enName: textSchema(140),
    phone: phoneNumberSchema,
  })
  .strict();

export const identityInfoSchema = z
  .object({
    type: codeTokenSchema,
    number: textSchema(64),
    issuedDate: calendarDateSchema,
    expirationDate: calendarDateSchema,
  })
  .strict()
  .superRefine(endsAfter('identity', 'issuedDate', 'expirationDate'));

export const companyInfoSchema = z
  .object({
    /** Business registration number. */
    brNumber: textSchema(64),
    registrationDate: calendarDateSchema,
    expiryDate: calendarDateSchema,
    registrationAddress: addressSchema,
  })
  .strict()
  .superRefine(endsAfter('company', 'registrationDate', 'expiryDate'));

export const directorSchema = z
  .object({
    name: textSchema(140),
    idNo: textSchema(64),
    idExpiration: calendarDateSchema,
  })
  .strict();

export const uboSchema = z
  .object({
    name: textSchema(140),
    idType: codeTokenSchema,
    idNo: textSchema(64),
  })
  .strict();

export const documentReferenceSchema = z
  .object({
    /** A file of this merchant (POST /api/v1/files), uploaded and not rejected. */
    fileId: z.string().trim().min(1).max(64),
    /** e.g. BR_CERT, CR_CERT, PASSPORT. */
    type: codeTokenSchema,
  })
  .strict();

const MAX_PEOPLE = 20;
const MAX_DOCUMENTS = 20;

/** The request fields, also answered back in the payer record. */
const payerFields = {
  requestId: referenceSchema,
  /** Optional; when sent it must be the merchant of the credential. */
  merchantId: merchantIdSchema.optional(),
  payerType: payerTypeSchema,
  payer: payerInfoSchema,
  identity: identityInfoSchema,
  address: addressSchema,
  /** Required for every payerType but INDIVIDUAL, refused for INDIVIDUAL. */
  company: companyInfoSchema.optional(),
  /** Non-empty for every payerType but INDIVIDUAL; empty or absent for INDIVIDUAL. */
  directors: z.array(directorSchema).max(MAX_PEOPLE).default([]),
  ubos: z.array(uboSchema).max(MAX_PEOPLE).default([]),
  documents: z.array(documentReferenceSchema).max(MAX_DOCUMENTS).default([]),
};

/** POST /api/v1/payers — CreatePayerRequest. Unknown fields are refused. */
export const createPayerRequestSchema = z
  .object(payerFields)
  .strict()
  .superRefine((body, ctx) => {
    const type = payerTypeSchema.safeParse(body.payerType);
    if (!type.success) return;
    if (isCompanyPayerType(type.data)) {
      if (body.company === undefined)
        ctx.addIssue({ code: 'custom', path: ['company'], message: `is required for payerType ${type.data}` });
      if (Array.isArray(body.directors) && body.directors.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['directors'],
          message: `must name at least one director for payerType ${type.data}`,
        });
      }
      if (Array.isArray(body.ubos) && body.ubos.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['ubos'],
          message: `must name at least one ultimate beneficial owner for payerType ${type.data}`,
        });
      }
    } else {
      if (body.company !== undefined)
        ctx.addIssue({ code: 'custom', path: ['company'], message: 'must be absent for payerType INDIVIDUAL' });
      if (Array.isArray(body.directors) && body.directors.length > 0)
        ctx.addIssue({ code: 'custom', path: ['directors'], message: 'must be empty for payerType INDIVIDUAL' });
      if (Array.isArray(body.ubos) && body.ubos.length > 0)
        ctx.addIssue({ code: 'custom', path: ['ubos'], message: 'must be empty for payerType INDIVIDUAL' });
    }
    if (Array.isArray(body.documents)) {
      const seen = new Set<string>();
      body.documents.forEach((document, index) => {
        if (typeof document?.fileId !== 'string') return;
        if (seen.has(document.fileId))
          ctx.addIssue({
            code: 'custom',
            path: ['documents', index, 'fileId'],
            message: 'names a file already listed in documents',
          });
        seen.add(document.fileId);
      });
    }
  });
export type CreatePayerRequest = z.infer<typeof createPayerRequestSchema>;

/**
 * The payer record: CreatePayerResponse, GET /payers/{id} and the list items. The accepted
 * (normalized) request is answered back; `name` repeats `payer.name` for lists.
 */
const { payerType: _payerType, ...payerDetailFields } = payerFields;
export const payerSchema = z.object({
  originalPayerId: z.string(),
  status: z.enum(PAYER_STATUSES),
  payerType: payerTypeSchema,
  name: z.string(),
  createdAt: timestampSchema,
  ...payerDetailFields,
  merchantId: z.string(),
});
export type Payer = z.infer<typeof payerSchema>;

export const payerListSchema = listPageSchema(payerSchema);
export type PayerList = z.infer<typeof payerListSchema>;
