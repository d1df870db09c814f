/**
 * A media query (`window.matchMedia`) whose match the test changes, as the system's colour scheme or
 * a print preview does; jsdom has none. Restore `window.matchMedia` after the test.
 */
export function fakeMediaQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    listeners,
    /** The query matches `next` now; its listeners hear of it. */
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}
