import { useSyncExternalStore } from 'react';
import { usePortfolioSource } from './PortfolioSourceContext';

const never = () => () => undefined;
let openedAt: number | null = null;
/** One "now" per page view: a snapshot for useSyncExternalStore must not change between calls. */
const pageOpenedAt = () => (openedAt ??= Date.now());

/**
 * The moment relative dates ("3 months ago") are counted from. A snapshot counts from its fetch, in the
 * prerender and in the browser alike, so hydration finds the same text and the dates agree with the
 * footer's "Data as of". Live data is as of the visit: the browser switches to its own clock after
 * hydrating. Null when neither is known (the dev server's first render): absolute dates then.
 */
export function useReferenceTime(): number | null {
  const { mode, fetchedAt } = usePortfolioSource();
  const fetched = fetchedAt ? Date.parse(fetchedAt) : Number.NaN;
  const snapshotTime = Number.isNaN(fetched) ? null : fetched;
  return useSyncExternalStore(
    never,
    () => (mode === 'live' || snapshotTime === null ? pageOpenedAt() : snapshotTime),
    () => snapshotTime,
  );
}
