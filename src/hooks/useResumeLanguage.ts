import { useI18n } from '../i18n/I18nContext';
import { usePortfolioContent } from './PortfolioContentContext';

/**
 * The resume's language where the page is in another (resume.json's English on the German page),
 * for the `lang` of the elements holding its words: a screen reader then reads them with the right
 * voice (WCAG 3.1.2, language of parts). undefined when they are the page's language: no attribute.
 */
export function useResumeLanguage(): string | undefined {
  const { resume } = usePortfolioContent();
  const { locale } = useI18n();
  const language = resume?.language;
  return language && language.toLowerCase() !== locale.language.toLowerCase()
    ? language
    : undefined;
}
