import { COLOR_SCHEME_SCRIPT } from '../lib/colorScheme';
import { TAB_INTENT_SCRIPT } from './tabIntent';

/**
 * The page's one inline script, in the head, run before the first paint: the visitor's colour scheme,
 * and the tab bar switching from the first paint on (before the Tabs hydrate).
 */
export const HEAD_SCRIPT = `${COLOR_SCHEME_SCRIPT};${TAB_INTENT_SCRIPT}`;
