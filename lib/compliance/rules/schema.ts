import { z } from 'zod';
import { fitsMinorUnits, decimalsOf } from '@/lib/reference/money';
import { countryCodeSchema, currencyCodeSchema, positiveAmountSchema } from '@/lib/schemas/common';
import { textSchema } from '@/lib/schemas/fields';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import type { ApprovalRule } from '../types';
import { CREATION_SOURCES } from './words';

/*
 * The approval rules as an admin saves them. Messages follow the field's name, as every wire
 * message does ("must be greater than zero"); describeRuleField (words.ts) names the field itself
 * in a summary: "Rule 2, threshold 1, amount".
 */

export const MAX_APPROVAL_RULES = 50;
export const MAX_THRESHOLDS_PER_RULE = 20;

/** Rule ids outlive versions (the dossier cites them): short tokens, stable across edits. */
const ruleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1 to 64 letters, digits, _ or -' });

const thresholdRowSchema = z
  .strictObject({ currency: currencyCodeSchema, amount: positiveAmountSchema })
  .superRefine(({ currency, amount }, ctx) => {
    if (!fitsMinorUnits(amount, currency)) {
      const places = decimalsOf(currency);
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          places === 0
            ? `must be a whole amount: ${currency} has no minor units`
            : `must have at most ${places} decimals for ${currency}`,
      });
    }
  });

const thresholdsSchema = z
  .array(thresholdRowSchema)
  .max(MAX_THRESHOLDS_PER_RULE)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach(({ currency }, index) => {
      if (seen.has(currency))
        ctx.addIssue({ code: 'custom', path: [index, 'currency'], message: `already has a threshold in this rule` });
      seen.add(currency);
    });
  });

/** Receiving countries: every code checked by the one country schema; a bad one is named at the list. */
const countriesSchema = z
  .array(z.string())
  .max(300)
  .superRefine((codes, ctx) => {
    const bad = codes.filter((code) => !countryCodeSchema.safeParse(code).success);
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `must be ISO 3166-1 alpha-2 country codes, such as NG; not ${bad.map((code) => JSON.stringify(code)).join(', ')}`,
      });
  })
  .transform((codes) => codes.map((code) => countryCodeSchema.parse(code)));

const unique = <T>(list: readonly T[] | undefined): T[] | undefined =>
  list && list.length > 0 ? [...new Set(list)] : undefined;

/**
 * One approval rule: thresholds come in as currency + amount rows and leave as `{ USD: '10000' }`;
 * a list left empty, `anyFinding: false` and `twoToDismiss: false` are dropped (they restrict nothing).
 */
export const approvalRuleSchema = z
  .strictObject({
    id: ruleIdSchema,
    name: textSchema(80),
    amountAtLeast: thresholdsSchema.optional(),
    types: z
      .array(z.enum(TRANSACTION_TYPES))
      .max(TRANSACTION_TYPES.length * 2)
      .optional(),
    receivingCountries: countriesSchema.optional(),
    sources: z
      .array(z.enum(CREATION_SOURCES))
      .max(CREATION_SOURCES.length * 2)
      .optional(),
    anyFinding: z.boolean().optional(),
    approvals: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }),
    twoToDismiss: z.boolean().optional(),
  })
  .transform((input): ApprovalRule => {
    const rule: ApprovalRule = { id: input.id, name: input.name, approvals: input.approvals };
    if (input.amountAtLeast && input.amountAtLeast.length > 0)
      rule.amountAtLeast = Object.fromEntries(input.amountAtLeast.map(({ currency, amount }) => [currency, amount]));
    const types = unique(input.types);
    if (types) rule.types = types;
    const countries = unique(input.receivingCountries);
    if (countries) rule.receivingCountries = countries;
    const sources = unique(input.sources);
    if (sources) rule.sources = sources;
    if (input.anyFinding) rule.anyFinding = true;
    if (input.twoToDismiss) rule.twoToDismiss = true;
    return rule;
  });

/** The whole set, in the admin's order: at most 50 rules, ids unique, names unique (ignoring case). */
export const approvalRuleSetSchema = z
  .array(approvalRuleSchema)
  .max(MAX_APPROVAL_RULES)
  .superRefine((rules, ctx) => {
    const ids = new Set<string>();
    const names = new Set<string>();
    rules.forEach((rule, index) => {
      if (ids.has(rule.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is used by another rule' });
      ids.add(rule.id);
      const name = rule.name.toLowerCase();
      if (names.has(name))
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'is the name of another rule' });
      names.add(name);
    });
  });

/** What the editor sends: the rules, and the version they were edited from (a stale edit is refused). */
export const approvalRulesEditSchema = z.strictObject({
  basedOnVersion: z.number().int().positive(),
  rules: approvalRuleSetSchema,
});
export type ApprovalRulesEdit = z.output<typeof approvalRulesEditSchema>;
