/**
 * When a deferred island of the page hydrates (src/components/Island.tsx): 'never', or 'interaction':
 * at the visitor's first sign of using the page (a tap, a key, a focus, the mouse or the wheel moving)
 * or when the page is printed. Not when the browser is idle: a page nobody touches then runs no more
 * than its shell, and a phone's main thread stays free for the scroll and the tap that come (the head
 * script shows a tapped tab at once meanwhile, src/app/tabIntent.ts).
 */
export type IslandMoment = 'never' | 'interaction';

/** A promise that never settles: React keeps a suspended boundary's prerendered HTML for good. */
const NEVER = new Promise<never>(() => undefined);

/** The visitor's first acts that wake the 'interaction' islands. */
export const WAKING_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'keydown',
  'focusin',
  'beforeprint',
] as const;

let interaction: Promise<void> | null = null;
let wakeNow: (() => void) | null = null;
/** A print asked for (Ctrl+P, ⌘P) before the Tabs mounted, held until the page can print it all. */
let printAsked = false;

/** Ctrl+P (⌘P on a Mac): the browser's print, which would print the page before its panels render. */
function isPrintKey(event: Event): boolean {
  // A keydown may have no key (Chrome's autofill sends one).
  if (event.type !== 'keydown' || typeof (event as KeyboardEvent).key !== 'string') return false;
  const { key, ctrlKey, metaKey, altKey, shiftKey } = event as KeyboardEvent;
  return key.toLowerCase() === 'p' && (ctrlKey || metaKey) && !altKey && !shiftKey;
}

/**
 * Holds back Ctrl+P until the island that renders the panels has mounted and taken the request: a
 * print before would print the page without them. Until then, not only until the wake: the Ctrl key
 * alone wakes the islands a moment before its P comes.
 */
function holdPrintKey(event: KeyboardEvent): void {
  if (!isPrintKey(event)) return;
  event.preventDefault();
  printAsked = true;
  wakeIslands();
}

function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const print = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const wake = () => {
      if (!wakeNow) return;
      wakeNow = null;
      for (const type of WAKING_EVENTS) window.removeEventListener(type, wake, true);
      print?.removeEventListener('change', onPrintMedia);
      resolve();
    };
    // A print preview opened any other way (a browser test's print media, a headless PDF).
    const onPrintMedia = () => {
      if (print?.matches) wake();
    };
    wakeNow = wake;
    for (const type of WAKING_EVENTS) {
      window.addEventListener(type, wake, { capture: true, passive: true });
    }
    window.addEventListener('keydown', holdPrintKey, true);
    print?.addEventListener('change', onPrintMedia);
    if (print?.matches) wake();
  });
}

/** Resolves at the moment (once per page for 'interaction'); 'never' never does. */
export function islandMoment(moment: IslandMoment): Promise<void> {
  if (moment === 'never') return NEVER;
  return (interaction ??= firstInteraction());
}

/** Wakes the 'interaction' islands now, if they wait (a tap on a tab handled before they hydrate). */
export function wakeIslands(): void {
  if (!interaction) void islandMoment('interaction');
  wakeNow?.();
}

/**
 * Whether the visitor asked to print before the island that renders the panels mounted, which it
 * asks as it mounts (true once): it prints the page when it has every panel.
 */
export function takePrintRequest(): boolean {
  // From now on the page prints whole: Ctrl+P is the browser's own again.
  window.removeEventListener('keydown', holdPrintKey, true);
  const asked = printAsked;
  printAsked = false;
  return asked;
}

/** For tests: forgets the moment, as a new page would. */
export function resetIslandMomentsForTest(): void {
  wakeNow?.();
  window.removeEventListener('keydown', holdPrintKey, true);
  interaction = null;
  wakeNow = null;
  printAsked = false;
}
