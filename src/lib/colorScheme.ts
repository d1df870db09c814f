/**
 * The visitor's colour scheme: their own choice (remembered in localStorage), else the system's. The
 * inline script of index.html (`COLOR_SCHEME_SCRIPT`) applies it before the first paint; the page's
 * toggle changes it afterwards. The DOM attribute is the one truth both read.
 */
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_KEY = 'portfolio-color-scheme';
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * Runs in the head before anything paints, so a dark-mode visitor never sees the light page flash.
 * Kept tiny and old-browser safe; storage can throw (private modes, blocked cookies).
 */
export const COLOR_SCHEME_SCRIPT =
  `(function(){var s;try{s=localStorage.getItem('${COLOR_SCHEME_KEY}')}catch(e){}` +
  `if(s!=='light'&&s!=='dark')s=window.matchMedia&&matchMedia('${DARK_QUERY}').matches?'dark':'light';` +
  `document.documentElement.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',s)})()`;

function storedScheme(): ColorScheme | null {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** What the page shows now. */
export function currentColorScheme(): ColorScheme {
  const applied = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  if (applied === 'light' || applied === 'dark') return applied;
  return storedScheme() ?? systemScheme();
}

const listeners = new Set<() => void>();

/** On <html> while the scheme changes: the page switches at once instead of fading every colour. */
const SWITCHING_CLASS = 'scheme-switching';

function apply(scheme: ColorScheme): void {
  const root = document.documentElement;
  root.classList.add(SWITCHING_CLASS);
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  // Reading a style forces the new colours to apply while transitions are off.
  void window.getComputedStyle(root).color;
  setTimeout(() => root.classList.remove(SWITCHING_CLASS), 0);
  listeners.forEach((listener) => listener());
}

/** The visitor's choice: shown at once and remembered for the next visit. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Not remembered (storage blocked), but still applied for this visit.
  }
  apply(scheme);
}

/**
 * Calls `listener` when the scheme changes: by the toggle, or by the system while the visitor has not
 * chosen (a phone switching to dark at sunset).
 */
export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => {
    if (storedScheme() === null) apply(systemScheme());
  };
  query?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onSystemChange);
  };
}
