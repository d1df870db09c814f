import { type LanguageSlice } from '../domain/languageStats';
import { useI18n, type I18n } from '../i18n/I18nContext';

/** GitHub's thin bar of languages (`languageSlices`), each as wide as its share of the bytes. */
export function LanguageBar({
  slices,
  className = 'language-bar',
  decorative = false,
}: {
  slices: readonly LanguageSlice[];
  className?: string;
  /** A legend beside it says the same in words: screen readers skip the bar. */
  decorative?: boolean;
}) {
  const i18n = useI18n();
  if (slices.length === 0) return null;
  const a11y = decorative
    ? { 'aria-hidden': true }
    : {
        role: 'img',
        'aria-label': i18n.t('card.languages', { languages: describeSlices(slices, i18n) }),
      };
  return (
    <div className={className} {...a11y}>
      {slices.map((slice) => (
        <span
          key={slice.name}
          className="language-bar-slice"
          style={{ flexGrow: slice.percent, backgroundColor: slice.color }}
        />
      ))}
    </div>
  );
}

/** A slice's name: the language's, or "Other" in the page's language. */
export function sliceName(slice: LanguageSlice, { t }: Pick<I18n, 't'>): string {
  return slice.other ? t('languages.other') : slice.name;
}

/** "TypeScript 92.9%, CSS 5.5%, HTML 1.6%": what a screen reader hears for the bar. */
function describeSlices(slices: readonly LanguageSlice[], i18n: I18n): string {
  return slices
    .map((slice) => `${sliceName(slice, i18n)} ${i18n.percent(slice.percent)}`)
    .join(', ');
}
