import { describeSlices, type LanguageSlice } from '../domain/languageStats';

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
  if (slices.length === 0) return null;
  const a11y = decorative
    ? { 'aria-hidden': true }
    : { role: 'img', 'aria-label': `Languages: ${describeSlices(slices)}` };
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
