'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { createPoller } from './poller';

/*
 * The desk's one way for an island to read from its routes (a remittance's live status, a file's
 * processing, a party search): a fetch, repeated on an interval until the data says it is final,
 * paused while the tab is hidden, backing off after failures, aborted when the island goes. A few
 * hundred bytes where a data library would add ~10 kB to the page.
 */

export interface PollingOptions<T> {
  /** What is read: a new key reads at once (the previous data stays shown until the answer). */
  key: string;
  /** One read; pass the signal to fetch so a read no longer wanted is abandoned. */
  read: (signal: AbortSignal) => Promise<T>;
  /** Milliseconds until the next read after this data, or false: final (or a one-off read). */
  every: (data: T | undefined) => number | false;
  /** Data the server already rendered: the first read waits one interval instead of running now. */
  initial?: T;
  /** False: no reads (the data already read stays). */
  enabled?: boolean;
  /** Retries of a one-off read after it failed (with back-off); repeated reads keep going anyway. */
  retries?: number;
}

export interface Polled<T> {
  data: T | undefined;
  /** The last read's failure; cleared by the next answer. The data shown is then the last known. */
  error: Error | undefined;
  /** True while a read is on its way. */
  reading: boolean;
}

/**
 * A desk route's JSON answer; any failure is an Error worded from `failure` ("The status could not
 * be refreshed"), with the HTTP status or "no connection" in brackets. An abort stays an AbortError.
 */
export async function readJson<T>(url: string, signal: AbortSignal, failure: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(`${failure} (no connection)`);
  }
  if (!response.ok) throw new Error(`${failure} (HTTP ${response.status})`);
  try {
    return (await response.json()) as T;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(`${failure} (an unreadable answer)`);
  }
}

export function usePolling<T>({ key, read, every, initial, enabled = true, retries }: PollingOptions<T>): Polled<T> {
  const [state, setState] = useState<Polled<T> & { key: string | undefined }>({
    data: initial,
    error: undefined,
    reading: false,
    key: initial === undefined ? undefined : key,
  });
  // The data in hand when it belongs to this key: a new start (re-enabled) waits one interval.
  const heldData = useEffectEvent(() => (state.key === key ? state.data : undefined));
  const readNow = useEffectEvent((signal: AbortSignal) => read(signal));
  const interval = useEffectEvent((data: T | undefined) => every(data));

  useEffect(() => {
    if (!enabled) return;
    const hidden = () => document.visibilityState === 'hidden';
    const poller = createPoller<T>({
      read: (signal) => readNow(signal),
      every: (data) => interval(data),
      retries,
      hidden,
      onData: (data) => setState({ data, error: undefined, reading: false, key }),
      onError: (error) => setState((previous) => ({ ...previous, error, reading: false })),
      onReading: (reading) => setState((previous) => ({ ...previous, reading })),
    });
    const onVisibility = () => {
      if (!hidden()) poller.resume();
    };
    document.addEventListener('visibilitychange', onVisibility);
    poller.start(heldData());
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      poller.stop();
      setState((previous) => (previous.reading ? { ...previous, reading: false } : previous));
    };
  }, [key, enabled, retries]);

  return { data: state.data, error: state.error, reading: state.reading };
}
