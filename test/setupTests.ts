import { ENGLISH } from '../src/i18n/english';
import { setFallbackLocale } from '../src/i18n/I18nContext';
import '@testing-library/jest-dom';

// antd reads these browser APIs that jsdom lacks.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Components rendered outside <AppProviders locale> speak English, as an English page does.
setFallbackLocale(ENGLISH);
