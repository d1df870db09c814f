import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PageLocale } from './locale';
import type { MessageKey } from './messages';
import {
  formatDayMonthYear,
  formatMonthYear,
  formatCount,
  formatPercent,
  formatTimeAgo,
  translate,
  translateRich,
} from './translate';

const LocaleContext = createContext<PageLocale | null>(null);

/**
 * The locale of components rendered outside a provider. Only tests set it (to English): a page always
 * has its provider, with the locale the build inlined, so no catalog is bundled for the browser.
 */
let fallbackLocale: PageLocale | null = null;
export function setFallbackLocale(locale: PageLocale | null): void {
  fallbackLocale = locale;
}

export function LocaleProvider({ locale, children }: { locale: PageLocale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export interface I18n {
  readonly locale: PageLocale;
  t(key: MessageKey, values?: Readonly<Record<string, string | number>>): string;
  /** The message with elements for its `{name}`s; `count` picks the plural form. */
  rich(key: MessageKey, values: Readonly<Record<string, ReactNode>>, count?: number): ReactNode;
  dayMonthYear(iso: string): string | null;
  monthYear(iso: string): string | null;
  timeAgo(iso: string, reference: number): string | null;
  percent(value: number): string;
  /** A whole number with the language's grouping: 52,000, 52.000, 52 000. */
  count(value: number): string;
}

export function useI18n(): I18n {
  const locale = useContext(LocaleContext) ?? fallbackLocale;
  if (!locale) throw new Error('useI18n must be used inside <LocaleProvider>');
  return useMemo(
    () => ({
      locale,
      t: (key, values) => translate(locale, key, values),
      rich: (key, values, count) => translateRich(locale, key, values, count),
      dayMonthYear: (iso) => formatDayMonthYear(iso, locale.format),
      monthYear: (iso) => formatMonthYear(iso, locale.format),
      timeAgo: (iso, reference) => formatTimeAgo(iso, reference, locale.format, locale.language),
      percent: (value) => formatPercent(value, locale.format),
      count: (value) => formatCount(value, locale.format),
    }),
    [locale],
  );
}
