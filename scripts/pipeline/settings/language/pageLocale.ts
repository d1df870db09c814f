/**
 * A page's locale (src/i18n/locale.ts), made by the build for each language of the site: its
 * catalog over the English messages (a message a catalog lacks stays English), the formats from
 * Intl, and the links to the site's pages in every language.
 */
import { CATALOGS } from '../../../../src/i18n/catalogs';
import { LANGUAGES, textDirection, type Language } from '../../../../src/i18n/languages';
import type { LanguageLink, PageLocale } from '../../../../src/i18n/locale';
import { EN, type Messages } from '../../../../src/i18n/messages';
import { localeFormat } from './localeFormat';

/** The path of the site's page in `language`: the first language at the base path, others below it. */
export function languagePath(basePath: string, languages: readonly Language[], language: Language) {
  return language === languages[0] ? `${basePath}/` : `${basePath}/${language}/`;
}

export function pageLocale(
  language: Language,
  languages: readonly Language[],
  basePath: string,
): PageLocale {
  const messages: Messages = { ...EN, ...CATALOGS[language] };
  const alternates: LanguageLink[] =
    languages.length < 2
      ? []
      : languages.map((other) => ({
          language: other,
          name: LANGUAGES[other].name,
          href: languagePath(basePath, languages, other),
        }));
  return {
    language,
    dir: textDirection(language),
    messages,
    format: localeFormat(language),
    alternates,
  };
}
