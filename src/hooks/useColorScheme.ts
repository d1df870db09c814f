import { useSyncExternalStore } from 'react';
import { currentColorScheme, subscribeColorScheme, type ColorScheme } from '../lib/colorScheme';

/**
 * The colour scheme shown. The prerendered page cannot know the visitor's, so the server and the
 * hydration render 'light'; React then renders the real one at once, without a mismatch. The page's
 * CSS follows the attribute set before the first paint, so nothing flashes meanwhile.
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeColorScheme, currentColorScheme, () => 'light');
}
