import { describeSlices, languageSlices } from '../domain/languageStats';
import type { LanguageShare } from '../domain/model';

/** GitHub's thin bar of a repository's languages, each as wide as its share of the bytes. */
export function LanguageBar({
  shares,
  limit,
  className = 'language-bar',
}: {
  shares: readonly LanguageShare[];
  limit?: number;
  className?: string;
}) {
  const slices = languageSlices(shares, limit);
  if (slices.length === 0) return null;
  return (
    <div className={className} role="img" aria-label={`Languages: ${describeSlices(slices)}`}>
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
