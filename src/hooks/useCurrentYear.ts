import { useSyncExternalStore } from 'react';
import { usePortfolioSource } from './PortfolioSourceContext';

const never = () => () => undefined;
const thisYear = () => new Date().getFullYear();

/**
 * The current year, for the copyright line. The prerendered page says the year of its snapshot (UTC,
 * so the build machine's and the visitor's time zones agree during hydration); the browser then shows
 * its own year, without a hydration mismatch in the days around New Year.
 */
export function useCurrentYear(): number {
  const { fetchedAt } = usePortfolioSource();
  return useSyncExternalStore(never, thisYear, () =>
    fetchedAt ? new Date(fetchedAt).getUTCFullYear() : thisYear(),
  );
}
