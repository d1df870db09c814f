import {
  chooseColorScheme,
  COLOR_SCHEME_KEY,
  COLOR_SCHEME_SCRIPT,
  currentColorScheme,
  subscribeColorScheme,
} from './colorScheme';
import { fakeMediaQuery } from '../../test/support/fakeMediaQuery';

/** The system's dark preference (`prefers-color-scheme: dark`). */
const mockSystem = (dark: boolean) => fakeMediaQuery(dark);

describe('colour scheme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['purple', true, 'dark'],
  ])(
    'the head script picks %p stored, system dark %p → %s',
    (stored: string | null, systemDark: boolean, expected: string) => {
      mockSystem(systemDark);
      if (stored) localStorage.setItem(COLOR_SCHEME_KEY, stored);
      // The very text the page's head runs.
      new Function(COLOR_SCHEME_SCRIPT)();
      expect(document.documentElement.getAttribute('data-theme')).toBe(expected);
      expect(currentColorScheme()).toBe(expected);
    },
  );

  it('applies and remembers a choice, and tells subscribers', () => {
    mockSystem(false);
    const listener = jest.fn();
    const unsubscribe = subscribeColorScheme(listener);
    chooseColorScheme('dark');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows the system while the visitor has not chosen, and not after', () => {
    const system = mockSystem(false);
    const unsubscribe = subscribeColorScheme(() => undefined);
    system.change(true);
    expect(currentColorScheme()).toBe('dark');
    chooseColorScheme('light');
    system.change(true);
    expect(currentColorScheme()).toBe('light');
    unsubscribe();
  });

  it('still switches when storage is blocked', () => {
    mockSystem(false);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    chooseColorScheme('dark');
    expect(currentColorScheme()).toBe('dark');
    setItem.mockRestore();
  });
});
