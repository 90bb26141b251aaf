import type { Db } from '@/lib/db/client';
import { namesFor, type Viewer } from '@/lib/desk/mask';
import { liveWords, type LiveWords } from '@/lib/desk/remittances/live';
import { getRemittance } from '@/lib/desk/remittances/record';
import { getCaseByReference, reviewStatusWords, userNames } from '@/lib/desk/review/cases';
import { formatMoney } from '@/lib/reference/money-format';
import { currentRun, progressOf, type DemoRunStatus, type StepState } from './runs';
import { loadScenario } from './scenarios';

/*
 * What /demo shows, worded on the server (the island carries no word lists): the run's steps with
 * their state, and its remittances with their live status, the failure or return in words, and
 * names masked as the viewer sees them everywhere (lib/desk/mask.ts).
 */

export interface DemoStepView {
  id: string;
  title: string;
  state: StepState;
  stateWords: string;
  note?: string;
}

export interface DemoRemittanceView {
  reference: string;
  step: string;
  what: string;
  amount: string;
  sender: string;
  recipient: string;
  /** The live status in words; a remittance held for review, unsent, has its review state instead. */
  words: Pick<LiveWords, 'status' | 'tone' | 'summary' | 'failure' | 'note'>;
  final: boolean;
}

export interface DemoRunView {
  id: string;
  scenario: string;
  /** The scenario's title as its file gives it; its name when the file is gone or refused. */
  scenarioTitle: string;
  status: DemoRunStatus;
  statusWords: string;
  error: string | null;
  startedBy: string;
  startedAt: string;
  endedAt: string | null;
  steps: DemoStepView[];
  remittances: DemoRemittanceView[];
}

export interface DemoView {
  run: DemoRunView | null;
  /** Milliseconds until the page reads again: quick while a run plays, slower otherwise (a run may start, or be reset). */
  pollMs: number;
}

const STEP_WORDS: Record<StepState, string> = {
  waiting: 'Waiting',
  running: 'Playing',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
};

const RUN_WORDS: Record<DemoRunStatus, string> = {
  running: 'Playing',
  finished: 'Finished',
  stopped: 'Stopped',
  failed: 'Failed',
  reset: 'Reset',
};

export const PLAYING_POLL_MS = 2_000;
export const IDLE_POLL_MS = 5_000;

async function remittanceOf(db: Db, reference: string, step: string, names: (v?: string | null) => string) {
  const row = await getRemittance(db, reference);
  if (row) {
    const { status, tone, summary, failure, note } = liveWords(row);
    return {
      reference,
      step,
      what: row.kind === 'payment' ? 'FX payment' : `Transaction (${row.type ?? 'transaction'})`,
      amount: formatMoney(row.amount, row.currency),
      sender: names(row.senderName),
      recipient: names(row.recipientName),
      words: { status, tone, summary, ...(failure ? { failure } : {}), note },
      final: row.final,
    } satisfies DemoRemittanceView;
  }
  const held = await getCaseByReference(db, reference);
  if (!held) return undefined;
  return {
    reference,
    step,
    what: held.kind === 'payment' ? 'FX payment' : `Transaction (${held.type ?? 'transaction'})`,
    amount: formatMoney(held.amount, held.currency),
    sender: names(held.senderName),
    recipient: names(held.recipientName),
    words: {
      status: 'In review',
      tone: 'warn',
      summary: `Compliance review: ${reviewStatusWords(held.status)}; not sent to the payments API.`,
      note: 'Not sent yet.',
    },
    final: false,
  } satisfies DemoRemittanceView;
}

export async function demoView(db: Db, viewer: Viewer): Promise<DemoView> {
  const run = await currentRun(db);
  if (!run) return { run: null, pollMs: IDLE_POLL_MS };
  const names = namesFor(viewer);
  const progress = progressOf(run);
  const remittances: DemoRemittanceView[] = [];
  for (const step of progress) {
    if (!step.expect || !step.reference) continue;
    const view = await remittanceOf(db, step.reference, step.title, names);
    if (view) remittances.push(view);
  }
  const startedBy = (await userNames(db, [run.startedBy])).get(run.startedBy) ?? 'an admin';
  const scenarioTitle = await loadScenario(run.scenario).then(
    (scenario) => scenario.title,
    () => run.scenario,
  );
  return {
    run: {
      id: run.id,
      scenario: run.scenario,
      scenarioTitle,
      status: run.status,
      statusWords: RUN_WORDS[run.status],
      error: run.error,
      startedBy,
      startedAt: run.startedAt.toISOString(),
      endedAt: run.endedAt?.toISOString() ?? null,
      steps: progress.map(({ id, title, state, note }) => ({
        id,
        title,
        state,
        stateWords: STEP_WORDS[state],
        ...(note ? { note } : {}),
      })),
      remittances,
    },
    pollMs: run.status === 'running' || remittances.some((r) => !r.final) ? PLAYING_POLL_MS : IDLE_POLL_MS,
  };
}
