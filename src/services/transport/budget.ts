/**
 * The time one whole fetch may take (FETCH_BUDGET_MS). Its signal cancels the requests still in flight
 * when it runs out, so nothing outlives the fetch: a build's process can exit, a page can settle.
 */
export interface FetchBudget {
  readonly signal: AbortSignal;
  remainingMs(): number;
  /** Ends the budget early (the fetch is over): pending timers go. */
  close(): void;
}

export function createBudget(ms: number, now: () => number = Date.now): FetchBudget {
  const controller = new AbortController();
  const deadline = now() + ms;
  const timer = setTimeout(
    () => controller.abort(new Error(`The fetch budget of ${ms} ms ran out`)),
    ms,
  );
  // A budget never keeps Node alive by itself.
  (timer as { unref?: () => void }).unref?.();
  return {
    signal: controller.signal,
    remainingMs: () => (controller.signal.aborted ? 0 : Math.max(0, deadline - now())),
    close: () => clearTimeout(timer),
  };
}

/** A budget that never runs out, for one-off calls and tests. */
export function unlimitedBudget(): FetchBudget {
  return {
    signal: new AbortController().signal,
    remainingMs: () => Number.POSITIVE_INFINITY,
    close: () => undefined,
  };
}
