import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is printed (or saved as PDF): the page then renders every tab's panel. The
 * browser lays the printout out right after `beforeprint` returns, so the render is flushed inside it;
 * the print media query's change covers a print preview opened any other way (and browser tests),
 * also one that began before the component mounted (it woke the island that holds it).
 */
export function usePrintMode(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    const onChange = () => (query?.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    query?.addEventListener('change', onChange);
    // Printing already (print media woke the island that holds this): every panel, as soon as the
    // mount's own work is done (flushSync cannot run inside an effect).
    if (query?.matches) queueMicrotask(start);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      query?.removeEventListener('change', onChange);
    };
  }, []);
  return printing;
}
