/**
 * Runs `work` at the browser's next idle moment, `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari), after `fallbackDelayMs`. Returns the cancellation.
 */
export function whenIdle(
  work: () => void,
  { timeoutMs, fallbackDelayMs }: { readonly timeoutMs: number; readonly fallbackDelayMs: number },
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackDelayMs);
  return () => clearTimeout(timer);
}
