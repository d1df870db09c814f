/** A resume entry's highlights as a list; nothing when it has none. `lang`: theirs, if not the page's. */
export function Highlights({
  items,
  lang,
}: {
  items: readonly string[];
  lang?: string | undefined;
}) {
  return items.length > 0 ? (
    <ul className="resume-highlights" lang={lang}>
      {items.map((item, index) => (
        // Plain texts that may repeat, never reordered: positions are stable keys.
        <li key={index}>{item}</li>
      ))}
    </ul>
  ) : null;
}
