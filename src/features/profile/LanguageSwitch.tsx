import { useI18n } from '../../i18n/I18nContext';

/**
 * The site's languages in the configured order, each in its own name: the page's own marked current,
 * the others links to their pages (hreflang and lang, so that a crawler and a screen reader know what
 * they lead to). Nothing for a site in one language.
 */
export function LanguageSwitch() {
  const { locale, t } = useI18n();
  if (locale.alternates.length === 0) return null;
  return (
    <nav aria-label={t('header.languages')} className="language-switch">
      <ul>
        {locale.alternates.map(({ language, name, href }) => (
          <li key={language}>
            {language === locale.language ? (
              <a aria-current="page" href={href} lang={language}>
                {name}
              </a>
            ) : (
              <a href={href} hrefLang={language} lang={language}>
                {name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
