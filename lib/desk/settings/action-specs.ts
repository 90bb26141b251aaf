import { z } from 'zod';
import type { PaymentsApi } from '@/lib/api-client/client';
import { approvalRulesEditSchema } from '@/lib/compliance/rules/schema';
import { proposeRuleSet, RuleSetConflict, RuleSetRefusal, settleRuleSet } from '@/lib/compliance/rules/store';
import { replaceScreeningList } from '@/lib/compliance/screening/list';
import { MAX_SCREENING_LIST_BYTES } from '@/lib/compliance/screening/upload';
import type { Db } from '@/lib/db/client';
import type { ActionSpec } from '@/lib/desk/action-recipe';
import { ActionRefusal } from '@/lib/desk/action-result';
import type { ReceiverSecretsSource } from '@/lib/desk/webhooks/secrets';
import { textSchema } from '@/lib/schemas/fields';
import { sandboxClockChangeSchema, type SandboxClock } from '@/lib/schemas/sandbox-clock';
import { testConnection, type ConnectionCheck } from './connection';
import { baseCurrencyInputSchema, defaultTimeZoneInputSchema, saveBaseCurrency, saveDefaultTimeZone } from './general';
import { webhookEndpointRequestSchema } from '@/lib/schemas/webhook';
import {
  addWebhookEndpoint,
  rotateWebhookSecret,
  rotateWebhookSecretSchema,
  type AddedEndpoint,
  type RotationAnswer,
} from './webhooks';

/** What the settings actions reach: the database, the API client, the receiver's secrets, DATA_DIR. */
export interface SettingsActionDeps {
  db: () => Promise<Db>;
  api: () => PaymentsApi;
  receiverSecrets: () => ReceiverSecretsSource;
  dataDir: () => string;
}

const replaceScreeningListSchema = z.object({
  fileName: textSchema(200),
  csv: z
    .string()
    .min(1)
    .refine((csv) => Buffer.byteLength(csv, 'utf8') <= MAX_SCREENING_LIST_BYTES, {
      message: `must be at most ${MAX_SCREENING_LIST_BYTES / 1000} kB`,
    }),
});

/** A new endpoint, keyed by the form's idempotency key (one per form, so a double submit adds one). */
const addEndpointSchema = z.object({ key: z.uuid(), request: webhookEndpointRequestSchema });

const ruleVersionSchema = z.object({ version: z.number().int().min(1) }).strict();
type RuleChange = { version: number; before: unknown[]; after: unknown[] };

/** A rule-set refusal (stale editor, own proposal, settled already) in the person's words. */
async function ruleStep(step: () => Promise<RuleChange>): Promise<RuleChange> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof RuleSetConflict || error instanceof RuleSetRefusal) throw new ActionRefusal(error.message);
    throw error;
  }
}

/**
 * The specs of every action of the settings pages (lib/desk/actions/* make each a protectedAction),
 * so a test runs them as any role (settings-permissions.test.ts). Each is audited by the recipe;
 * what changed goes in the success's details — never a secret.
 */
export function settingsActionSpecs(deps: SettingsActionDeps) {
  const testConnectionSpec: ActionSpec<z.ZodObject<Record<string, never>>, ConnectionCheck[], never> = {
    name: 'settings.test-connection',
    permission: 'settings:manage',
    schema: z.object({}).strict(),
    run: () => testConnection(deps.api()),
    auditDetails: (checks) => ({ passed: checks.every((check) => check.ok) }),
  };

  const changeClock: ActionSpec<typeof sandboxClockChangeSchema, SandboxClock, never> = {
    name: 'sandbox.clock',
    permission: 'sandbox:clock',
    schema: sandboxClockChangeSchema,
    target: (input) =>
      [
        input.paused === true ? 'pause' : input.paused === false ? 'resume' : undefined,
        input.rate !== undefined ? `${input.rate}× real time` : undefined,
        input.advanceSeconds !== undefined ? `forward ${input.advanceSeconds} s` : undefined,
      ]
        .filter(Boolean)
        .join(', '),
    run: (input) => deps.api().changeSandboxClock(input),
    auditDetails: (clock) => ({ rate: clock.rate, paused: clock.paused, aheadSeconds: clock.aheadSeconds }),
  };

  const resetClock: ActionSpec<z.ZodObject<Record<string, never>>, SandboxClock, never> = {
    name: 'sandbox.clock-reset',
    permission: 'sandbox:clock',
    schema: z.object({}).strict(),
    run: () => deps.api().resetSandboxClock(),
    auditDetails: (clock) => ({ aheadSeconds: clock.aheadSeconds }),
  };

  const proposeRules: ActionSpec<typeof approvalRulesEditSchema, RuleChange, never> = {
    name: 'rules.propose',
    permission: 'compliance:configure',
    schema: approvalRulesEditSchema,
    target: () => 'approval-rules',
    run: async ({ basedOnVersion, rules }, user) =>
      ruleStep(async () => proposeRuleSet(await deps.db(), rules, user.id, { basedOn: basedOnVersion })),
    auditDetails: (change) => change,
  };

  const confirmRules: ActionSpec<typeof ruleVersionSchema, RuleChange, never> = {
    name: 'rules.confirm',
    permission: 'compliance:configure',
    schema: ruleVersionSchema,
    target: (input) => `approval-rules@${input.version}`,
    run: async ({ version }, user) => ruleStep(async () => settleRuleSet(await deps.db(), version, user.id, 'confirm')),
    auditDetails: (change) => change,
  };

  const refuseRules: ActionSpec<typeof ruleVersionSchema, RuleChange, never> = {
    name: 'rules.refuse',
    permission: 'compliance:configure',
    schema: ruleVersionSchema,
    target: (input) => `approval-rules@${input.version}`,
    run: async ({ version }, user) =>
      ruleStep(async () => settleRuleSet(await deps.db(), version, user.id, 'withdraw')),
    auditDetails: (change) => change,
  };

  const replaceScreening: ActionSpec<
    typeof replaceScreeningListSchema,
    { entries: number; listNames: string[] },
    never
  > = {
    name: 'screening-list.replace',
    permission: 'compliance:configure',
    schema: replaceScreeningListSchema,
    target: (input) => input.fileName,
    run: async ({ fileName, csv }, user) => {
      const result = await replaceScreeningList(deps.dataDir(), csv, { replacedBy: user.email, fileName });
      if (!result.ok) {
        const count = result.errors.length === 1 ? 'a problem' : 'these problems';
        throw new ActionRefusal(
          [`The list was not replaced: ${fileName} has ${count}. Fix them and upload it again.`, ...result.errors].join(
            '\n',
          ),
        );
      }
      return { entries: result.entries.length, listNames: [...new Set(result.entries.map((e) => e.listName))] };
    },
    auditDetails: (replaced) => replaced,
  };

  const rotateSecret: ActionSpec<typeof rotateWebhookSecretSchema, RotationAnswer, never> = {
    name: 'webhooks.rotate-secret',
    permission: 'settings:manage',
    schema: rotateWebhookSecretSchema,
    target: (input) => input.endpointId,
    run: async (input, user) =>
      rotateWebhookSecret({ api: deps.api(), db: await deps.db(), secrets: deps.receiverSecrets() }, input, user.id),
    // Never the secret: when the old one stops signing, and who keeps the new one.
    auditDetails: ({ overlapEndsAt, keptBy }) => ({ overlapEndsAt, keptBy }),
  };

  const addEndpoint: ActionSpec<typeof addEndpointSchema, AddedEndpoint, never> = {
    name: 'webhooks.add-endpoint',
    permission: 'settings:manage',
    schema: addEndpointSchema,
    keyProblem: 'This form is out of date. Reload the page and add the endpoint again.',
    target: (input) => input.request.url,
    run: (input) => addWebhookEndpoint(deps.api(), input),
    // Never the secret: which endpoint, where, for which events.
    auditDetails: ({ id, url }) => ({ id, url }),
  };

  const setTimeZone: ActionSpec<
    typeof defaultTimeZoneInputSchema,
    { before: string | null; after: string | null },
    never
  > = {
    name: 'settings.default-time-zone',
    permission: 'settings:manage',
    schema: defaultTimeZoneInputSchema,
    target: (input) => input.timeZone || '(none)',
    run: async ({ timeZone }, user) => saveDefaultTimeZone(await deps.db(), timeZone || null, user.id),
    auditDetails: (change) => change,
  };

  const setBaseCurrency: ActionSpec<typeof baseCurrencyInputSchema, { before: string; after: string }, never> = {
    name: 'settings.base-currency',
    permission: 'settings:manage',
    schema: baseCurrencyInputSchema,
    target: (input) => input.currency,
    run: async ({ currency }, user) => saveBaseCurrency(await deps.db(), currency, user.id),
    auditDetails: (change) => change,
  };

  return {
    testConnection: testConnectionSpec,
    changeClock,
    resetClock,
    proposeRules,
    confirmRules,
    refuseRules,
    replaceScreening,
    rotateSecret,
    addEndpoint,
    setTimeZone,
    setBaseCurrency,
  };
}
