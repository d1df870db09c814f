import { startTransition, useEffect, useState } from 'react';
import { usePortfolioSource } from './PortfolioSourceContext';

let openedAt: number | null = null;
/** One "now" per page view, so every card counts from the same moment. */
const pageOpenedAt = () => (openedAt ??= Date.now());

/**
 * The moment relative dates ("3 months ago") are counted from. A snapshot counts from its fetch, in the
 * prerender and in the browser alike, so hydration finds the same text and the dates agree with the
 * footer's "Data as of". Live data is as of the visit: once hydrated, the page switches to its own
 * clock, as a transition, so that parts still waiting for their chunk keep their prerendered HTML.
 * Null when neither is known (the dev server's first render): absolute dates then.
 */
export function useReferenceTime(): number | null {
  const { mode, fetchedAt } = usePortfolioSource();
  const fetched = fetchedAt ? Date.parse(fetchedAt) : Number.NaN;
  const snapshotTime = Number.isNaN(fetched) ? null : fetched;
  const usesClock = mode === 'live' || snapshotTime === null;
  const [clockTime, setClockTime] = useState<number | null>(null);
  useEffect(() => {
    if (usesClock) startTransition(() => setClockTime(pageOpenedAt()));
  }, [usesClock]);
  return usesClock ? (clockTime ?? snapshotTime) : snapshotTime;
}
