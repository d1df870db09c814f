/** A resume entry's highlights as a list; nothing when it has none. */
export function Highlights({ items }: { items: readonly string[] }) {
  return items.length > 0 ? (
    <ul className="resume-highlights">
      {items.map((item, index) => (
        // Plain texts that may repeat, never reordered: positions are stable keys.
        <li key={index}>{item}</li>
      ))}
    </ul>
  ) : null;
}
