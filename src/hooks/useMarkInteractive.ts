import { useEffect } from 'react';

/**
 * Marks the document (`<html data-interactive>`) once the page has hydrated: before that the
 * prerendered tabs do not switch. Browser tests wait for it; CSS could too.
 */
export function useMarkInteractive(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
}
