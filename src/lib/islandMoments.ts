import { whenIdle } from './whenIdle';

/**
 * When a deferred island of the page hydrates (src/components/Island.tsx): 'never', or 'soon': the
 * first of the browser's first idle moment after the load and the visitor's first tap, key or focus
 * anywhere on the page (a tap on a tab must not wait for idle).
 */
export type IslandMoment = 'never' | 'soon';

/** A promise that never settles: React keeps a suspended boundary's prerendered HTML for good. */
const NEVER = new Promise<never>(() => undefined);

/** The visitor's first acts that wake the 'soon' islands at once. */
export const WAKING_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** How long 'soon' waits for an idle moment at most, in ms (a busy phone still gets its page). */
export const IDLE_TIMEOUT_MS = 3000;

let soon: Promise<void> | null = null;
let wakeNow: (() => void) | null = null;

function firstIdleOrAct(): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      if (!wakeNow) return;
      wakeNow = null;
      for (const type of WAKING_EVENTS) window.removeEventListener(type, wake, true);
      resolve();
    };
    wakeNow = wake;
    for (const type of WAKING_EVENTS) {
      window.addEventListener(type, wake, { capture: true, passive: true });
    }
    const idle = () => whenIdle(wake, { timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: 200 });
    // Idle after the load: before it, the browser is still busy with the first paint's resources.
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Resolves at the moment (once per page for 'soon'); 'never' never does. */
export function islandMoment(moment: IslandMoment): Promise<void> {
  if (moment === 'never') return NEVER;
  return (soon ??= firstIdleOrAct());
}

/** Wakes the 'soon' islands now, if they wait (a tap on a tab handled before they hydrate). */
export function wakeIslands(): void {
  if (!soon) void islandMoment('soon');
  wakeNow?.();
}
