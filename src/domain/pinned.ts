/**
 * Pinned work: the repositories the owner pinned (on the GitHub profile, or config.github.pinnedRepos)
 * carry a tag wherever their card is, and the pinned own repositories lead the Repositories grid.
 */

/**
 * The pins as keys (`owner/name` in lower case: GitHub compares them without regard to case), with each one's place in the pin order. */
export function pinOrder(pins: readonly string[]): ReadonlyMap<string, number> {
  const order = new Map<string, number>();
  pins.forEach((pin, index) => {
    const key = pin.toLowerCase();
    if (!order.has(key)) order.set(key, index);
  });
  return order;
}

/** The pinned items first, in the pin order; the others after them, in their own order. */
export function pinnedFirst<T>(
  items: readonly T[],
  order: ReadonlyMap<string, number>,
  keyOf: (item: T) => string,
): T[] {
  const pinned = items
    .filter((item) => order.has(keyOf(item)))
    .sort((a, b) => (order.get(keyOf(a)) ?? 0) - (order.get(keyOf(b)) ?? 0));
  return [...pinned, ...items.filter((item) => !order.has(keyOf(item)))];
}
