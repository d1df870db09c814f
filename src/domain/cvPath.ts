import type { CvLink } from '../config/parseConfig';
import type { PageLocale } from '../i18n/locale';

/**
 * The path of the CV a page's Download CV links, or null for none: the site's one PDF under the base
 * path, or (printed per language) the page's own beside it, /portfolio/de/cv.pdf for the German page.
 */
export function cvPath(
  cv: CvLink,
  basePath: string,
  locale: Pick<PageLocale, 'language' | 'alternates'>,
): string | null {
  if (cv === 'none') return null;
  if (cv === 'site') return `${basePath}/cv.pdf`;
  const page = locale.alternates.find((link) => link.language === locale.language);
  return `${page?.href ?? `${basePath}/`}cv.pdf`;
}
