/**
 * The languages the page is written in. Adding one takes a catalog (catalogs/<tag>.ts, checked
 * complete by a test) and a line here.
 */
export const LANGUAGES = {
  en: { name: 'English', ogLocale: 'en_US' },
  de: { name: 'Deutsch', ogLocale: 'de_DE' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
  es: { name: 'Español', ogLocale: 'es_ES' },
  'pt-BR': { name: 'Português (Brasil)', ogLocale: 'pt_BR' },
  ja: { name: '日本語', ogLocale: 'ja_JP' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const SUPPORTED_LANGUAGES = Object.keys(LANGUAGES) as Language[];

/** A supported language for a BCP 47 tag written in any case ("pt-br" → "pt-BR"), or null. */
export function supportedLanguage(tag: string): Language | null {
  const wanted = tag.trim().toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === wanted) ?? null;
}

/** Scripts written right to left: the page sets `dir` from it (none of the catalogs yet). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'yi']);

export function textDirection(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr';
}
