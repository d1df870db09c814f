/**
 * What a page needs to speak its language: the messages, and how to write dates, relative times and
 * numbers. The build makes it from the catalogs and from Intl (scripts/pipeline/settings/language/) and
 * inlines it into each page; the browser reads it back. Both then format with the same data, so the
 * prerender and the hydration write the same text whatever ICU each has (Node's and a browser's can
 * write one date differently: "Sept" against "Sep").
 */
import type { Messages, PluralMessage } from './messages';

/** Templates per CLDR plural category, `{n}` the number. */
export type PluralTemplates = PluralMessage;

export interface LocaleFormat {
  /** The decimal separator: "." or ",". */
  readonly decimal: string;
  /** The thousands separator: ",", ".", a narrow no-break space. */
  readonly group: string;
  /** The fewest digits a number has for it to be grouped: 4 (1,000), or 5 (Spanish: 1000, 10.000). */
  readonly groupFrom: number;
  /** A percentage, `{n}` the number: "{n}%", "{n} %" (a no-break space), "{n} %". */
  readonly percent: string;
  /** Per month (January first): "Mar {year}", "März {year}", "{year}年3月". */
  readonly monthYear: readonly string[];
  /** Per month: "{day} Mar {year}", "{day}. März {year}", "{year}年3月{day}日". */
  readonly dayMonthYear: readonly string[];
  /** How long ago, GitHub's way: today, yesterday, N days ago, last month, N months ago… */
  readonly relative: {
    readonly today: string;
    readonly yesterday: string;
    readonly lastMonth: string;
    readonly lastYear: string;
    readonly days: PluralTemplates;
    readonly months: PluralTemplates;
    readonly years: PluralTemplates;
  };
}

/** A language of the site: the page's language switch links to its page. */
export interface LanguageLink {
  /** BCP 47: "de". */
  readonly language: string;
  /** The language's own name: "Deutsch". */
  readonly name: string;
  /** The page in that language, as a path: "/portfolio/de/". */
  readonly href: string;
}

export interface PageLocale {
  /** BCP 47: "en", "de", "pt-BR". */
  readonly language: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Messages;
  readonly format: LocaleFormat;
  /**
   * The site's pages in every language, in the configured order, this page's included; empty for a
   * site in one language.
   */
  readonly alternates: readonly LanguageLink[];
}
