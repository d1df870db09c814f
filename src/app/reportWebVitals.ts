import type { MetricType } from 'web-vitals';

/**
 * Reports Core Web Vitals to `onPerfEntry` (an analytics endpoint, console.log, ...). web-vitals is
 * downloaded only when someone listens, so calling it without a callback costs nothing. A chunk that
 * fails to download (offline, a redeploy that removed it) costs one warning, never a rejection.
 */
export function reportWebVitals(onPerfEntry?: (metric: MetricType) => void): Promise<void> {
  if (!onPerfEntry) return Promise.resolve();
  return import('web-vitals').then(
    ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      onCLS(onPerfEntry);
      onFCP(onPerfEntry);
      onINP(onPerfEntry);
      onLCP(onPerfEntry);
      onTTFB(onPerfEntry);
    },
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Web vitals not reported: the web-vitals chunk failed to load (${reason}).`);
    },
  );
}
