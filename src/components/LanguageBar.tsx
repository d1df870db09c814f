import { describeSlices, languageSlices } from '../domain/languageStats';
import type { LanguageShare } from '../domain/model';

/** GitHub's thin bar of a repository's languages, each as wide as its share of the bytes. */
export function LanguageBar({
  shares,
  limit,
  className = 'language-bar',
  decorative = false,
}: {
  shares: readonly LanguageShare[];
  limit?: number;
  className?: string;
  /** A legend beside it says the same in words: screen readers skip the bar. */
  decorative?: boolean;
}) {
  const slices = languageSlices(shares, limit);
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
