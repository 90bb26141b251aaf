import type { Db } from '@/lib/db/client';
import type { RemittanceApi } from './api-reads';
import { isPaidOut, statusRank } from './lifecycle';
import {
  explainStatus,
  finality,
  hasReceipt,
  sourceLabel,
  statusLabel,
  statusTone,
  type StatusExplanation,
  type StatusTone,
} from './presentation';
import { claimStaleCheck, refreshRemittance } from './poll';
import { listRemittanceEvents } from './queries';
import { getRemittance, type Remittance } from './record';

/** What the live part of a remittance's page shows: its status and timeline (no personal data). */
export interface LiveStatus {
  reference: string;
  kind: Remittance['kind'];
  status: string;
  final: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  updatedAt: string;
  lastCheckedAt: string | null;
  events: {
    id: number;
    status: string;
    source: string;
    at: string;
    late: boolean;
    discovered: boolean;
    /** The status and where it came from, in words. */
    label: string;
    sourceWords: string;
  }[];
  words: LiveWords;
  /** Set when the API could not be read just now; the figures are the last known ones. */
  refreshError?: string;
}

/** Reads every 2 s while in flight. */
export const LIVE_POLL_MS = 2_000;
/** Paid out and still open (a return may follow): every 15 s. */
export const PAID_OUT_POLL_MS = 15_000;

/**
 * The live status in words, worded on the server so the page's script carries none of the word
 * lists (presentation.ts, the error-code table): what the badge says, what the status means, why it
 * failed or came back, whether it is final, whether a proof of payment exists, and when to read again.
 */
export interface LiveWords {
  status: string;
  tone: StatusTone;
  summary: string;
  failure?: StatusExplanation['failure'];
  /** Final, or paid out and still watched, or in flight (presentation.ts `finality`). */
  note: string;
  receipt: boolean;
  /** Milliseconds until the page reads again, or false: final, nothing more to read. */
  pollMs: number | false;
}

export function liveWords(
  remittance: Pick<Remittance, 'kind' | 'status' | 'final' | 'errorCode' | 'errorMessage'>,
): LiveWords {
  const { kind, status, final, errorCode, errorMessage } = remittance;
  const { summary, failure } = explainStatus(kind, status, errorCode, errorMessage);
  return {
    status: statusLabel(status),
    tone: statusTone(status),
    summary,
    ...(failure ? { failure } : {}),
    note: finality(kind, status, final),
    receipt: hasReceipt(kind, status),
    pollMs: final ? false : isPaidOut(kind, status) ? PAID_OUT_POLL_MS : LIVE_POLL_MS,
  };
}

export async function liveStatusOf(db: Db, remittance: Remittance): Promise<LiveStatus> {
  const events = await listRemittanceEvents(db, remittance.reference);
  return {
    reference: remittance.reference,
    kind: remittance.kind,
    status: remittance.status,
    final: remittance.final,
    errorCode: remittance.errorCode,
    errorMessage: remittance.errorMessage,
    updatedAt: remittance.updatedAt.toISOString(),
    lastCheckedAt: remittance.lastCheckedAt?.toISOString() ?? null,
    events: inLifecycleOrder(remittance.kind, events).map((e) => ({
      id: e.id,
      status: e.status,
      source: e.source,
      at: e.at.toISOString(),
      late: e.details?.late === true,
      discovered: e.details?.discovered === true,
      label: statusLabel(e.status),
      sourceWords: sourceLabel(e.source),
    })),
    words: liveWords(remittance),
  };
}

/**
 * The timeline reads as the remittance's history: statuses in lifecycle order, so a status that
 * arrived late (out-of-order webhooks, or first seen mid-way) still shows where it happened.
 */
function inLifecycleOrder<E extends { status: string }>(kind: Remittance['kind'], events: E[]): E[] {
  const rank = (event: E) => statusRank(kind, event.status) ?? Number.MAX_SAFE_INTEGER;
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => rank(a.event) - rank(b.event) || a.index - b.index)
    .map(({ event }) => event);
}

/** A page polling an open remittance reads the API itself when nobody did for this long. */
export const STALE_AFTER_MS = 5_000;

/**
 * The live status of a remittance, read from the API first when it is open and stale, so the page
 * heals even when no webhook comes. Undefined for an unknown reference.
 */
export async function freshLiveStatus(
  db: Db,
  api: () => RemittanceApi,
  reference: string,
): Promise<LiveStatus | undefined> {
  let refreshError: string | undefined;
  if (await claimStaleCheck(db, reference, STALE_AFTER_MS)) {
    try {
      await refreshRemittance(db, api(), reference);
    } catch (error) {
      refreshError = error instanceof Error ? error.message : 'The payments API could not be read';
    }
  }
  const remittance = await getRemittance(db, reference);
  if (!remittance) return undefined;
  const live = await liveStatusOf(db, remittance);
  return refreshError ? { ...live, refreshError } : live;
}
